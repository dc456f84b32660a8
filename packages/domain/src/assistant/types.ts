// What Scout, the assistant, understands of a question and remembers between turns
// (product §15). Pure data: the built-in engine parses questions into it, the model's
// search tool takes the same filters, and each answer stores it so a follow-up ("any
// smaller ones?") can refine the previous search.
import type { AgeCategory, DogSize, EnergyLevel, TemperamentTrait } from '../constants.ts';

/** A search over available dogs. Empty lists and false mean "any". */
export interface DogSearchFilters {
  sizes: DogSize[];
  ageCategories: AgeCategory[];
  energyLevels: EnergyLevel[];
  temperament: TemperamentTrait[];
  /** true: the dog must be good with them. */
  goodWithKids: boolean;
  goodWithDogs: boolean;
  goodWithCats: boolean;
  /** Breed words as they appear in the data ("Labrador", "Beagle"), matched case-insensitively within the breed. */
  breeds: string[];
  /** Only dogs within this many miles of the adopter; null: the adopter's own search radius. */
  maxMiles: number | null;
}

export const NO_FILTERS: DogSearchFilters = {
  sizes: [],
  ageCategories: [],
  energyLevels: [],
  temperament: [],
  goodWithKids: false,
  goodWithDogs: false,
  goodWithCats: false,
  breeds: [],
  maxMiles: null,
};

/** What an answer was about, stored with it so the next question can build on it. */
export interface AssistantState {
  kind: 'search' | 'why_match' | 'explain_scores' | 'help';
  /** The filters of the last search (for a follow-up to refine). */
  filters: DogSearchFilters;
  /** The dogs this answer showed, in order. */
  shownDogIds: string[];
}
