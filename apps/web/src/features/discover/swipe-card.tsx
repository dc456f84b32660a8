// One card of the deck (product §4). The top card follows the pointer, tilts -20..20 degrees,
// shows a 'Like' or 'Nope' stamp, and on release either counts as a swipe or springs back.
// When the deck says it is leaving (by drag, button or key) it flies off in 250 ms.
//
// The cards behind it are the same component, so when the top card leaves, the next one
// becomes the top card in place instead of being drawn anew: every card has a compositor
// layer of its own (will-change), painted and rastered while it waits behind, and the
// frames after a swipe only move layers (issue 14, point 5: no frame over 50 ms with the
// CPU throttled 4x).
import { useEffect, useRef } from 'react';
import { animate, motion, useMotionValue, useTransform, type PanInfo } from 'motion/react';
import { useLocation } from 'wouter';
import type { Dog } from '@scout/domain';
import { SWIPE_EXIT_MS, type SwipeDirection } from '@scout/domain/constants';
import { cn } from '@/lib/cn';
import { DeckCard } from './deck-card';
import { cardRotation, stampOpacity, swipeDecision } from './swipe-physics';

const EXIT_DISTANCE_PX = 700;

/** Where a card waiting behind the top one sits: a little lower, smaller and fainter for each place back. */
const BEHIND_CLASSES = [
  'z-10 translate-y-5 scale-[0.94] opacity-60',
  'z-0 translate-y-10 scale-[0.88] opacity-30',
] as const;

export function SwipeCard({
  dog,
  position,
  leaving,
  canSwipe,
  onSwipe,
}: {
  dog: Dog;
  /** 0: the top card, the one that is dragged; 1, 2 ...: the cards waiting behind it. */
  position: number;
  /** Set by the deck once a swipe is under way: the card flies off that way. */
  leaving: SwipeDirection | null;
  canSwipe: boolean;
  onSwipe: (direction: SwipeDirection) => void;
}) {
  const [, navigate] = useLocation();
  const top = position === 0;
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

  if (!top) {
    return (
      <motion.div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-0 transition-[transform,opacity] duration-300 will-change-transform',
          BEHIND_CLASSES[Math.min(position, BEHIND_CLASSES.length) - 1],
        )}
        style={{ x, rotate }}
      >
        <DeckCard dog={dog} interactive={false} />
      </motion.div>
    );
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
      {/* Layers of their own: the stamps fade in as the card moves without repainting it. */}
      <motion.span
        aria-hidden="true"
        style={{ opacity: likeOpacity }}
        className="pointer-events-none absolute left-6 top-16 -rotate-12 rounded-2xl border-4 border-green-600 bg-card/80 px-4 py-1 text-3xl font-black uppercase tracking-wider text-green-700 will-change-[opacity]"
      >
        Like
      </motion.span>
      <motion.span
        aria-hidden="true"
        style={{ opacity: nopeOpacity }}
        className="pointer-events-none absolute right-6 top-16 rotate-12 rounded-2xl border-4 border-red-600 bg-card/80 px-4 py-1 text-3xl font-black uppercase tracking-wider text-red-700 will-change-[opacity]"
      >
        Nope
      </motion.span>
    </motion.div>
  );
}
