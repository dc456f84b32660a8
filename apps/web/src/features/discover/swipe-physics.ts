// The deck's drag rules as plain numbers (product §4, §9), kept apart from the animation so
// they can be tested on their own.
import {
  SWIPE_DISTANCE_THRESHOLD_PX,
  SWIPE_ROTATION,
  SWIPE_VELOCITY_THRESHOLD_PX_S,
  type SwipeDirection,
} from '@scout/domain/constants';

/**
 * Whether a drag that ended with this horizontal offset (px) and velocity (px/s) is a
 * swipe: beyond 120 px, or faster than 600 px/s, in either direction. Null: snap back.
 * When offset and velocity disagree, the offset wins (a slow drag far right that flicks
 * back a little is still a like).
 */
export function swipeDecision(offsetX: number, velocityX: number): SwipeDirection | null {
  if (offsetX > SWIPE_DISTANCE_THRESHOLD_PX) return 'right';
  if (offsetX < -SWIPE_DISTANCE_THRESHOLD_PX) return 'left';
  if (velocityX > SWIPE_VELOCITY_THRESHOLD_PX_S) return 'right';
  if (velocityX < -SWIPE_VELOCITY_THRESHOLD_PX_S) return 'left';
  return null;
}

/** The card's tilt: -20..20 degrees over a drag of -200..200 px, held at the ends. */
export function cardRotation(offsetX: number): number {
  const { maxDegrees, overPx } = SWIPE_ROTATION;
  const clamped = Math.max(-overPx, Math.min(overPx, offsetX));
  return (clamped / overPx) * maxDegrees;
}

/** How strongly the 'Like' (right) or 'Nope' (left) stamp shows, 0..1, full at the threshold. */
export function stampOpacity(offsetX: number, side: SwipeDirection): number {
  const toward = side === 'right' ? offsetX : -offsetX;
  return Math.max(0, Math.min(1, toward / SWIPE_DISTANCE_THRESHOLD_PX));
}
