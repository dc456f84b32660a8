import { configure, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { dogFixture } from '@/testing/dog-fixture';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';

// The deck's photos (issue 14, point 3): the top card's photo is the page's main image and
// is fetched first; the cards waiting behind it load lazily.

configure({ asyncUtilTimeout: 5000 });

const { routes } = installFetchStandIn();

const upload = (n: number) => `/uploads/00000000-0000-4000-8000-00000000000${n}.webp`;

describe('deck photos', () => {
  it('fetches the top card photo with high priority and the next card photo lazily', async () => {
    routes['GET /api/session'] = sessionFrom(() => json({ message: 'Unauthorized' }, 401));
    routes['GET /api/dogs?limit=500'] = () =>
      json([
        dogFixture({ id: 'dog-1', name: 'Biscuit', photos: [upload(1)] }),
        dogFixture({ id: 'dog-2', name: 'Pepper', photos: [upload(2)] }),
      ]);
    window.history.pushState(null, '', '/discover');
    render(<App />);

    const top = within(await screen.findByTestId('deck-top-card')).getByRole('img', { name: 'Photo of Biscuit' });
    expect(top.getAttribute('fetchpriority')).toBe('high');
    expect(top.getAttribute('loading')).toBe('eager');

    const images = screen.getByTestId('deck').querySelectorAll('img');
    const next = [...images].find((img) => img.getAttribute('src') === upload(2));
    expect(next).toBeDefined();
    expect(next!.getAttribute('loading')).toBe('lazy');
    expect(next!.getAttribute('fetchpriority')).toBeNull();
  });
});
