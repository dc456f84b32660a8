import { expect, it } from 'vitest';
import { SessionMemo } from './session-memo.ts';

it('remembers a value until its time runs out', () => {
  const memo = new SessionMemo<string>(1000, 10);
  memo.set('cookie', 'ada', 0);
  expect(memo.get('cookie', 999)).toBe('ada');
  expect(memo.get('cookie', 1000)).toBeUndefined();
});

it('keeps at most its limit, dropping the oldest first', () => {
  const memo = new SessionMemo<number>(1000, 2);
  memo.set('a', 1, 0);
  memo.set('b', 2, 0);
  memo.set('c', 3, 0);
  expect([memo.get('a', 1), memo.get('b', 1), memo.get('c', 1)]).toEqual([undefined, 2, 3]);
});
