import { describe, expect, it } from 'vitest';
import type { ListerDog } from '@scout/domain';
import { dashboardCounts } from './dashboard-counts';

function dog(overrides: Partial<ListerDog>): ListerDog {
  return {
    id: 'd',
    name: 'Biscuit',
    breed: 'Beagle',
    age: 3,
    size: 'medium',
    weight: 30,
    bio: 'A happy beagle who loves walks.',
    photos: [],
    status: 'available',
    createdAt: '2024-01-01T00:00:00.000Z',
    views: 0,
    inquiries: 0,
    interestedAdopters: 0,
    ...overrides,
  };
}

describe('dashboardCounts', () => {
  it('is all zeros without dogs', () => {
    expect(dashboardCounts([])).toEqual({ activeListings: 0, views: 0, inquiries: 0, interestedAdopters: 0 });
  });

  it('counts available dogs as active and sums every dog’s views, inquiries and likes', () => {
    const counts = dashboardCounts([
      dog({ views: 10, inquiries: 2, interestedAdopters: 4 }),
      dog({ status: 'adopted', views: 5, inquiries: 1, interestedAdopters: 3 }),
      dog({ views: 1 }),
    ]);
    expect(counts).toEqual({ activeListings: 2, views: 16, inquiries: 3, interestedAdopters: 7 });
  });
});
