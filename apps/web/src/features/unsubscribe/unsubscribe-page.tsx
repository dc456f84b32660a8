import { useEffect, useRef, type ReactNode } from 'react';
import { AlertCircle, LinkIcon, MailCheck, MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { INVALID_UNSUBSCRIBE_TOKEN_MESSAGE } from '@scout/domain/contracts/unsubscribe';
import { isInvalidUnsubscribeLink, useUnsubscribe, useUnsubscribeStatus } from '@/api/unsubscribe';
import { CenteredMessage } from '@/components/centered-message';
import { PageLoader } from '@/components/page-loader';
import { QueryErrorState } from '@/components/query-error-state';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, serverMessage } from '@/lib/api-client';
import { TOPIC_WORDS, TOPIC_WORDS_AFTER_NEGATION } from './topic-words';

const SETTINGS_LATER = 'You can change which emails you get in Settings whenever you like.';

function SettingsLink({ primary = false }: { primary?: boolean }) {
  return (
    <Button asChild variant={primary ? 'default' : 'outline'}>
      <Link href="/settings">Email settings</Link>
    </Button>
  );
}

/**
 * Where the unsubscribe link in every email's footer lands (product §16.6). It names the
 * emails the link stops and turns them off with one button; no sign-in needed, the link's
 * signed token is enough. Settings is always one link away to change them back.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = new URLSearchParams(useSearch()).get('token') || null;
  const status = useUnsubscribeStatus(token ?? '', { enabled: token !== null });
  const unsubscribe = useUnsubscribe(token ?? '');

  // No token at all reads as the same broken link the server would refuse.
  if (token === null) return <InvalidLink message={INVALID_UNSUBSCRIBE_TOKEN_MESSAGE} />;

  if (status.isPending) return <PageLoader />;

  if (status.isError) {
    if (isInvalidUnsubscribeLink(status.error)) {
      return <InvalidLink message={serverMessage(status.error) || INVALID_UNSUBSCRIBE_TOKEN_MESSAGE} />;
    }
    return (
      <QueryErrorState
        error={status.error}
        onRetry={() => void status.refetch()}
        notFoundTitle="This link doesn't work"
        notFoundText={INVALID_UNSUBSCRIBE_TOKEN_MESSAGE}
        errorTitle="We couldn't open this link"
        back={{ href: '/settings', label: 'Email settings' }}
      />
    );
  }

  if (unsubscribe.isError && isInvalidUnsubscribeLink(unsubscribe.error)) {
    return <InvalidLink message={serverMessage(unsubscribe.error) || INVALID_UNSUBSCRIBE_TOKEN_MESSAGE} />;
  }

  const { topic, subscribed } = status.data;

  if (unsubscribe.isSuccess) {
    return (
      <Outcome
        title="You're unsubscribed"
        lines={[`You won't get ${TOPIC_WORDS_AFTER_NEGATION[topic]} any more.`, SETTINGS_LATER]}
      />
    );
  }

  if (!subscribed) {
    return (
      <Outcome
        title="Already unsubscribed"
        lines={[`You're already unsubscribed from ${TOPIC_WORDS[topic]}.`, SETTINGS_LATER]}
      />
    );
  }

  return (
    <CenteredMessage
      icon={MailX}
      title="Stop these emails?"
      actions={
        <>
          <Button size="lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
          <SettingsLink />
        </>
      }
    >
      <p>This link stops {TOPIC_WORDS[topic]}.</p>
      <p className="mt-2 text-base">{SETTINGS_LATER}</p>
      <div role="alert" aria-live="assertive">
        {unsubscribe.isError ? <UnsubscribeFailed error={unsubscribe.error} /> : null}
      </div>
    </CenteredMessage>
  );
}

/** The link's answer once there is nothing left to do; focus moves to it from the vanished button. */
function Outcome({ title, lines }: { title: string; lines: string[] }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} role="status" tabIndex={-1} className="outline-none">
      <CenteredMessage icon={MailCheck} title={title} actions={<SettingsLink primary />}>
        {lines.map((line, i) => (
          <p key={line} className={i > 0 ? 'mt-2 text-base' : undefined}>
            {line}
          </p>
        ))}
      </CenteredMessage>
    </div>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div role="alert">
      <CenteredMessage icon={LinkIcon} title="This link doesn't work" actions={<SettingsLink primary />}>
        <p>{message}</p>
      </CenteredMessage>
    </div>
  );
}

/** Why the button did nothing: the server's words (product §8), or that it could not be reached. */
function UnsubscribeFailed({ error }: { error: Error }): ReactNode {
  const text =
    error instanceof ApiError
      ? serverMessage(error) || error.message
      : "We couldn't reach Scout. Check your connection and try again.";
  return (
    <p className="mt-4 flex items-start gap-2 rounded-2xl bg-red-50 p-3 text-left text-sm font-semibold text-destructive">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
