// The draggable top card (product §4): it follows the pointer, tilts -20..20 degrees, shows a
// 'Like' or 'Nope' stamp, and on release either counts as a swipe or springs back. When
// the deck says it is leaving (by drag, button or key) it flies off in 250 ms.
import { useEffect, useRef } from 'react';
import { animate, motion, useMotionValue, useTransform, type PanInfo } from 'motion/react';
import { useLocation } from 'wouter';
import type { Dog } from '@scout/domain';
import { SWIPE_EXIT_MS, type SwipeDirection } from '@scout/domain/constants';
import { DeckCard } from './deck-card';
import { cardRotation, stampOpacity, swipeDecision } from './swipe-physics';

const EXIT_DISTANCE_PX = 700;

export function SwipeCard({
  dog,
  leaving,
  canSwipe,
  onSwipe,
}: {
  dog: Dog;
  /** Set by the deck once a swipe is under way: the card flies off that way. */
  leaving: SwipeDirection | null;
  canSwipe: boolean;
  onSwipe: (direction: SwipeDirection) => void;
}) {
  const [, navigate] = useLocation();
  const x = useMotionValue(0);
  const rotate = useTransform(x, cardRotation);
  const likeOpacity = useTransform(x, (v) => stampOpacity(v, 'right'));
  const nopeOpacity = useTransform(x, (v) => stampOpacity(v, 'left'));
  // A drag ends with a pointer-up that the browser also reports as a click: that click
  // must not open the dog's page.
  const dragged = useRef(false);

  useEffect(() => {
    if (!leaving) return;
    const controls = animate(x, leaving === 'right' ? EXIT_DISTANCE_PX : -EXIT_DISTANCE_PX, {
      duration: SWIPE_EXIT_MS / 1000,
      ease: 'easeIn',
    });
    return () => controls.stop();
  }, [leaving, x]);

  function handleDragEnd(_event: unknown, info: PanInfo) {
    window.setTimeout(() => {
      dragged.current = false;
    }, 0);
    const direction = canSwipe ? swipeDecision(info.offset.x, info.velocity.x) : null;
    if (direction) onSwipe(direction);
    else animate(x, 0, { type: 'spring', stiffness: 400, damping: 30 });
  }

  return (
    <motion.div
      className="absolute inset-0 z-20 cursor-grab touch-pan-y will-change-transform active:cursor-grabbing"
      style={{ x, rotate }}
      drag={leaving ? false : 'x'}
      dragMomentum={false}
      dragElastic={1}
      onDragStart={() => {
        dragged.current = true;
      }}
      onDragEnd={handleDragEnd}
      onClickCapture={(event) => {
        if (dragged.current || leaving) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
      onClick={() => navigate(`/dogs/${dog.id}`)}
      data-testid="deck-top-card"
    >
      <DeckCard dog={dog} interactive priority />
      <motion.span
        aria-hidden="true"
        style={{ opacity: likeOpacity }}
        className="pointer-events-none absolute left-6 top-16 -rotate-12 rounded-2xl border-4 border-green-600 bg-card/80 px-4 py-1 text-3xl font-black uppercase tracking-wider text-green-700"
      >
        Like
      </motion.span>
      <motion.span
        aria-hidden="true"
        style={{ opacity: nopeOpacity }}
        className="pointer-events-none absolute right-6 top-16 rotate-12 rounded-2xl border-4 border-red-600 bg-card/80 px-4 py-1 text-3xl font-black uppercase tracking-wider text-red-700"
      >
        Nope
      </motion.span>
    </motion.div>
  );
}
