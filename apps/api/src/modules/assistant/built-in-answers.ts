// The built-in engine's words: warm, plain, and only ever about the dogs and scores the
// tools returned. Plain text (the chat shows it as written, line breaks kept); each dog is
// named exactly as its `name`, which the screen turns into a link to its page.
import {
  describeDistance,
  describeDogs,
  describeFilters,
  type FilterAdjustment,
  type Relaxation,
} from '@scout/domain/assistant/search-filters';
import type { DogSearchFilters } from '@scout/domain/assistant/types';
import { HARD_LIMITS, MATCH_WEIGHTS, type HardLimitKey, type MatchProfile } from '@scout/domain/matching';
import type { AssistantAdopter, AssistantDog } from './engine.ts';

const ENERGY_WORDS = {
  low: 'low energy',
  moderate: 'moderate energy',
  high: 'high energy',
  very_high: 'very high energy',
} as const;

/** "an 89% match", "a 92% match": numbers are read aloud ("an eighty-nine"). */
function withArticle(words: string): string {
  return `${/^(?:8|11|18|8\d)(?!\d)/.test(words) ? 'an' : 'a'} ${words}`;
}

/** "an 8-month-old", "a 3-year-old". */
export function ageWords(age: number, ageCategory: AssistantDog['ageCategory']): string {
  return withArticle(
    ageCategory === 'puppy' && age < 1
      ? `${Math.max(1, Math.round(age * 12))}-month-old`
      : `${Math.max(1, Math.floor(age))}-year-old`,
  );
}

/** "2.3 miles away". */
export function distanceWords(miles: number): string {
  const shown = miles.toFixed(1);
  return `${shown} ${shown === '1.0' ? 'mile' : 'miles'} away`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Two lines: who the dog is, then why it fits (or what to know first). */
function dogLines(position: number, dog: AssistantDog): string {
  const facts = `${position}. ${dog.name}, ${dog.score}% match: ${ageWords(dog.age, dog.ageCategory)} ${dog.breed} (${dog.size}, ${ENERGY_WORDS[dog.energyLevel]}), ${distanceWords(dog.distanceMiles)}.`;
  const reasons = dog.reasons.slice(0, 3).map((reason, i) => (i === 0 ? reason : lowerFirst(reason)));
  if (reasons.length === 0) return facts;
  return `${facts}\n   ${dog.hardLimits.length > 0 ? 'Heads-up' : 'Why'}: ${reasons.join('; ')}.`;
}

const UNMET: Record<FilterAdjustment, string> = {
  smaller: "Small is already the smallest size, so here are more small dogs you haven't seen yet.",
  bigger: "Large is already the biggest size, so here are more large dogs you haven't seen yet.",
  younger: "Puppies are as young as it gets, so here are more puppies you haven't seen yet.",
  older: "Seniors are as old as it gets, so here are more seniors you haven't seen yet.",
  calmer: "Low energy is as calm as it gets, so here are more low-energy dogs you haven't seen yet.",
  more_active: "Very high energy is as lively as it gets, so here are more of those you haven't seen yet.",
  closer: "The dogs I showed you were already very close by, so here are more nearby dogs you haven't seen yet.",
  farther: "I'm already searching as far as I can, so here are more dogs you haven't seen yet.",
};

function notes(unsupported: readonly string[], unmet: readonly FilterAdjustment[]): string[] {
  const lines = unmet.map((adjustment) => UNMET[adjustment]);
  if (unsupported.length > 0) {
    lines.unshift(
      `I can't search by ${unsupported.join(' or ')} yet, so I left that out; the shelter or owner can tell you more.`,
    );
  }
  return lines;
}

function nextSteps(filters: DogSearchFilters, moreToShow: boolean): string {
  const refine =
    filters.sizes.length === 1 && filters.sizes[0] === 'small'
      ? '"calmer ones?"'
      : filters.goodWithCats
        ? '"any smaller ones?"'
        : '"any smaller ones?" or "good with cats?"';
  return `Ask "why is the first one a good match?" for the details, try ${refine}${moreToShow ? ', or say "show me more"' : ''}.`;
}

export interface SearchAnswer {
  filters: DogSearchFilters;
  searchRadius: number;
  dogs: readonly AssistantDog[];
  /** How many dogs fit in all (without those already shown when `more`). */
  total: number;
  more: boolean;
  unsupported: readonly string[];
  unmet: readonly FilterAdjustment[];
}

export function searchAnswer({ filters, searchRadius, dogs, total, more, unsupported, unmet }: SearchAnswer): string {
  const description = describeFilters(filters, searchRadius);
  let intro: string;
  if (more)
    intro = `Here ${dogs.length === 1 ? 'is 1 more' : `are ${dogs.length} more`} of the ${description}, best match first:`;
  else if (total === 1) intro = `One dog fits (${description}):`;
  else if (total <= dogs.length) intro = `There are ${total} ${description}, best match first:`;
  else intro = `Here are your top ${dogs.length} matches among the ${total} ${description}:`;
  const lines = [
    ...notes(unsupported, unmet),
    intro,
    '',
    ...dogs.map((dog, i) => dogLines(i + 1, dog)),
    '',
    nextSteps(filters, total > dogs.length),
  ];
  return lines.join('\n');
}

export interface FoundRelaxation {
  relaxation: Relaxation;
  total: number;
}

export interface NothingFitsAnswer {
  filters: DogSearchFilters;
  searchRadius: number;
  /** Dogs that fit, counting those already shown: more than 0 means the adopter has seen them all. */
  totalIncludingShown: number;
  relaxations: readonly FoundRelaxation[];
  unsupported: readonly string[];
}

export function nothingFitsAnswer({
  filters,
  searchRadius,
  totalIncludingShown,
  relaxations,
  unsupported,
}: NothingFitsAnswer): string {
  const lines = notes(unsupported, []);
  const dogs = describeDogs(filters);
  const where = describeDistance(filters, searchRadius);
  if (totalIncludingShown > 0) {
    lines.push(
      `That's everyone: I've shown you all ${totalIncludingShown === 1 ? 'the' : totalIncludingShown} ${dogs} ${where}.`,
    );
  } else {
    lines.push(`I couldn't find any ${dogs} ${where} right now.`);
  }
  if (relaxations.length > 0) {
    const options = relaxations.map(
      ({ relaxation, total }) => `${relaxation.label} finds ${total} ${total === 1 ? 'dog' : 'dogs'}`,
    );
    const asks = relaxations.map(({ relaxation }) => `"${relaxation.ask}"`);
    lines.push(`Relaxing one thing would help: ${options.join('; ')}.`);
    lines.push(
      `Just say ${asks.length === 1 ? asks[0] : `${asks.slice(0, -1).join(', ')} or ${asks[asks.length - 1]}`} and I'll look again.`,
    );
  } else {
    lines.push(
      'Loosening any one of those would not find a dog either, so there may simply be none like that listed near you at the moment. New dogs arrive all the time: ask me again soon, or try "Show me my best matches".',
    );
  }
  return lines.join('\n');
}

export function whyAnswer(dog: AssistantDog): string {
  const company = [
    `Good with kids: ${dog.goodWithKids ? 'yes' : 'no'}.`,
    `Good with other dogs: ${dog.goodWithDogs ? 'yes' : 'no'}.`,
    `Good with cats: ${dog.goodWithCats ? 'yes' : 'no'}.`,
  ].join(' ');
  const lines = [
    `${dog.name} is ${withArticle(`${dog.score}%`)} match for you: ${ageWords(dog.age, dog.ageCategory)} ${dog.breed} (${dog.size}, ${Math.round(dog.weight)} lbs, ${ENERGY_WORDS[dog.energyLevel]}) with ${dog.shelterName}, ${distanceWords(dog.distanceMiles)}.`,
  ];
  if (dog.hardLimits.length > 0) {
    lines.push(
      '',
      `One thing to know first: ${dog.hardLimits.map(lowerFirst).join(', and ')}. That is one of the hard limits in how I match, so the score stays at 39% or below and dogs without one rank ahead. With the right plan it can still work out, so it's worth talking it over with ${dog.shelterName}.`,
    );
  }
  // Each broken hard limit leads the reasons; it was said above.
  const reasons = dog.reasons.slice(dog.hardLimits.length);
  if (reasons.length > 0)
    lines.push('', 'What counts, most important first:', ...reasons.map((reason) => `- ${reason}`));
  lines.push('', company);
  if (dog.specialNeeds && dog.specialNeeds.trim() !== '') lines.push(`Special needs: ${dog.specialNeeds.trim()}`);
  lines.push('', 'Open the link for photos and to get in touch, or ask me for more dogs like this.');
  return lines.join('\n');
}

export function unknownDogAnswer(name: string | null): string {
  if (name === null) {
    return 'Which dog do you mean? Ask me about one by name, like "Why is Bella a good match for me?", or ask me to find some dogs first.';
  }
  return `I couldn't find an available dog named ${name}. The name might be spelled differently, or ${name} may have found a home already. Want me to look for dogs instead? Try "Which dogs are good with kids?" or tell me what you're looking for.`;
}

export const GONE_DOG_ANSWER =
  'That dog isn\'t available anymore; they may have just been adopted. Want me to find you similar dogs? Just say "show me more".';

/** The soft factors in plain words, as they weigh for this adopter (README of the matching engine). */
function heaviestFactors(profile: MatchProfile): string[] {
  const kids =
    profile.householdComposition === 'kids_0_5'
      ? (['being good with your kids under 6', MATCH_WEIGHTS.kidsUnder6] as const)
      : profile.householdComposition === 'kids_6_12'
        ? (['being good with your school-age kids', MATCH_WEIGHTS.kidsSchoolAge] as const)
        : profile.householdComposition === 'kids_teen'
          ? (['being good with your teenagers', MATCH_WEIGHTS.kidsTeen] as const)
          : null;
  const hasCat = profile.otherPets === 'cats' || profile.otherPets === 'both';
  const hasDog = profile.otherPets === 'dogs' || profile.otherPets === 'both';
  const experience =
    profile.experienceLevel === 'first_time'
      ? MATCH_WEIGHTS.experienceFirstTime
      : profile.experienceLevel === 'some_experience'
        ? MATCH_WEIGHTS.experienceSome
        : MATCH_WEIGHTS.experienceVery;
  const factors: (readonly [string, number])[] = [
    ...(kids ? [kids] : []),
    ...(hasCat ? [['getting along with your cat', MATCH_WEIGHTS.cats] as const] : []),
    ...(hasDog ? [['getting along with your dog', MATCH_WEIGHTS.dogs] as const] : []),
    ...(profile.preferredEnergy.length > 0
      ? [['the energy level you asked for', MATCH_WEIGHTS.preferredEnergy] as const]
      : []),
    ...(profile.preferredSize.length > 0 ? [['the size you asked for', MATCH_WEIGHTS.preferredSize] as const] : []),
    ...(profile.preferredAge.length > 0 ? [['the age you asked for', MATCH_WEIGHTS.preferredAge] as const] : []),
    ["how the dog's energy fits your activity level", MATCH_WEIGHTS.activity],
    ...(experience > 0 ? [['how easy the dog is for your experience', experience] as const] : []),
  ];
  // A stable sort keeps the engine's own order among equal weights.
  return [...factors]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([words]) => words);
}

/**
 * Each of the engine's hard limits in the assistant's words: the rule for everyone, and why
 * it applies to this adopter. Keyed by the engine's own list, so a new limit cannot go unsaid.
 */
const HARD_LIMIT_WORDS: Record<HardLimitKey, { rule: string; yours: string }> = {
  kidsUnder6: {
    rule: 'a dog not good with kids in a home with kids under 6',
    yours: "a dog that isn't good with kids, since you have kids under 6",
  },
  cats: {
    rule: 'a dog not good with cats in a home with a cat',
    yours: "a dog that isn't good with cats, since you have a cat",
  },
  dogs: {
    rule: 'a dog not good with other dogs in a home with a dog',
    yours: "a dog that isn't good with other dogs, since you have a dog",
  },
  veryHighEnergyApartment: {
    rule: 'a very high-energy dog in an apartment with a relaxed routine',
    yours: 'a very high-energy dog, since you live in an apartment with a relaxed routine',
  },
  specialNeedsFirstTime: {
    rule: 'a dog with special needs for a first-time adopter',
    yours: 'a dog with special needs, since this would be your first dog',
  },
};

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];

/** The engine's hard limits that this adopter's answers make apply to them. */
function yourHardLimits(profile: MatchProfile): string[] {
  return HARD_LIMITS.filter((limit) => limit.appliesTo(profile)).map((limit) => HARD_LIMIT_WORDS[limit.key].yours);
}

const joinAnd = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** "Five things are hard limits: a dog not good with kids in a home with kids under 6; ...". */
const everyHardLimit = [
  `${COUNT_WORDS[HARD_LIMITS.length] ?? HARD_LIMITS.length} things are hard limits: `,
  HARD_LIMITS.map((limit) => HARD_LIMIT_WORDS[limit.key].rule).join('; '),
  '.',
].join('');

export function explainScoresAnswer(adopter: AssistantAdopter, example: AssistantDog | null): string {
  const limits = yourHardLimits(adopter.profile);
  const personal = [
    `For you, the factors that weigh most are ${joinAnd(heaviestFactors(adopter.profile))}.`,
    limits.length > 0
      ? `Your hard limits: ${limits.join('; ')}.`
      : 'None of the hard limits applies to your answers, so every dog scores at least 40% for you.',
  ];
  return [
    "Every compatibility score comes from Scout's matching engine, the same one that orders your Discover deck. It compares a dog with your survey answers:",
    '',
    "- Up to 13 factors count: kids at home, a cat or a dog you already have, the energy, size and age you asked for, your activity level and exercise plans, your work schedule, your experience with dogs, the dog's temperament, and your home and outdoor space.",
    "- They weigh differently. Being good with young kids counts most, then getting along with a cat, then other dogs and your preferred energy level. Factors that don't apply to you (cats, when you have none) are left out.",
    `- ${everyHardLimit}`,
    "- A dog within the hard limits scores between 40% and 100%. A dog that breaks one scores 39% or lower, so it always ranks after every dog that doesn't, and its reasons say why.",
    '- Nothing is random: the same dog and the same answers always give the same score, and every score comes with its reasons, most important first.',
    '',
    ...personal,
    '',
    example
      ? `For example, your best match right now, ${example.name}, scores ${example.score}% for you: ${example.reasons.slice(0, 3).map(lowerFirst).join('; ')}. Ask "why is ${example.name} a good match?" for every reason.`
      : 'Ask "why is Bella a good match?" about any dog to see its score explained.',
  ].join('\n');
}

export function helpAnswer(topic: 'greeting' | 'thanks' | 'capabilities' | 'unclear', firstName: string): string {
  const examples = [
    '- "Which dogs are good with kids?"',
    '- "Something calm for my apartment"',
    '- "Any small dogs within 10 miles?"',
    '- "Why is Bella a good match for me?"',
    '- "How do compatibility scores work?"',
  ];
  switch (topic) {
    case 'thanks':
      return 'You\'re welcome! Ask me anytime: "show me more", "any puppies good with cats?" or "why is the first one a good match?"';
    case 'greeting':
      return [
        `Hi${firstName ? ` ${firstName}` : ''}! I'm Scout, your adoption matchmaker. I know every dog up for adoption near you, and I can find the ones that fit your life and explain why. Try asking:`,
        ...examples,
      ].join('\n');
    case 'capabilities':
      return [
        'I find dogs for you among the ones up for adoption right now, best match first, and explain each match. Tell me what you are looking for (size, energy, age, breed, good with kids, dogs or cats, how far you can travel) and then narrow it down with "any smaller ones?" or "show me more". For example:',
        ...examples,
      ].join('\n');
    case 'unclear':
      return [
        "I'm not sure I understood that. I'm best at finding dogs and explaining matches. Try:",
        ...examples,
      ].join('\n');
  }
}
