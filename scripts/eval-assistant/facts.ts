// The facts a correct answer must respect, each checked against the database (never against
// the engine's own output): "every named dog is good with cats", "all within 10 miles",
// "names a dog when one fits", "gives Bella's real score", "says nothing fits and suggests
// what to relax".
import { distanceMiles, rankDogs, scoreDog } from '../../packages/domain/src/matching/index.ts';
import type { DogRecord } from '../../apps/api/src/db/schema/index.ts';
import type { AssistantAdopter, AssistantReply } from '../../apps/api/src/modules/assistant/engine.ts';

export type DogRow = Omit<DogRecord, 'position'>;

export interface Turn {
  question: string;
  reply: AssistantReply;
}

export interface Context {
  adopter: AssistantAdopter;
  dogs: Map<string, DogRow>;
  reply: AssistantReply;
  /** The earlier turns of this conversation, oldest first. */
  before: Turn[];
}

/** A fact the answer must respect: null when it does, otherwise what is wrong. */
export type Fact = (ctx: Context) => string | null;

export const miles = (ctx: Context, dog: DogRow) => distanceMiles(ctx.adopter, dog);
const named = (ctx: Context) => ctx.reply.dogs.map((d) => ctx.dogs.get(d.id)!);
export const previousDogs = (ctx: Context, back = 1) =>
  (ctx.before[ctx.before.length - back]?.reply.dogs ?? []).map((d) => ctx.dogs.get(d.id)!);
export const rank = <T extends string>(scale: readonly T[], value: T) => scale.indexOf(value);
/** Everything shown so far in this conversation. */
const shownBefore = (ctx: Context) => new Set(ctx.before.flatMap((turn) => turn.reply.dogs.map((d) => d.id)));

export interface FitsOptions {
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
export function fits(where: (dog: DogRow, ctx: Context) => boolean, options: FitsOptions = {}): Fact {
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
export function about(pick: (ctx: Context) => DogRow | undefined, label: string): Fact {
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
export const nearestNamed = (name: string) => (ctx: Context) =>
  [...ctx.dogs.values()]
    .filter((dog) => dog.status === 'available' && dog.name.toLowerCase() === name.toLowerCase())
    .sort((a, b) => miles(ctx, a) - miles(ctx, b))[0];

export const nthOfPrevious =
  (n: number, back = 1) =>
  (ctx: Context) =>
    previousDogs(ctx, back)[n];

export const namesNoDog =
  (says: RegExp): Fact =>
  (ctx) =>
    ctx.reply.dogs.length > 0 ? 'names a dog' : says.test(ctx.reply.content) ? null : `does not say ${says}`;

/** Explains the engine truthfully; its one example, if any, is the adopter's best match with its real score. */
export const explainsScores: Fact = (ctx) => {
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

export const offersHelp: Fact = (ctx) =>
  ctx.reply.dogs.length > 0 ? 'names dogs' : /"[^"]+\?"/.test(ctx.reply.content) ? null : 'gives no example question';

/** Said of the dog named, as the database has it. */
export const tellsCats: Fact = (ctx) => {
  const dog = named(ctx)[0];
  if (!dog) return 'names no dog';
  return ctx.reply.content.includes(`Good with cats: ${dog.goodWithCats ? 'yes' : 'no'}`)
    ? null
    : 'does not say rightly whether it is good with cats';
};

/** No dog that breaks a hard limit is named while dogs that break none are left out. */
export const noAvoidableHardLimits: Fact = (ctx) => {
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

export const all =
  (...facts: Fact[]): Fact =>
  (ctx) =>
    facts.map((fact) => fact(ctx)).find((failure) => failure !== null) ?? null;

/** True of every answer: at most three dogs, each real, available, named as it is and listed in the text in order. */
export function generalFailure(reply: AssistantReply, dogs: Map<string, DogRow>): string | null {
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
