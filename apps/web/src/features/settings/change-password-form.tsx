import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useChangePassword } from '@/api/session';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';

// Better Auth's default minimum password length.
const PASSWORD_MIN = 8;

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const changePassword = useChangePassword({
    onSuccess: () => {
      reset();
      toast({ title: 'Password changed', description: 'Other devices signed in to your account were signed out.' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error) ?? error.message });
    },
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={handleSubmit((values) => changePassword.mutate(values))}>
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message} hint={`At least ${PASSWORD_MIN} characters.`}>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <div>
        <Button type="submit" disabled={changePassword.isPending}>
          {changePassword.isPending ? 'Changing password...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
