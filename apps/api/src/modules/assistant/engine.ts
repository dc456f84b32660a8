// The seam between Scout's chat and whatever writes its answers (product §15): the
// built-in engine (the default, offline) and an OpenAI-compatible model. Both read the live
// data only through AssistantTools, which rank with the matching engine for this adopter,
// so every dog an answer names is a real, available dog the tools returned.
import type { AgeCategory, DogSize, EnergyLevel, TemperamentTrait } from '@scout/domain';
import type { AssistantState, DogSearchFilters } from '@scout/domain/assistant/types';
import type { LearnedTaste, MatchProfile } from '@scout/domain/matching';

/** An available dog as the assistant sees it: the facts, and how it matches this adopter. */
export interface AssistantDog {
  id: string;
  name: string;
  breed: string;
  age: number;
  ageCategory: AgeCategory;
  size: DogSize;
  weight: number;
  energyLevel: EnergyLevel;
  temperament: TemperamentTrait[];
  goodWithKids: boolean;
  goodWithDogs: boolean;
  goodWithCats: boolean;
  specialNeeds: string | null;
  /** The shelter's name, or "{first name} (Owner)". */
  shelterName: string;
  /** Miles from the adopter, one decimal. */
  distanceMiles: number;
  /** The matching engine's score for this adopter (0-100) and its reasons, most important first. */
  score: number;
  reasons: string[];
  /** Hard limits this dog breaks for this adopter (plain words); [] when none. */
  hardLimits: string[];
}

export interface DogSearchResult {
  /** Best match first (the matching engine's order), at most the limit asked for. */
  dogs: AssistantDog[];
  /** How many available dogs matched in all. */
  total: number;
}

/** The live data, for one adopter. */
export interface AssistantTools {
  /** Available dogs that pass every filter, ranked for this adopter; `excludeIds` are left out (already shown). */
  searchDogs(
    filters: DogSearchFilters,
    options: { limit: number; excludeIds?: readonly string[] },
  ): Promise<DogSearchResult>;
  /** An available dog by id, or by name (case-insensitive; the nearest when several share it). */
  findDog(nameOrId: string): Promise<AssistantDog | null>;
  /** Breed words and dog names present in the data, to recognise them in questions. */
  vocabulary(): Promise<{ breeds: string[]; dogNames: string[] }>;
}

/** The adopter asking: their survey answers, where they are and how far they look. */
export interface AssistantAdopter {
  firstName: string;
  profile: MatchProfile;
  latitude: number;
  longitude: number;
  searchRadius: number;
  /** What their swipes taught the scores, so Scout's scores are the deck's (none: the survey alone). */
  taste?: LearnedTaste;
}

export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
  /** For an assistant turn: what it was about (null for user turns and older answers). */
  state: AssistantState | null;
}

export interface AssistantRequest {
  adopter: AssistantAdopter;
  /** This adopter's earlier turns, oldest first (never anyone else's). */
  history: AssistantTurn[];
  message: string;
}

export interface AssistantReply {
  content: string;
  /** The dogs the answer names, in order (at most three for a search); the chat links them. */
  dogs: { id: string; name: string }[];
  state: AssistantState | null;
}

export interface AssistantEngine {
  /** For logs: 'built-in' or 'llm'. */
  readonly name: string;
  reply(request: AssistantRequest, tools: AssistantTools): Promise<AssistantReply>;
}
