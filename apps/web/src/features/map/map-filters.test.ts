import { describe, expect, it } from 'vitest';
import { matchesMapFilters, NO_MAP_FILTERS, type MapFilters } from '@scout/domain/contracts/map-filters';
import { activeFilterCount, toggleValue } from './map-filters';

const dog = {
  size: 'medium',
  ageCategory: 'young',
  energyLevel: 'high',
  goodWithKids: true,
  goodWithDogs: false,
  goodWithCats: true,
} as const;

const withFilters = (f: Partial<MapFilters>): MapFilters => ({ ...NO_MAP_FILTERS, ...f });

// The page applies the domain's filters to a dogs answer while a new one loads.
describe('matchesMapFilters, as the map reads it', () => {
  it('lets every dog through without filters', () => {
    expect(matchesMapFilters(dog, NO_MAP_FILTERS)).toBe(true);
  });

  it('ORs the values within a group', () => {
    expect(matchesMapFilters(dog, withFilters({ sizes: ['small', 'medium'] }))).toBe(true);
    expect(matchesMapFilters(dog, withFilters({ sizes: ['small', 'large'] }))).toBe(false);
    expect(matchesMapFilters(dog, withFilters({ energies: ['low', 'high'] }))).toBe(true);
  });

  it('ANDs the groups', () => {
    expect(matchesMapFilters(dog, withFilters({ sizes: ['medium'], ages: ['young'], energies: ['high'] }))).toBe(true);
    expect(matchesMapFilters(dog, withFilters({ sizes: ['medium'], ages: ['senior'] }))).toBe(false);
  });

  it('requires each good-with trait that is switched on', () => {
    expect(matchesMapFilters(dog, withFilters({ goodWithKids: true, goodWithCats: true }))).toBe(true);
    expect(matchesMapFilters(dog, withFilters({ goodWithDogs: true }))).toBe(false);
    expect(matchesMapFilters(dog, withFilters({ sizes: ['medium'], goodWithDogs: true }))).toBe(false);
  });
});

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
