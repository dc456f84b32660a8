// The live data for one adopter, as both of Scout's answerers read it (product §15): only
// available dogs, ranked for this adopter by the matching engine, so an answer can only ever
// name a real dog and its real score.
import { isUuid } from '@scout/domain';
import { ASSISTANT_MAX_MILES } from '@scout/domain/assistant/search-filters';
import type { DogSearchFilters } from '@scout/domain/assistant/types';
import { distanceMiles, NO_TASTE, rankTop, scoreDog, type MatchResult } from '@scout/domain/matching';
import type { Database } from '../../db/client.ts';
import { DISCOVER_MAX_CANDIDATES } from '../discover/discover.service.ts';
import { publicListerName } from '../dogs/dog-presenter.ts';
import {
  availableBreedsAndNames,
  countAvailableDogs,
  dogsVersion,
  findAvailableDogById,
  findAvailableDogByName,
  searchAvailableDogs,
  type AssistantDogRow,
} from './assistant-dogs.repository.ts';
import type { AssistantAdopter, AssistantDog, AssistantTools } from './engine.ts';

/** The most dogs one search returns with their reasons (an answer shows three; a model may ask for a few more). */
export const ASSISTANT_SEARCH_LIMIT_MAX = 10;

function toAssistantDog(row: AssistantDogRow, match: MatchResult): AssistantDog {
  return {
    id: row.id,
    name: row.name,
    breed: row.breed,
    age: row.age,
    ageCategory: row.ageCategory,
    size: row.size,
    weight: row.weight,
    energyLevel: row.energyLevel,
    temperament: row.temperament,
    goodWithKids: row.goodWithKids,
    goodWithDogs: row.goodWithDogs,
    goodWithCats: row.goodWithCats,
    specialNeeds: row.specialNeeds,
    shelterName: publicListerName({ type: row.listerType, name: row.listerName }),
    distanceMiles: Math.round(row.distanceMiles * 10) / 10,
    score: match.score,
    reasons: match.reasons,
    hardLimits: match.hardLimits,
  };
}

/** The vocabulary of each database, kept while the dogs table has not changed (it is read on every question). */
const vocabularies = new WeakMap<
  Database,
  { version: number; vocabulary: Promise<{ breeds: string[]; dogNames: string[] }> }
>();

async function vocabularyOf(db: Database): Promise<{ breeds: string[]; dogNames: string[] }> {
  const version = await dogsVersion(db);
  const kept = vocabularies.get(db);
  if (kept && kept.version === version) return kept.vocabulary;
  const vocabulary = availableBreedsAndNames(db);
  vocabularies.set(db, { version, vocabulary });
  vocabulary.catch(() => {
    if (vocabularies.get(db)?.vocabulary === vocabulary) vocabularies.delete(db);
  });
  return vocabulary;
}

/**
 * Searches cover min(maxMiles, ASSISTANT_MAX_MILES) around the adopter (their own search
 * radius when no distance was asked for), and rank at most DISCOVER_MAX_CANDIDATES of the
 * nearest matching dogs, as discover does, so a question costs the same however many
 * dogs the world holds.
 */
export function createAssistantTools(db: Database, adopter: AssistantAdopter): AssistantTools {
  const origin = { latitude: adopter.latitude, longitude: adopter.longitude };
  const taste = adopter.taste ?? NO_TASTE;
  // A model's tool call may carry any number; what is not a positive distance means the adopter's own radius.
  const radiusFor = ({ maxMiles }: DogSearchFilters) =>
    Math.min(
      maxMiles !== null && Number.isFinite(maxMiles) && maxMiles > 0 ? maxMiles : adopter.searchRadius,
      ASSISTANT_MAX_MILES,
    );

  return {
    async searchDogs(filters, { limit, excludeIds = [] }) {
      const radius = radiusFor(filters);
      const excluded = excludeIds.filter(isUuid);
      const rows = await searchAvailableDogs(db, origin, radius, filters, excluded, DISCOVER_MAX_CANDIDATES);
      const total =
        rows.length < DISCOVER_MAX_CANDIDATES
          ? rows.length
          : await countAvailableDogs(db, origin, radius, filters, excluded);
      const ranked = rankTop(
        adopter.profile,
        rows.map((row) => ({ ...row, distance: distanceMiles(origin, row) })),
        Number.isFinite(limit) ? Math.min(Math.max(0, Math.floor(limit)), ASSISTANT_SEARCH_LIMIT_MAX) : 0,
        taste,
      );
      return { dogs: ranked.map((dog) => toAssistantDog(dog, dog.match)), total };
    },

    async findDog(nameOrId) {
      const wanted = nameOrId.trim();
      if (wanted === '') return null;
      const row = isUuid(wanted)
        ? await findAvailableDogById(db, wanted, origin)
        : await findAvailableDogByName(db, wanted, origin);
      return row
        ? toAssistantDog(row, scoreDog(adopter.profile, { ...row, distance: distanceMiles(origin, row) }, taste))
        : null;
    },

    vocabulary: () => vocabularyOf(db),
  };
}
