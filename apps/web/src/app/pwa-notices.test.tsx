import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryErrorState } from '@/components/query-error-state';
import { announceNewVersion, resetStandIn, updateRequests } from '@/testing/pwa-register-stand-in';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetStandIn();
});

/** Plays the browser losing or regaining the network: navigator.onLine and its event. */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline banner', () => {
  it('says nothing while online, says plainly when offline and clears when back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    goOffline(true);
    expect(screen.getByRole('status').textContent).toBe("You're offline. Scout will catch up when you're back online.");

    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows straight away when the app opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain("You're offline.");
  });
});

describe('a failed read while offline', () => {
  it('says the device is offline instead of blaming the server, and offers Try Again', () => {
    const onRetry = vi.fn();
    const props = {
      error: new TypeError('Failed to fetch'),
      onRetry,
      notFoundTitle: 'Dog not found',
      notFoundText: 'This dog is no longer listed.',
      errorTitle: "Couldn't load this dog",
      back: { href: '/discover', label: 'Back to Discover' },
    };
    const { rerender } = render(<QueryErrorState {...props} />);
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeTruthy();

    goOffline(true);
    rerender(<QueryErrorState {...props} />);
    expect(screen.getByRole('heading', { name: "Couldn't load this dog" })).toBeTruthy();
    expect(screen.getByText("You're offline. Try again when you're back online.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('update prompt', () => {
  it('stays out of the way until a new version waits, then reloads into it when asked', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version of Scout is ready.')).toBeNull();

    act(() => announceNewVersion());
    expect(screen.getByRole('status').textContent).toContain('A new version of Scout is ready.');
    expect(updateRequests).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updateRequests).toEqual([true]);
  });

  it('can be put off without reloading', () => {
    render(<UpdatePrompt />);
    act(() => announceNewVersion());
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version of Scout is ready.')).toBeNull();
    expect(updateRequests).toEqual([]);
  });
});
