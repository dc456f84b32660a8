// The tools the model may call (product §15): their JSON schemas as the model sees them,
// the validation of the arguments it sends, and compact JSON results over AssistantTools.
// One session lives for one reply and remembers every dog a tool returned, because the
// answer may name those dogs and no others.
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS, TEMPERAMENT_TRAITS } from '@scout/domain';
import type { DogSearchFilters } from '@scout/domain/assistant/types';
import { z } from 'zod';
import type { ToolCall, ToolDefinition } from './chat-completions-client.ts';
import type { AssistantDog, AssistantTools } from './engine.ts';

/** An answer shows at most this many dogs at a time. */
export const SEARCH_LIMIT_MAX = 3;
/** Search results carry the top reasons only; get_dog and explain_score carry them all. */
const SEARCH_REASONS = 3;

const enumList = (values: readonly string[]) => ({ type: 'array', items: { type: 'string', enum: values } });
const nameOrIdParameters = {
  type: 'object',
  properties: { name_or_id: { type: 'string', description: "The dog's name or id" } },
  required: ['name_or_id'],
};

export const TOOL_DEFINITIONS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'search_dogs',
      description:
        'Available dogs that pass every filter, best match for this adopter first, with their compatibility score and reasons. Omit a filter to allow anything.',
      parameters: {
        type: 'object',
        properties: {
          sizes: enumList(DOG_SIZES),
          age_categories: enumList(AGE_CATEGORIES),
          energy_levels: enumList(ENERGY_LEVELS),
          temperament: enumList(TEMPERAMENT_TRAITS),
          good_with_kids: { type: 'boolean', description: 'true: only dogs good with children' },
          good_with_dogs: { type: 'boolean', description: 'true: only dogs good with other dogs' },
          good_with_cats: { type: 'boolean', description: 'true: only dogs good with cats' },
          breeds: { type: 'array', items: { type: 'string' }, description: 'Breed words, e.g. "Labrador"' },
          max_miles: {
            type: 'number',
            description: "Only dogs within this many miles; omit for the adopter's own search radius",
          },
          limit: { type: 'integer', minimum: 1, maximum: SEARCH_LIMIT_MAX },
          exclude_ids: { type: 'array', items: { type: 'string' }, description: 'Ids of dogs already shown' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_dog',
      description: 'One available dog by name or id: its facts, who lists it, its score and reasons for this adopter.',
      parameters: nameOrIdParameters,
    },
  },
  {
    type: 'function',
    function: {
      name: 'explain_score',
      description:
        "Why a dog scores what it does for this adopter: the score, every reason, and any of the adopter's hard limits it breaks.",
      parameters: nameOrIdParameters,
    },
  },
];

/** Enum words as models write them ("Very high", "very-high") -> the stored value. */
const enumWord = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((word) =>
      word
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    )
    .pipe(z.enum(values));
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(50)
    .nullish()
    .transform((items) => [...new Set(items ?? [])]);
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

// z.object drops keys it does not know, so a model that adds its own goes on working.
const searchArgumentsSchema = z.object({
  sizes: list(enumWord(DOG_SIZES)),
  age_categories: list(enumWord(AGE_CATEGORIES)),
  energy_levels: list(enumWord(ENERGY_LEVELS)),
  temperament: list(enumWord(TEMPERAMENT_TRAITS)),
  good_with_kids: flag,
  good_with_dogs: flag,
  good_with_cats: flag,
  breeds: list(z.string().trim().min(1).max(60)),
  max_miles: z
    .number()
    .positive()
    .nullish()
    .transform((miles) => miles ?? null),
  limit: z
    .number()
    .nullish()
    .transform((limit) => Math.min(SEARCH_LIMIT_MAX, Math.max(1, Math.trunc(limit ?? SEARCH_LIMIT_MAX)))),
  exclude_ids: list(z.string().max(100)),
});

const nameOrIdArgumentsSchema = z.object({ name_or_id: z.string().trim().min(1).max(100) });

function goodWith(dog: AssistantDog): string[] {
  return [dog.goodWithKids && 'kids', dog.goodWithDogs && 'dogs', dog.goodWithCats && 'cats'].filter(
    (w) => typeof w === 'string',
  );
}

function compactDog(dog: AssistantDog) {
  return {
    id: dog.id,
    name: dog.name,
    breed: dog.breed,
    age_years: dog.age,
    age_category: dog.ageCategory,
    size: dog.size,
    energy: dog.energyLevel,
    good_with: goodWith(dog),
    distance_miles: dog.distanceMiles,
    score: dog.score,
    reasons: dog.reasons.slice(0, SEARCH_REASONS),
  };
}

function fullDog(dog: AssistantDog) {
  return {
    ...compactDog(dog),
    weight_lbs: dog.weight,
    temperament: dog.temperament,
    special_needs: dog.specialNeeds,
    listed_by: dog.shelterName,
    reasons: dog.reasons,
    hard_limits: dog.hardLimits,
  };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** What a tool call produced, for the model (`content`) and for the log (`error`). */
export interface ToolOutcome {
  content: string;
  /** Set when the call was refused (unknown tool, unreadable or invalid arguments). */
  error: string | null;
}

/** The tools for one reply. */
export class LlmToolSession {
  /** Every dog a tool returned during this reply, in the order first returned. */
  readonly returnedDogs: AssistantDog[] = [];
  /** The filters of the last search_dogs call, or null when none ran. */
  lastSearch: DogSearchFilters | null = null;

  constructor(private readonly tools: AssistantTools) {}

  /** Runs one call. Bad calls become an error result the model can correct, not an exception. */
  async run(call: ToolCall): Promise<ToolOutcome> {
    let args: unknown;
    try {
      args = JSON.parse(call.function.arguments || '{}');
    } catch {
      return refused('arguments are not valid JSON');
    }
    switch (call.function.name) {
      case 'search_dogs': {
        const parsed = searchArgumentsSchema.safeParse(args);
        if (!parsed.success) return refused(`invalid arguments: ${describeIssues(parsed.error)}`);
        const a = parsed.data;
        const filters: DogSearchFilters = {
          sizes: a.sizes,
          ageCategories: a.age_categories,
          energyLevels: a.energy_levels,
          temperament: a.temperament,
          goodWithKids: a.good_with_kids,
          goodWithDogs: a.good_with_dogs,
          goodWithCats: a.good_with_cats,
          breeds: a.breeds,
          maxMiles: a.max_miles,
        };
        const result = await this.tools.searchDogs(filters, { limit: a.limit, excludeIds: a.exclude_ids });
        this.lastSearch = filters;
        const dogs = result.dogs.slice(0, a.limit);
        this.remember(dogs);
        return answered({ total: result.total, dogs: dogs.map(compactDog) });
      }
      case 'get_dog':
      case 'explain_score': {
        const parsed = nameOrIdArgumentsSchema.safeParse(args);
        if (!parsed.success) return refused(`invalid arguments: ${describeIssues(parsed.error)}`);
        const dog = await this.tools.findDog(parsed.data.name_or_id);
        if (!dog) return answered({ error: `No available dog is called "${parsed.data.name_or_id}".` });
        this.remember([dog]);
        if (call.function.name === 'get_dog') return answered(fullDog(dog));
        return answered({
          id: dog.id,
          name: dog.name,
          score: dog.score,
          reasons: dog.reasons,
          hard_limits: dog.hardLimits,
        });
      }
      default:
        return refused(`there is no tool called "${call.function.name}"; use search_dogs, get_dog or explain_score`);
    }
  }

  private remember(dogs: AssistantDog[]): void {
    for (const dog of dogs) if (!this.returnedDogs.some((known) => known.id === dog.id)) this.returnedDogs.push(dog);
  }
}

function answered(result: unknown): ToolOutcome {
  return { content: JSON.stringify(result), error: null };
}

export function refused(error: string): ToolOutcome {
  return { content: JSON.stringify({ error }), error };
}
