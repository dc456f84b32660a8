import { expect, it } from 'vitest';
import { createSessionMemo } from './session-memo.ts';

/** A clock the test moves by hand. */
function testClock() {
  let now = 1_000_000;
  return { perf: { now: () => now }, advance: (ms: number) => void (now += ms) };
}

it('remembers a value until its time runs out', () => {
  const clock = testClock();
  const memo = createSessionMemo<string>({ ttlMs: 1000, maxEntries: 10, perf: clock.perf });
  memo.set('cookie', 'ada');
  clock.advance(999);
  expect(memo.get('cookie')).toBe('ada');
  clock.advance(2);
  expect(memo.get('cookie')).toBeUndefined();
});

it('keeps at most its limit, dropping the oldest first', () => {
  const memo = createSessionMemo<number>({ ttlMs: 1000, maxEntries: 2, perf: testClock().perf });
  memo.set('a', 1);
  memo.set('b', 2);
  memo.set('c', 3);
  expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, 2, 3]);
});
