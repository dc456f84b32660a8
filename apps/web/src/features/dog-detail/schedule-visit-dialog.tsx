import { MapPin, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { telHref } from '@/lib/dog-format';

/** 'Schedule a Visit' (product §2): no booking, just who to contact and how. */
export function ScheduleVisitDialog({
  dogName,
  listerName,
  isOwner,
  address,
  phone,
}: {
  dogName: string;
  listerName: string;
  isOwner: boolean;
  address: string;
  phone: string | null;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Schedule a Visit</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule a Visit with {dogName}</DialogTitle>
          <DialogDescription>
            Contact {isOwner ? 'the owner' : 'the shelter'} directly to arrange a time to meet {dogName}.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 rounded-2xl bg-muted p-4">
          <p className="font-extrabold">{listerName}</p>
          <p className="inline-flex items-start gap-2 text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {address}
          </p>
          {phone ? (
            <a
              href={telHref(phone)}
              className="inline-flex items-center gap-2 font-bold text-brand-700 underline-offset-4 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              {phone}
            </a>
          ) : (
            <p className="text-sm text-muted-foreground">Sign in to see {listerName}'s phone number.</p>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          {phone ? (
            <Button asChild>
              <a href={telHref(phone)}>
                <Phone aria-hidden="true" />
                Call Now
              </a>
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
