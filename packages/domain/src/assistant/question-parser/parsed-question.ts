// What the question parser makes of a question: the shapes parseQuestion returns and the
// vocabulary (from the data) it reads names and breeds with.
import type { FilterAdjustment } from '../search-filters.ts';
import type { DogSearchFilters } from '../types.ts';

export interface AssistantVocabulary {
  /** Breeds as they appear in the data ("Labrador Retriever Mix"). */
  breeds: readonly string[];
  dogNames: readonly string[];
}

/** A dog the adopter asks about: one the last answer showed (by id), or a name. */
export type DogReference = { by: 'id'; id: string } | { by: 'name'; name: string };

export type HelpTopic = 'greeting' | 'thanks' | 'capabilities' | 'unclear';

export type ParsedQuestion =
  | {
      kind: 'search';
      filters: DogSearchFilters;
      /** Comparisons with the last answer's dogs, resolved by applyAdjustments. */
      adjustments: FilterAdjustment[];
      /** "Show me more": leave out the dogs already shown. */
      showMore: boolean;
      /** Built on the previous search rather than from NO_FILTERS. */
      followUp: boolean;
      /** Things asked for that the data cannot answer ("shedding"), to say so. */
      unsupported: string[];
    }
  /** `dog` null: a question about "her" or "the first one" with nothing to refer to. */
  | { kind: 'why_match'; dog: DogReference | null }
  | { kind: 'explain_scores' }
  | { kind: 'help'; topic: HelpTopic };
