// The full-page answer when a screen's one read failed (product §8): a 404 says the thing is
// gone and offers only the way back; any other failure offers Try Again as well.
import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
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
  const notFound = error instanceof ApiError && error.status === 404;
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
      <p>{notFound ? notFoundText : 'Something went wrong on our side. Please try again.'}</p>
    </CenteredMessage>
  );
}
