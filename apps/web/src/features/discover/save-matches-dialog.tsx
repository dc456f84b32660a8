import { useId, useState } from 'react';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { loginHref } from '@/lib/auth-links';
import { readGuestNewDogAlerts, writeGuestNewDogAlerts } from '@/lib/guest-storage';

/**
 * 'Save your matches?' (product §2): invites a guest to sign up so their likes are kept,
 * and lets them opt in to new-dog alerts (product §16.5). The choice is stored with the
 * guest's other data at once, and applied to the account when that data migrates.
 */
export function SaveMatchesDialog({
  open,
  onOpenChange,
  likes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  likes: number;
}) {
  const alertsId = useId();
  const [alerts, setAlerts] = useState(readGuestNewDogAlerts);
  const onAlertsChange = (wanted: boolean) => {
    setAlerts(wanted);
    writeGuestNewDogAlerts(wanted);
  };
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
        <div className="flex items-start gap-3 rounded-2xl bg-muted/60 p-4">
          <Checkbox
            id={alertsId}
            checked={alerts}
            onChange={(event) => onAlertsChange(event.target.checked)}
            className="mt-0.5"
          />
          <label htmlFor={alertsId} className="cursor-pointer font-semibold">
            Email me when similar dogs appear near you
          </label>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Continue Browsing
          </Button>
          <Button asChild>
            <a href={loginHref('adopter', 'signup')}>Create Free Account</a>
          </Button>
        </DialogFooter>
        <p className="text-center text-sm text-muted-foreground">
          Free forever, no credit card required, secure authentication.
        </p>
      </DialogContent>
    </Dialog>
  );
}
