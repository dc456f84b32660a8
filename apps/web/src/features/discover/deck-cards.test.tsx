import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { dogFixture } from '@/testing/dog-fixture';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';

// The deck's cards (issue 14, point 5): when the top card leaves, the card behind it becomes
// the top card in place, the same element, so the browser has it painted already and the
// frames after a swipe only move it.

configure({ asyncUtilTimeout: 5000 });

const { routes } = installFetchStandIn();

describe('deck cards', () => {
  it('moves the next card up in place when the top card is passed', async () => {
    routes['GET /api/session'] = sessionFrom(() => json({ message: 'Unauthorized' }, 401));
    routes['GET /api/dogs?limit=500'] = () =>
      json([
        dogFixture({ id: 'dog-1', name: 'Biscuit' }),
        dogFixture({ id: 'dog-2', name: 'Pepper' }),
        dogFixture({ id: 'dog-3', name: 'Maple' }),
      ]);
    window.history.pushState(null, '', '/discover');
    render(<App />);

    const top = await screen.findByTestId('deck-top-card');
    expect(top.querySelector('h2 a')?.textContent).toBe('Biscuit');
    const deck = screen.getByTestId('deck');
    const cardOf = (name: string) =>
      [...deck.children].find((card) => card.querySelector('h2')?.textContent?.startsWith(name));
    const waiting = { Pepper: cardOf('Pepper'), Maple: cardOf('Maple') };
    expect(waiting.Pepper?.getAttribute('aria-hidden')).toBe('true');
    expect(waiting.Maple?.getAttribute('aria-hidden')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));

    await waitFor(() =>
      expect(screen.getByTestId('deck-top-card').querySelector('h2 a')?.textContent).not.toBe('Biscuit'),
    );
    const next = screen.getByTestId('deck-top-card');
    const name = next.querySelector('h2 a')!.textContent as keyof typeof waiting;
    // The card that waited behind is now the top card: the same element, no longer hidden.
    expect(next).toBe(waiting[name]);
    expect(next.getAttribute('aria-hidden')).toBeNull();
    expect(deck.children).toHaveLength(2);
  });
});
