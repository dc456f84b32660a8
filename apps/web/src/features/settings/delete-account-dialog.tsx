import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useDeleteAccount } from '@/api/session';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';

/** Deleting an account cannot be undone, so it always asks first. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deleteAccount = useDeleteAccount({
    onSuccess: () => setOpen(false),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error) ?? error.message });
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="border-red-200 text-destructive hover:border-red-300 hover:bg-red-50">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      }
      title="Delete your account?"
      description="This permanently removes your account and your data: your profile, likes, conversations, tours and adoption applications. Dogs you listed are taken off Scout. This cannot be undone."
      confirmLabel="Delete my account"
      pendingLabel="Deleting..."
      pending={deleteAccount.isPending}
      onConfirm={() => deleteAccount.mutate()}
    />
  );
}
