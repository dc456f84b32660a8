import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@scout/domain/constants';
import { dismissToast, resetToastsForTest, toast, useToast } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
  resetToastsForTest();
});

afterEach(() => {
  resetToastsForTest();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', open: true });
  });

  it('closes a dismissed toast at once and removes it after the removal delay', () => {
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Password changed' });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts[0]).toMatchObject({ title: 'Password changed', open: false });

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('dismisses when Radix reports the toast closed (timeout, swipe, close button)', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    });
    act(() => result.current.toasts[0]?.onOpenChange(false));
    expect(result.current.toasts[0]?.open).toBe(false);
  });

  it('dismisses every toast when no id is given', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'One' });
    });
    act(() => dismissToast());
    expect(result.current.toasts.every((t) => !t.open)).toBe(true);
  });
});
