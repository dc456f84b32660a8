import { describe, expect, it } from 'vitest';
import { mapQuerySchema } from './dogs.ts';
import { mapFilterParams, mapFiltersOf, matchesMapFilters, NO_MAP_FILTERS, type MapFilters } from './map-filters.ts';

const dog = {
  size: 'medium',
  ageCategory: 'young',
  energyLevel: 'high',
  goodWithKids: true,
  goodWithDogs: false,
  goodWithCats: true,
} as const;

const withFilters = (f: Partial<MapFilters>): MapFilters => ({ ...NO_MAP_FILTERS, ...f });

describe('matchesMapFilters', () => {
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

describe('the filters as query parameters', () => {
  it('writes nothing without filters, and reads back what it wrote', () => {
    expect(mapFilterParams(NO_MAP_FILTERS)).toBe('');
    const filters = withFilters({
      sizes: ['small', 'large'],
      energies: ['very_high'],
      goodWithKids: true,
      goodWithCats: true,
    });
    const params = mapFilterParams(filters);
    expect(params).toBe('&sizes=small,large&energies=very_high&goodWith=kids,cats');
    const query = mapQuerySchema.parse({
      // The values are plain words and commas: nothing in them needs decoding.
      ...Object.fromEntries(
        params
          .slice(1)
          .split('&')
          .map((pair) => pair.split('=')),
      ),
      bbox: '-98,30,-97,31',
      view: 'map',
      group: 'auto',
    });
    expect(mapFiltersOf(query)).toEqual(filters);
  });
});
