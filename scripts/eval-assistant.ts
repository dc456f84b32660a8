// `npm run eval:assistant`: how well Scout's built-in engine answers adopters (issue 6,
// point 5). Opens a throwaway embedded database with the demo world, then puts questions,
// written as adopters write them (some as follow-ups in one conversation), to the built-in
// engine with the real tools for a few adopters. Each question carries the facts a correct
// answer must respect, checked against the database (never against the engine's own
// output): "every named dog is good with cats", "all within 10 miles", "names a dog when
// one fits", "the follow-up's dogs are all smaller", "gives Bella's real score", "says
// nothing fits and suggests what to relax". Prints each failure and the total; not part
// of `npm test`, and exits 0 either way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AGE_CATEGORIES, DOG_SIZES, ENERGY_LEVELS } from '../packages/domain/src/constants.ts';
import { distanceMiles, rankDogs, scoreDog } from '../packages/domain/src/matching/index.ts';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { dogs as dogsTable, type DogRecord } from '../apps/api/src/db/schema/index.ts';
import { seedDemoWorld } from '../apps/api/src/db/seed/demo-world.ts';
import { createAssistantTools } from '../apps/api/src/modules/assistant/assistant-tools.ts';
import { createBuiltInEngine } from '../apps/api/src/modules/assistant/built-in-engine.ts';
import type { AssistantAdopter, AssistantReply, AssistantTurn } from '../apps/api/src/modules/assistant/engine.ts';

// ---- the adopters ----------------------------------------------------------------------------

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 };

const ADOPTERS = {
  /** A house in Austin with a small yard, two young kids and a cat. */
  family: {
    firstName: 'Dana',
    ...AUSTIN,
    searchRadius: 25,
    profile: {
      livingSituation: 'house_small_yard',
      otherPets: 'cats',
      activityLevel: 'moderate',
      workSchedule: 'hybrid',
      exerciseCommitment: 'few_times_week',
      experienceLevel: 'some_experience',
      householdComposition: 'kids_0_5',
      preferredSize: [],
      preferredAge: ['young', 'adult'],
      preferredEnergy: ['medium'],
    },
  },
  /** A first-time adopter alone in a downtown apartment, a relaxed routine, a 10-mile radius. */
  apartment: {
    firstName: 'Sam',
    ...AUSTIN,
    searchRadius: 10,
    profile: {
      livingSituation: 'apartment',
      otherPets: 'none',
      activityLevel: 'low',
      workSchedule: 'office_full_time',
      exerciseCommitment: 'minimal',
      experienceLevel: 'first_time',
      householdComposition: 'alone',
      preferredSize: ['small'],
      preferredAge: [],
      preferredEnergy: ['low'],
    },
  },
  /** A runner in Round Rock with a big yard and a dog already, looking far. */
  runner: {
    firstName: 'Riley',
    ...ROUND_ROCK,
    searchRadius: 50,
    profile: {
      livingSituation: 'house_large_yard',
      otherPets: 'dogs',
      activityLevel: 'high',
      workSchedule: 'home_all_day',
      exerciseCommitment: 'daily_vigorous',
      experienceLevel: 'very_experienced',
      householdComposition: 'adults',
      preferredSize: ['medium', 'large'],
      preferredAge: [],
      preferredEnergy: ['high'],
    },
  },
} satisfies Record<string, AssistantAdopter>;
type AdopterKey = keyof typeof ADOPTERS;

// ---- the facts -------------------------------------------------------------------------------

type DogRow = Omit<DogRecord, 'position'>;

interface Turn {
  question: string;
  reply: AssistantReply;
}

interface Context {
  adopter: AssistantAdopter;
  dogs: Map<string, DogRow>;
  reply: AssistantReply;
  /** The earlier turns of this conversation, oldest first. */
  before: Turn[];
}

/** A fact the answer must respect: null when it does, otherwise what is wrong. */
type Fact = (ctx: Context) => string | null;

const miles = (ctx: Context, dog: DogRow) => distanceMiles(ctx.adopter, dog);
const named = (ctx: Context) => ctx.reply.dogs.map((d) => ctx.dogs.get(d.id)!);
const previousDogs = (ctx: Context, back = 1) =>
  (ctx.before[ctx.before.length - back]?.reply.dogs ?? []).map((d) => ctx.dogs.get(d.id)!);
const rank = <T extends string>(scale: readonly T[], value: T) => scale.indexOf(value);
/** Everything shown so far in this conversation. */
const shownBefore = (ctx: Context) => new Set(ctx.before.flatMap((turn) => turn.reply.dogs.map((d) => d.id)));

interface FitsOptions {
  /** Default: the adopter's own search radius. */
  withinMiles?: number | ((ctx: Context) => number);
  /** Dogs already shown in this conversation do not count (a "show me more"). */
  excludeShown?: boolean;
  /** Relaxed questions that a nothing-fits answer should then suggest: the words it should use, and what the relaxed question finds. */
  suggestions?: { says: RegExp; where: (dog: DogRow, ctx: Context) => boolean; withinMiles?: number }[];
}

/**
 * The core fact of a search: every dog named fits `where` and lies within the distance; when
 * any available dog fits, at least one is named and the first is the best of them for this
 * adopter; when none does, the answer says so and suggests a relaxation that would work.
 */
function fits(where: (dog: DogRow, ctx: Context) => boolean, options: FitsOptions = {}): Fact {
  return (ctx) => {
    const radius =
      typeof options.withinMiles === 'function'
        ? options.withinMiles(ctx)
        : (options.withinMiles ?? ctx.adopter.searchRadius);
    const seen = options.excludeShown ? shownBefore(ctx) : new Set<string>();
    const fitting = [...ctx.dogs.values()].filter(
      (dog) => dog.status === 'available' && miles(ctx, dog) <= radius + 0.05 && where(dog, ctx) && !seen.has(dog.id),
    );
    for (const dog of named(ctx)) {
      if (!where(dog, ctx))
        return `${dog.name} (${dog.breed}, ${dog.size}, ${dog.ageCategory}, ${dog.energyLevel}) does not fit the question`;
      if (miles(ctx, dog) > radius + 0.05)
        return `${dog.name} is ${miles(ctx, dog).toFixed(1)} miles away, beyond ${radius}`;
      if (seen.has(dog.id)) return `${dog.name} was already shown`;
    }
    if (fitting.length > 0) {
      if (ctx.reply.dogs.length === 0) return `names no dog, though ${fitting.length} fit (e.g. ${fitting[0]!.name})`;
      const best = rankDogs(
        ctx.adopter.profile,
        fitting.map((dog) => ({ ...dog, distance: miles(ctx, dog) })),
      )[0]!;
      const first = scoreDog(ctx.adopter.profile, named(ctx)[0]!).score;
      if (first !== best.match.score) return `the first dog scores ${first}, the best fitting dog ${best.match.score}`;
      return null;
    }
    if (ctx.reply.dogs.length > 0) return 'names dogs though none fits';
    if (!/couldn't find|That's everyone/.test(ctx.reply.content)) return 'does not say that nothing fits';
    for (const suggestion of options.suggestions ?? []) {
      const relaxedRadius = suggestion.withinMiles ?? radius;
      const found = [...ctx.dogs.values()].some(
        (dog) => dog.status === 'available' && miles(ctx, dog) <= relaxedRadius + 0.05 && suggestion.where(dog, ctx),
      );
      if (found && !suggestion.says.test(ctx.reply.content))
        return `does not suggest ${suggestion.says} though that would find dogs`;
    }
    return null;
  };
}

/** A question about one dog: names it (and only it) with its real score. */
function about(pick: (ctx: Context) => DogRow | undefined, label: string): Fact {
  return (ctx) => {
    const dog = pick(ctx);
    if (!dog)
      return /couldn't find|isn't available/.test(ctx.reply.content)
        ? null
        : `no ${label} exists, and the answer does not say so`;
    if (ctx.reply.dogs.length !== 1 || ctx.reply.dogs[0]!.id !== dog.id)
      return `should name ${label} (${dog.name}) alone`;
    const score = scoreDog(ctx.adopter.profile, dog).score;
    if (!ctx.reply.content.includes(`${score}% match`)) return `does not give ${dog.name}'s real score (${score}%)`;
    return null;
  };
}

/** The nearest available dog with this name, as "why is Bella ..." means. */
const nearestNamed = (name: string) => (ctx: Context) =>
  [...ctx.dogs.values()]
    .filter((dog) => dog.status === 'available' && dog.name.toLowerCase() === name.toLowerCase())
    .sort((a, b) => miles(ctx, a) - miles(ctx, b))[0];

const nthOfPrevious =
  (n: number, back = 1) =>
  (ctx: Context) =>
    previousDogs(ctx, back)[n];

const namesNoDog =
  (says: RegExp): Fact =>
  (ctx) =>
    ctx.reply.dogs.length > 0 ? 'names a dog' : says.test(ctx.reply.content) ? null : `does not say ${says}`;

/** Explains the engine truthfully; its one example, if any, is the adopter's best match with its real score. */
const explainsScores: Fact = (ctx) => {
  const text = ctx.reply.content;
  if (ctx.reply.dogs.length > 1) return 'names more than one example dog';
  const example = named(ctx)[0];
  if (example) {
    const available = [...ctx.dogs.values()].filter(
      (dog) => dog.status === 'available' && miles(ctx, dog) <= ctx.adopter.searchRadius + 0.05,
    );
    const best = rankDogs(
      ctx.adopter.profile,
      available.map((dog) => ({ ...dog, distance: miles(ctx, dog) })),
    )[0]!;
    const score = scoreDog(ctx.adopter.profile, example).score;
    if (score !== best.match.score)
      return `its example ${example.name} scores ${score}, the best match ${best.match.score}`;
    if (!text.includes(`${score}%`)) return `does not give ${example.name}'s real score (${score}%)`;
  }
  for (const needed of [/\b40\b/, /\b39\b/, /hard limit/i, /kids under 6/, /special needs/, /apartment/]) {
    if (!needed.test(text)) return `does not mention ${needed}`;
  }
  return null;
};

const offersHelp: Fact = (ctx) =>
  ctx.reply.dogs.length > 0 ? 'names dogs' : /"[^"]+\?"/.test(ctx.reply.content) ? null : 'gives no example question';

/** Said of the dog named, as the database has it. */
const tellsCats: Fact = (ctx) => {
  const dog = named(ctx)[0];
  if (!dog) return 'names no dog';
  return ctx.reply.content.includes(`Good with cats: ${dog.goodWithCats ? 'yes' : 'no'}`)
    ? null
    : 'does not say rightly whether it is good with cats';
};

/** No dog that breaks a hard limit is named while dogs that break none are left out. */
const noAvoidableHardLimits: Fact = (ctx) => {
  const broken = named(ctx).filter((dog) => scoreDog(ctx.adopter.profile, dog).hardLimits.length > 0);
  if (broken.length === 0) return null;
  const compliant = [...ctx.dogs.values()].filter(
    (dog) =>
      dog.status === 'available' &&
      miles(ctx, dog) <= ctx.adopter.searchRadius &&
      scoreDog(ctx.adopter.profile, dog).hardLimits.length === 0,
  );
  return compliant.length >= ctx.reply.dogs.length
    ? `${broken[0]!.name} breaks a hard limit though others do not`
    : null;
};

const all =
  (...facts: Fact[]): Fact =>
  (ctx) =>
    facts.map((fact) => fact(ctx)).find((failure) => failure !== null) ?? null;

// A follow-up's dogs compared with the previous answer's (or with the previous filters when the
// previous dogs were already at the end of the scale).
const sizeRank = (dog: DogRow) => rank(DOG_SIZES, dog.size);
const ageRank = (dog: DogRow) => rank(AGE_CATEGORIES, dog.ageCategory);
const energyRank = (dog: DogRow) => rank(ENERGY_LEVELS, dog.energyLevel);

function beyondPrevious(
  measure: (dog: DogRow) => number,
  direction: -1 | 1,
  end: number,
  keep: (dog: DogRow) => boolean,
): Fact {
  return (ctx) => {
    const before = previousDogs(ctx).map(measure);
    if (before.length === 0) return 'the previous answer named no dogs';
    const bound = direction < 0 ? Math.min(...before) : Math.max(...before);
    const atEnd = bound === end;
    return fits(
      (dog) =>
        keep(dog) && (atEnd ? measure(dog) === end : direction < 0 ? measure(dog) < bound : measure(dog) > bound),
      {
        excludeShown: atEnd,
      },
    )(ctx);
  };
}

const closerThanPrevious =
  (keep: (dog: DogRow) => boolean): Fact =>
  (ctx) => {
    const farthest = Math.max(...previousDogs(ctx).map((dog) => miles(ctx, dog)));
    if (!Number.isFinite(farthest)) return 'the previous answer named no dogs';
    return fits((dog, c) => keep(dog) && miles(c, dog) < farthest)(ctx);
  };

/** Fits, and no bigger than the largest dog of the answer `back` turns ago. */
const asSmallAs =
  (back: number, where: (dog: DogRow) => boolean, options: FitsOptions = {}): Fact =>
  (ctx) => {
    const largest = Math.max(...previousDogs(ctx, back).map(sizeRank));
    return fits((d) => where(d) && sizeRank(d) <= largest, options)(ctx);
  };

const breed =
  (...words: string[]) =>
  (dog: DogRow) =>
    words.some((word) => new RegExp(`\\b${word}`, 'i').test(dog.breed));
const high = (dog: DogRow) => dog.energyLevel === 'high' || dog.energyLevel === 'very_high';

// ---- the questions ---------------------------------------------------------------------------

interface Question {
  ask: string;
  facts: Fact;
}

interface Conversation {
  adopter: AdopterKey;
  questions: Question[];
}

const CONVERSATIONS: Conversation[] = [
  {
    adopter: 'family',
    questions: [
      { ask: 'Which dogs are good with kids?', facts: fits((d) => d.goodWithKids) },
      { ask: 'any smaller ones?', facts: beyondPrevious(sizeRank, -1, 0, (d) => d.goodWithKids) },
      // Follow-ups keep what was asked before: good with kids, and as small as the "smaller" answer's dogs.
      { ask: 'what about ones good with cats?', facts: asSmallAs(1, (d) => d.goodWithKids && d.goodWithCats) },
      { ask: 'why is the first one a good match?', facts: about(nthOfPrevious(0), 'the first dog of the last answer') },
      { ask: 'show me more', facts: asSmallAs(3, (d) => d.goodWithKids && d.goodWithCats, { excludeShown: true }) },
    ],
  },
  {
    adopter: 'family',
    questions: [
      {
        ask: 'We have a cat and two little kids, who would fit in at our house?',
        facts: fits((d) => d.goodWithKids && d.goodWithCats),
      },
      { ask: "I'd like a calm, low-energy companion", facts: fits((d) => d.energyLevel === 'low') },
      { ask: 'Find me a dog for an active lifestyle', facts: fits(high) },
      { ask: 'How do compatibility scores work?', facts: explainsScores },
      { ask: 'Any puppies within 10 miles?', facts: fits((d) => d.ageCategory === 'puppy', { withinMiles: 10 }) },
      { ask: 'closer?', facts: closerThanPrevious((d) => d.ageCategory === 'puppy') },
    ],
  },
  {
    adopter: 'apartment',
    questions: [
      {
        ask: 'Something calm for my apartment',
        facts: fits((d) => d.size !== 'large' && (d.energyLevel === 'low' || d.energyLevel === 'moderate')),
      },
      { ask: 'I live in a tiny studio, any little dogs under 25 lbs?', facts: fits((d) => d.weight < 25) },
      { ask: 'older?', facts: beyondPrevious(ageRank, 1, 3, (d) => d.weight < 25) },
      { ask: 'Why is Bella a good match for me?', facts: about(nearestNamed('Bella'), 'Bella') },
      { ask: 'why is Zorro a good match?', facts: namesNoDog(/couldn't find an available dog named Zorro/) },
      {
        ask: 'Do you have any golden retrievers?',
        facts: fits(breed('golden retriever'), { suggestions: [{ says: /any breed/, where: () => true }] }),
      },
      { ask: 'hi!', facts: offersHelp },
      { ask: 'what kind of things can I ask you?', facts: offersHelp },
    ],
  },
  {
    adopter: 'runner',
    questions: [
      {
        ask: "I run every morning, I'm looking for a running buddy that's good with my other dog",
        facts: fits((d) => high(d) && d.goodWithDogs),
      },
      { ask: 'any labs?', facts: fits((d) => high(d) && d.goodWithDogs && breed('lab')(d)) },
      {
        ask: 'what about German shepherds instead?',
        facts: fits((d) => high(d) && d.goodWithDogs && breed('german shepherd')(d)),
      },
      {
        ask: 'within 5 miles',
        facts: fits((d) => high(d) && d.goodWithDogs && breed('german shepherd')(d), {
          withinMiles: 5,
          suggestions: [{ says: /any breed/, where: (d) => high(d) && d.goodWithDogs, withinMiles: 5 }],
        }),
      },
      { ask: 'any breed', facts: fits((d) => high(d) && d.goodWithDogs, { withinMiles: 5 }) },
      {
        ask: 'Show me large dogs good with cats within 15 miles',
        facts: fits((d) => d.size === 'large' && d.goodWithCats, { withinMiles: 15 }),
      },
      { ask: 'How is the match percentage calculated?', facts: explainsScores },
      { ask: 'a senior dog for a quiet home', facts: fits((d) => d.ageCategory === 'senior' && !high(d)) },
      { ask: 'younger ones?', facts: beyondPrevious(ageRank, -1, 0, (d) => !high(d)) },
      {
        ask: 'Do you have any Great Danes?',
        facts: fits(breed('great dane'), { suggestions: [{ says: /any breed/, where: () => true }] }),
      },
    ],
  },
  {
    adopter: 'family',
    questions: [
      {
        ask: 'Show me small or medium dogs that are good with toddlers',
        facts: fits((d) => d.size !== 'large' && d.goodWithKids),
      },
      { ask: 'tell me more about the second one', facts: about(nthOfPrevious(1), 'the second dog of the last answer') },
      { ask: 'is she good with cats?', facts: all(about(nthOfPrevious(0), 'the dog just discussed'), tellsCats) },
      {
        ask: 'Any friendly, playful dogs?',
        facts: fits((d) => d.temperament.includes('friendly') && d.temperament.includes('playful')),
      },
      {
        ask: "a protective dog that's good with kids",
        facts: fits((d) => d.temperament.includes('protective') && d.goodWithKids),
      },
      {
        ask: 'Any huskies or border collies nearby?',
        facts: fits(breed('husky', 'border collie'), {
          withinMiles: 10,
          suggestions: [{ says: /within 25 miles|any breed/, where: breed('husky', 'border collie'), withinMiles: 25 }],
        }),
      },
      {
        ask: 'what are my best matches?',
        facts: all(
          fits(() => true),
          noAvoidableHardLimits,
        ),
      },
      { ask: 'thanks, that is really helpful!', facts: offersHelp },
    ],
  },
  {
    adopter: 'apartment',
    questions: [
      {
        ask: "I'm a first-time owner, which dogs would be easiest for me?",
        facts: all(
          fits(() => true),
          noAvoidableHardLimits,
        ),
      },
      { ask: 'what dogs have the highest scores for me?', facts: fits(() => true) },
      { ask: 'a dog under 2 years old that is good with cats', facts: fits((d) => d.age < 2 && d.goodWithCats) },
      { ask: 'Do you have dogs around 50 pounds?', facts: fits((d) => d.size === 'medium') },
      {
        ask: 'I want a mellow dog, nothing too big, that gets along with cats',
        facts: fits((d) => d.energyLevel === 'low' && d.size !== 'large' && d.goodWithCats),
      },
      { ask: 'What does a hard limit mean?', facts: explainsScores },
    ],
  },
  {
    adopter: 'runner',
    questions: [
      { ask: 'any beagles within 20 miles?', facts: fits(breed('beagle'), { withinMiles: 20 }) },
      { ask: 'more', facts: fits(breed('beagle'), { withinMiles: 20, excludeShown: true }) },
      { ask: 'How far is the closest puppy?', facts: fits((d) => d.ageCategory === 'puppy', { withinMiles: 10 }) },
      { ask: 'bigger ones?', facts: beyondPrevious(sizeRank, 1, 2, (d) => d.ageCategory === 'puppy') },
      {
        ask: 'a very high energy senior toy dog that is good with cats within 2 miles',
        facts: fits(
          (d) => d.energyLevel === 'very_high' && d.ageCategory === 'senior' && d.size === 'small' && d.goodWithCats,
          {
            withinMiles: 2,
          },
        ),
      },
      { ask: 'Is Max a good fit for me?', facts: about(nearestNamed('Max'), 'Max') },
      { ask: 'what about a gentle giant?', facts: fits((d) => d.size === 'large' && d.temperament.includes('gentle')) },
    ],
  },
  {
    adopter: 'family',
    questions: [
      { ask: 'hello', facts: offersHelp },
      {
        ask: 'I need a dog that gets along with cats and is ok with a 3 year old',
        facts: fits((d) => d.goodWithCats && d.goodWithKids),
      },
      {
        ask: 'do any of them like other dogs too?',
        facts: fits((d) => d.goodWithCats && d.goodWithKids && d.goodWithDogs),
      },
      {
        ask: 'any calmer ones?',
        facts: beyondPrevious(energyRank, -1, 0, (d) => d.goodWithCats && d.goodWithKids && d.goodWithDogs),
      },
    ],
  },
];

// ---- running it ------------------------------------------------------------------------------

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scout-eval-assistant-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await seedDemoWorld(database.db);
    const rows = await database.db.select().from(dogsTable);
    const dogs = new Map<string, DogRow>(rows.map((row) => [row.id, row]));
    const engine = createBuiltInEngine();

    let asked = 0;
    let correct = 0;
    for (const [index, conversation] of CONVERSATIONS.entries()) {
      const adopter = ADOPTERS[conversation.adopter];
      const tools = createAssistantTools(database.db, adopter);
      const history: AssistantTurn[] = [];
      const before: Turn[] = [];
      for (const { ask, facts } of conversation.questions) {
        asked++;
        let failure: string | null;
        let reply: AssistantReply | null = null;
        try {
          reply = await engine.reply({ adopter, history: [...history], message: ask }, tools);
          failure = facts({ adopter, dogs, reply, before }) ?? generalFailure(reply, dogs);
        } catch (err) {
          failure = `threw ${(err as Error).stack ?? String(err)}`;
        }
        if (failure === null) correct++;
        else {
          console.log(`FAIL [conversation ${index + 1}, ${conversation.adopter}] "${ask}": ${failure}`);
          if (reply) console.log(reply.content.replace(/^/gm, '    | '));
        }
        history.push({ role: 'user', content: ask, state: null });
        if (reply) {
          history.push({ role: 'assistant', content: reply.content, state: reply.state });
          before.push({ question: ask, reply });
        }
      }
    }
    console.log(`${correct}/${asked} answered correctly (${Math.round((correct / asked) * 100)}%)`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** True of every answer: at most three dogs, each real, available, named as it is and listed in the text in order. */
function generalFailure(reply: AssistantReply, dogs: Map<string, DogRow>): string | null {
  if (reply.dogs.length > 3) return `names ${reply.dogs.length} dogs`;
  for (const { id, name } of reply.dogs) {
    const dog = dogs.get(id);
    if (!dog) return `names ${name}, who is not in the database`;
    if (dog.status !== 'available') return `names ${name}, who is not available`;
    if (dog.name !== name) return `calls ${dog.name} "${name}"`;
    if (!reply.content.includes(name)) return `lists ${name} but does not name them in the text`;
  }
  const numbered = [...reply.content.matchAll(/^\d+\. ([^,]+),/gm)].map((match) => match[1]);
  if (numbered.length > 0 && numbered.join('|') !== reply.dogs.map((d) => d.name).join('|')) {
    return `the text lists ${numbered.join(', ')} but the answer's dogs are ${reply.dogs.map((d) => d.name).join(', ')}`;
  }
  return null;
}

await main();
