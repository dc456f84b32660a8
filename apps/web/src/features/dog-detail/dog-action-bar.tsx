// The dog page's floating action bar (product §2 "Dog detail"): pass, like, message, virtual
// tour, and the adoption journey once an adoption is under way.
import { Heart, HeartHandshake, MessageCircle, Video, X } from 'lucide-react';
import type { SwipeDirection } from '@scout/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface DogActionBarProps {
  dogName: string;
  direction: SwipeDirection | null;
  swiping: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  messaging: boolean;
  onMessage: () => void;
  onVirtualTour: () => void;
  /** Shown only when an adoption is active (or done). */
  onJourney: (() => void) | null;
}

const secondary = 'size-12 [&_svg]:size-6';

export function DogActionBar({
  dogName,
  direction,
  swiping,
  onSwipe,
  messaging,
  onMessage,
  onVirtualTour,
  onJourney,
}: DogActionBarProps) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-30 flex justify-center px-2 md:bottom-6 md:pl-60">
      <div
        role="toolbar"
        aria-label={`Actions for ${dogName}`}
        className="pointer-events-auto flex items-center gap-2 rounded-full border bg-card/95 p-2 shadow-lift backdrop-blur sm:gap-3"
      >
        <Button
          variant="outline"
          aria-label={`Pass on ${dogName}`}
          disabled={swiping}
          onClick={() => onSwipe('left')}
          className={cn(
            'size-14 border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 [&_svg]:size-7',
            direction === 'left' && 'bg-red-50',
          )}
        >
          <X aria-hidden="true" strokeWidth={3} />
        </Button>
        <Button
          variant="outline"
          aria-label={`Message about ${dogName}`}
          disabled={messaging}
          onClick={onMessage}
          className={secondary}
        >
          <MessageCircle aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          aria-label={`Virtual meet & greet with ${dogName}`}
          onClick={onVirtualTour}
          className={secondary}
        >
          <Video aria-hidden="true" />
        </Button>
        {onJourney ? (
          <Button variant="outline" aria-label="Your Adoption Journey" onClick={onJourney} className={secondary}>
            <HeartHandshake aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          aria-label={`Like ${dogName}`}
          disabled={swiping}
          onClick={() => onSwipe('right')}
          className="size-14 [&_svg]:size-7"
        >
          <Heart aria-hidden="true" className="fill-current" />
        </Button>
      </div>
    </div>
  );
}
