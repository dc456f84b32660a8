// What a question asks for, gathered rule by rule while the parser reads it, and the shape
// of a rule: a pattern of phrases and what reading it adds.
import type { AgeCategory, DogSize, EnergyLevel, TemperamentTrait } from '../../constants.ts';
import type { FilterAdjustment } from '../search-filters.ts';
import { wholeWords } from './word-list.ts';

export type ClearableField = 'sizes' | 'ageCategories' | 'energyLevels' | 'temperament' | 'breeds' | 'maxMiles';

export interface Asked {
  sizes: Set<DogSize>;
  ages: Set<AgeCategory>;
  energies: Set<EnergyLevel>;
  temperament: Set<TemperamentTrait>;
  kids?: boolean;
  dogs?: boolean;
  cats?: boolean;
  breeds: string[];
  maxMiles?: number;
  /** Apartment-friendly: see finishFilters. */
  apartment: boolean;
  cleared: Set<ClearableField>;
  adjustments: FilterAdjustment[];
  showMore: boolean;
  /** "Start over", "new search". */
  fresh: boolean;
  /** Words that only make sense about the last answer ("any breed", "show me more"). */
  refersBack: boolean;
  unsupported: Set<string>;
}

export function emptyAsked(): Asked {
  return {
    sizes: new Set(),
    ages: new Set(),
    energies: new Set(),
    temperament: new Set(),
    breeds: [],
    apartment: false,
    cleared: new Set(),
    adjustments: [],
    showMore: false,
    fresh: false,
    refersBack: false,
    unsupported: new Set(),
  };
}

export const add = <T>(set: Set<T>, ...values: T[]) => values.forEach((value) => set.add(value));

/** Something a question may say, and what reading it asks for; `groups` are the pattern's captures. */
export interface Rule {
  pattern: RegExp;
  apply(asked: Asked, groups: (string | undefined)[]): void;
}

/** A rule over whole words: `source` is built from word lists (see word-list.ts). */
export const rule = (source: string, apply: Rule['apply']): Rule => ({ pattern: wholeWords(source), apply });

/** For phrases read only so that their words are not read alone ("a big yard" is not a big dog). */
export const noop = () => {};
