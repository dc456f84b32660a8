// Who lists the dog (a shelter or its owner) and how to reach them: address, phone (guests
// are asked to sign in to see one the server withheld), a visit, a call, a message.
import { MapPin, MessageCircle, Phone } from 'lucide-react';
import type { Dog } from '@scout/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { loginHref } from '@/lib/auth-links';
import { listerOf, telHref } from '@/lib/dog-format';
import { ScheduleVisitDialog } from './schedule-visit-dialog';

export function ListerCard({
  dog,
  signedIn,
  message,
}: {
  dog: Dog;
  signedIn: boolean;
  /** The message button, for those who can message listers; null hides it. */
  message: { pending: boolean; onMessage: () => void } | null;
}) {
  const lister = listerOf(dog.shelterName);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{lister.isOwner ? 'Owner Information' : 'Shelter Information'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p>
          <span className="text-muted-foreground">{lister.isOwner ? 'Posted by' : 'Available at'}</span>{' '}
          <span className="font-extrabold">{lister.name}</span>
        </p>
        <p className="inline-flex items-start gap-2 text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {dog.shelterAddress}
        </p>
        {dog.shelterPhone ? (
          <a
            href={telHref(dog.shelterPhone)}
            className="inline-flex w-fit items-center gap-2 font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            <Phone className="size-4" aria-hidden="true" />
            {dog.shelterPhone}
          </a>
        ) : !signedIn ? (
          <p className="text-sm text-muted-foreground">
            <a href={loginHref('adopter')} className="font-bold text-brand-700 underline-offset-4 hover:underline">
              Sign in
            </a>{' '}
            to see {lister.name}'s phone number.
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-3">
          <ScheduleVisitDialog
            dogName={dog.name}
            listerName={lister.name}
            isOwner={lister.isOwner}
            address={dog.shelterAddress}
            phone={dog.shelterPhone}
          />
          {dog.shelterPhone ? (
            <Button variant="outline" asChild>
              <a href={telHref(dog.shelterPhone)}>
                <Phone aria-hidden="true" />
                {lister.isOwner ? 'Contact Owner' : 'Call Shelter'}
              </a>
            </Button>
          ) : null}
          {message ? (
            <Button variant="outline" disabled={message.pending} onClick={message.onMessage}>
              <MessageCircle aria-hidden="true" />
              {lister.isOwner ? 'Message Owner' : 'Message Shelter'}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
