// The two lasting changes a lister makes from a dashboard, each asked first: the dog found
// a home (it leaves every deck and the map), or the listing goes away altogether.
import { useState } from 'react';
import { HeartHandshake, Trash2 } from 'lucide-react';
import type { ListerDog } from '@scout/domain';
import { useMarkAdopted, useRemoveDog } from '@/api/listers';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';

function showError(error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title: 'Error', description: serverMessage(error) || fallback });
}

export function MarkAdoptedAction({ dog }: { dog: ListerDog }) {
  const [open, setOpen] = useState(false);
  const markAdopted = useMarkAdopted({
    onSuccess: (_, dog) =>
      toast({ title: 'Marked as adopted', description: `Congratulations! ${dog.name} no longer appears to adopters.` }),
    onError: (error) => showError(error, 'Failed to update the dog. Please try again.'),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Mark as Adopted: ${dog.name}`}>
          <HeartHandshake aria-hidden="true" />
          Mark as Adopted
        </Button>
      }
      title={`Mark ${dog.name} as adopted?`}
      description={`${dog.name} will stop appearing to adopters in Discover, the map and search. You will still see ${dog.name} here.`}
      confirmLabel="Mark as Adopted"
      pendingLabel="Saving..."
      pending={markAdopted.isPending}
      onConfirm={() => markAdopted.mutate(dog, { onSuccess: () => setOpen(false) })}
    />
  );
}

export function RemoveDogAction({ dog }: { dog: ListerDog }) {
  const [open, setOpen] = useState(false);
  const removeDog = useRemoveDog({
    onSuccess: (_, dog) =>
      toast({ title: 'Listing removed', description: `${dog.name} is no longer listed on Scout.` }),
    onError: (error) => showError(error, 'Failed to remove the dog. Please try again.'),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-red-50"
          aria-label={`Remove ${dog.name}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      }
      title={`Remove ${dog.name}?`}
      description={`${dog.name}'s listing will be taken off Scout for good, with its photos and counts. This cannot be undone.`}
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={removeDog.isPending}
      onConfirm={() => removeDog.mutate(dog, { onSuccess: () => setOpen(false) })}
    />
  );
}
