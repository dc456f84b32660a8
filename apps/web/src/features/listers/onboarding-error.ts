// What a failed onboarding shows (product §8): the toast 'Error' with the server's message, or
// the form's own fallback when there is none; a field the server named also gets its message.
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { fieldIssuesOf } from './server-issues';

export function reportOnboardingError<Field extends string>(
  error: unknown,
  fallback: string,
  fields: readonly Field[],
  setFieldError: (field: Field, message: string) => void,
): void {
  for (const issue of fieldIssuesOf(error)) {
    const field = fields.find((f) => f === issue.path);
    if (field) setFieldError(field, issue.message);
  }
  // Without an answer from the server (offline) there is no message of ours to show.
  toast({ variant: 'destructive', title: 'Error', description: serverMessage(error) || fallback });
}
