import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useLocation } from 'wouter';
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
import { toast } from '@/components/ui/use-toast';
import { apiRequest, describeApiError } from '@/lib/api-client';

/** Deleting an account cannot be undone, so it always asks first. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const deleteAccount = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/me'),
    onSuccess: () => {
      setOpen(false);
      queryClient.clear();
      navigate('/');
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: describeApiError(error).message });
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !deleteAccount.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-red-200 text-destructive hover:border-red-300 hover:bg-red-50">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently removes your account and your data: your profile, likes, conversations, tours and
            adoption applications. Dogs you listed are taken off Scout. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deleteAccount.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={deleteAccount.isPending} onClick={() => deleteAccount.mutate()}>
            {deleteAccount.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
