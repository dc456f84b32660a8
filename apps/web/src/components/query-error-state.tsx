// The full-page answer when a screen's one read failed (product §8): a 404 says the thing is
// gone and offers only the way back; any other failure offers Try Again as well, and says
// so when the device is offline (the read never reached us).
import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ApiError } from '@/lib/api-client';
import { CenteredMessage } from './centered-message';
import { Button } from './ui/button';

export interface QueryErrorStateProps {
  /** The read's error: a 404 means not found. */
  error: unknown;
  /** Reads again (not offered for a 404). */
  onRetry: () => void;
  notFoundTitle: string;
  notFoundText: string;
  /** The title for any other failure. */
  errorTitle: string;
  back: { href: string; label: string };
}

export function QueryErrorState({
  error,
  onRetry,
  notFoundTitle,
  notFoundText,
  errorTitle,
  back,
}: QueryErrorStateProps) {
  const online = useOnlineStatus();
  const notFound = error instanceof ApiError && error.status === 404;
  const failure = online
    ? 'Something went wrong on our side. Please try again.'
    : "You're offline. Try again when you're back online.";
  return (
    <CenteredMessage
      icon={SearchX}
      title={notFound ? notFoundTitle : errorTitle}
      actions={
        <>
          {!notFound ? <Button onClick={onRetry}>Try Again</Button> : null}
          <Button variant={notFound ? 'default' : 'outline'} asChild>
            <Link href={back.href}>{back.label}</Link>
          </Button>
        </>
      }
    >
      <p>{notFound ? notFoundText : failure}</p>
    </CenteredMessage>
  );
}
