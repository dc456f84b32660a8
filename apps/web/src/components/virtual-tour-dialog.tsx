// The Virtual Meet & Greet modal (product §2 "Dog detail"): the tour scheduler for one dog,
// closing once a tour is booked. It scrolls inside itself so the whole scheduler fits a
// phone screen.
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { VirtualTourScheduler } from './virtual-tour-scheduler';

export interface VirtualTourDialogProps {
  dogId: string;
  dogName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function VirtualTourDialog({ dogId, dogName, open, onOpenChange }: VirtualTourDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain p-5 sm:p-6">
        <DialogHeader>
          <DialogTitle>Schedule Virtual Meet &amp; Greet</DialogTitle>
          <DialogDescription>Meet {dogName} from the comfort of your home via video call</DialogDescription>
        </DialogHeader>
        <VirtualTourScheduler dogId={dogId} dogName={dogName} onScheduled={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
