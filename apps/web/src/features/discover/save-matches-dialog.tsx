import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { loginHref } from '@/lib/auth-links';

/** 'Save your matches?' (product §2): invites a guest to sign up so their likes are kept. */
export function SaveMatchesDialog({
  open,
  onOpenChange,
  likes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  likes: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="flex size-12 items-center justify-center rounded-2xl bg-secondary text-brand-700">
            <Heart className="size-6 fill-current" aria-hidden="true" />
          </span>
          <DialogTitle>Save your matches?</DialogTitle>
          <DialogDescription>
            {likes > 0
              ? `You've liked ${likes} ${likes === 1 ? 'dog' : 'dogs'}! Create a free account to save your favorites and get notified when similar dogs appear near you.`
              : 'Create a free account to message shelters, save your favorites and get notified when similar dogs appear near you.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Continue Browsing
          </Button>
          <Button asChild>
            <a href={loginHref('adopter')}>Create Free Account</a>
          </Button>
        </DialogFooter>
        <p className="text-center text-sm text-muted-foreground">
          Free forever, no credit card required, secure authentication.
        </p>
      </DialogContent>
    </Dialog>
  );
}
