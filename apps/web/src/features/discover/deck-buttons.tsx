// The buttons under the deck's top card: pass, message its lister, like. Messaging goes
// through useDogActions, so a guest is asked to sign in exactly as on the dog's page.
import { Heart, MessageCircle, X } from 'lucide-react';
import type { Dog, SwipeDirection } from '@scout/domain';
import { Button } from '@/components/ui/button';
import { useDogActions } from '@/hooks/use-dog-actions';

export function DeckButtons({
  dog,
  busy,
  onSwipe,
  onSignInRequired,
}: {
  dog: Dog;
  /** A swipe is under way: pass and like wait for it. */
  busy: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  /** A guest tried to message: the deck offers to save their matches. */
  onSignInRequired: () => void;
}) {
  const actions = useDogActions(dog, { onSignInRequired });
  return (
    <div className="flex items-center justify-center gap-5">
      <Button
        variant="outline"
        aria-label="Pass"
        disabled={busy}
        onClick={() => onSwipe('left')}
        className="size-16 border-red-200 text-red-700 shadow-soft hover:border-red-300 hover:bg-red-50 [&_svg]:size-8"
      >
        <X aria-hidden="true" strokeWidth={3} />
      </Button>
      <Button
        variant="outline"
        aria-label="Message"
        disabled={actions.messaging}
        onClick={actions.message}
        className="size-12 text-brand-700 shadow-soft [&_svg]:size-5"
      >
        <MessageCircle aria-hidden="true" />
      </Button>
      <Button
        aria-label="Like"
        disabled={busy}
        onClick={() => onSwipe('right')}
        className="size-16 shadow-lift [&_svg]:size-8"
      >
        <Heart aria-hidden="true" className="fill-current" />
      </Button>
    </div>
  );
}
