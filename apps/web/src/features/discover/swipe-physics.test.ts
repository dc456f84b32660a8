import { describe, expect, it } from 'vitest';
import { cardRotation, stampOpacity, swipeDecision } from './swipe-physics';

describe('swipeDecision', () => {
  it('counts a drag beyond 120 px either way', () => {
    expect(swipeDecision(121, 0)).toBe('right');
    expect(swipeDecision(-121, 0)).toBe('left');
  });

  it('snaps back at or under 120 px when slow', () => {
    expect(swipeDecision(120, 0)).toBeNull();
    expect(swipeDecision(-120, 600)).toBeNull();
    expect(swipeDecision(40, -200)).toBeNull();
  });

  it('counts a flick faster than 600 px/s even when short', () => {
    expect(swipeDecision(30, 601)).toBe('right');
    expect(swipeDecision(-10, -900)).toBe('left');
  });

  it('lets a long drag win over a flick back', () => {
    expect(swipeDecision(150, -700)).toBe('right');
  });
});

describe('cardRotation', () => {
  it('tilts linearly from -20 to 20 degrees over -200..200 px and holds beyond', () => {
    expect(cardRotation(0)).toBe(0);
    expect(cardRotation(100)).toBe(10);
    expect(cardRotation(-200)).toBe(-20);
    expect(cardRotation(500)).toBe(20);
    expect(cardRotation(-900)).toBe(-20);
  });
});

describe('stampOpacity', () => {
  it("shows 'Like' dragging right and 'Nope' dragging left", () => {
    expect(stampOpacity(60, 'right')).toBe(0.5);
    expect(stampOpacity(60, 'left')).toBe(0);
    expect(stampOpacity(-240, 'left')).toBe(1);
  });
});
