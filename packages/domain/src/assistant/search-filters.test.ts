import { describe, expect, it } from 'vitest';
import { applyAdjustments, describeFilters, pluralBreed, relaxations, type ShownDog } from './search-filters.ts';
import { NO_FILTERS } from './types.ts';

const shown = (dogs: Partial<ShownDog>[]): ShownDog[] =>
  dogs.map((dog) => ({ size: 'medium', ageCategory: 'adult', energyLevel: 'moderate', distanceMiles: 5, ...dog }));

describe('applyAdjustments', () => {
  const context = (dogs: Partial<ShownDog>[]) => ({ shown: shown(dogs), searchRadius: 25 });

  it('"smaller" and "bigger" go beyond every dog shown', () => {
    expect(
      applyAdjustments(NO_FILTERS, ['smaller'], context([{ size: 'large' }, { size: 'medium' }])).filters.sizes,
    ).toEqual(['small']);
    expect(applyAdjustments(NO_FILTERS, ['smaller'], context([{ size: 'large' }])).filters.sizes).toEqual([
      'small',
      'medium',
    ]);
    expect(applyAdjustments(NO_FILTERS, ['bigger'], context([{ size: 'small' }])).filters.sizes).toEqual([
      'medium',
      'large',
    ]);
  });

  it('says when the dogs shown were already at the end of the scale', () => {
    expect(applyAdjustments(NO_FILTERS, ['smaller'], context([{ size: 'small' }, { size: 'large' }]))).toMatchObject({
      filters: { sizes: ['small'] },
      unmet: ['smaller'],
    });
    expect(applyAdjustments(NO_FILTERS, ['older'], context([{ ageCategory: 'senior' }])).unmet).toEqual(['older']);
    expect(applyAdjustments(NO_FILTERS, ['more_active'], context([{ energyLevel: 'very_high' }])).unmet).toEqual([
      'more_active',
    ]);
  });

  it('compares ages and energy the same way', () => {
    expect(
      applyAdjustments(NO_FILTERS, ['younger'], context([{ ageCategory: 'adult' }])).filters.ageCategories,
    ).toEqual(['puppy', 'young']);
    expect(applyAdjustments(NO_FILTERS, ['older'], context([{ ageCategory: 'young' }])).filters.ageCategories).toEqual([
      'adult',
      'senior',
    ]);
    expect(applyAdjustments(NO_FILTERS, ['calmer'], context([{ energyLevel: 'high' }])).filters.energyLevels).toEqual([
      'low',
      'moderate',
    ]);
    expect(
      applyAdjustments(NO_FILTERS, ['more_active'], context([{ energyLevel: 'moderate' }])).filters.energyLevels,
    ).toEqual(['high', 'very_high']);
  });

  it('uses the previous filters when no dog was shown, and the word itself when there are none', () => {
    expect(applyAdjustments({ ...NO_FILTERS, sizes: ['large'] }, ['smaller'], context([])).filters.sizes).toEqual([
      'small',
      'medium',
    ]);
    expect(applyAdjustments(NO_FILTERS, ['smaller'], context([])).filters.sizes).toEqual(['small']);
    expect(applyAdjustments(NO_FILTERS, ['older'], context([])).filters.ageCategories).toEqual(['senior']);
    expect(applyAdjustments(NO_FILTERS, ['closer'], context([])).filters.maxMiles).toBe(10);
  });

  it('"closer" halves the distance of the farthest dog shown, with "nearer than it" to fall back on', () => {
    const closer = applyAdjustments(NO_FILTERS, ['closer'], context([{ distanceMiles: 3.2 }, { distanceMiles: 18.6 }]));
    expect(closer.filters.maxMiles).toBe(9);
    expect(closer.looser?.maxMiles).toBe(18.5);
    expect(applyAdjustments(NO_FILTERS, ['closer'], context([{ distanceMiles: 0.8 }])).unmet).toEqual(['closer']);
  });

  it('"farther" doubles the distance up to the cap', () => {
    expect(applyAdjustments(NO_FILTERS, ['farther'], context([])).filters.maxMiles).toBe(50);
    expect(applyAdjustments({ ...NO_FILTERS, maxMiles: 80 }, ['farther'], context([])).filters.maxMiles).toBe(100);
    expect(applyAdjustments({ ...NO_FILTERS, maxMiles: 100 }, ['farther'], context([])).unmet).toEqual(['farther']);
  });
});

describe('plain words', () => {
  it('describes a search', () => {
    expect(describeFilters(NO_FILTERS, 25)).toBe('dogs, within your 25-mile search radius');
    expect(
      describeFilters(
        {
          ...NO_FILTERS,
          sizes: ['medium', 'small'],
          energyLevels: ['low', 'moderate'],
          goodWithKids: true,
          goodWithCats: true,
          maxMiles: 10,
        },
        25,
      ),
    ).toBe('small or medium, low- or moderate-energy dogs that are good with kids and cats, within 10 miles');
    expect(
      describeFilters(
        { ...NO_FILTERS, energyLevels: ['high', 'very_high'], breeds: ['Beagle', 'Husky'], maxMiles: 1 },
        25,
      ),
    ).toBe('high-energy Beagles or Huskies, within 1 mile');
    expect(describeFilters({ ...NO_FILTERS, ageCategories: ['puppy'] }, 10)).toBe(
      'puppies, within your 10-mile search radius',
    );
    expect(
      describeFilters({ ...NO_FILTERS, temperament: ['friendly', 'playful'], ageCategories: ['senior'] }, 10),
    ).toBe('friendly and playful, senior dogs, within your 10-mile search radius');
  });

  it('makes breeds plural', () => {
    expect(['Beagle', 'Husky', 'Great Pyrenees', 'Labrador Retriever Mix', 'Shih Tzu'].map(pluralBreed)).toEqual([
      'Beagles',
      'Huskies',
      'Great Pyrenees',
      'Labrador Retriever Mixes',
      'Shih Tzus',
    ]);
  });
});

describe('relaxations', () => {
  it('offers each taste first, then wider distances, then whom the dog must be good with', () => {
    const filters = { ...NO_FILTERS, breeds: ['Beagle'], sizes: ['small' as const], goodWithCats: true, maxMiles: 10 };
    expect(relaxations(filters, 25).map((r) => r.ask)).toEqual([
      'any breed',
      'any size',
      'within 25 miles',
      'within 50 miles',
      'within 100 miles',
      "they don't need to be good with cats",
    ]);
    expect(relaxations(filters, 25)[0]!.filters).toEqual({ ...filters, breeds: [] });
  });

  it('offers no wider distance beyond the cap', () => {
    expect(relaxations({ ...NO_FILTERS, maxMiles: 100 }, 25)).toEqual([]);
  });
});
