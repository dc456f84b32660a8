import { describe, expect, it } from 'vitest';
import { NO_MAP_FILTERS, type MapFilters } from '@scout/domain/contracts/map-filters';
import { activeFilterCount, toggleValue } from './map-filters';

const withFilters = (f: Partial<MapFilters>): MapFilters => ({ ...NO_MAP_FILTERS, ...f });

describe('activeFilterCount and toggleValue', () => {
  it('counts every choice that is on', () => {
    expect(activeFilterCount(NO_MAP_FILTERS)).toBe(0);
    expect(activeFilterCount(withFilters({ sizes: ['small', 'large'], goodWithCats: true }))).toBe(3);
  });

  it('toggles a value in and out, in canonical order', () => {
    const order = ['small', 'medium', 'large'] as const;
    expect(toggleValue(['large'], 'small', order)).toEqual(['small', 'large']);
    expect(toggleValue(['small', 'large'], 'small', order)).toEqual(['large']);
  });
});
