// Turns what an adopter types to Scout into what to do: a search with DogSearchFilters, a
// question about one dog ("why is Bella a good match?"), how scores work, or help.
//
// How it reads a question: the text is lower-cased and stripped to words. Questions about
// one dog are recognised first, by their shape ("why is X a good match", "tell me about X",
// "what about X"), with X a name from the data, "her", or "the second one". Then the search
// phrases are read in a fixed order, each consuming the words it used so nothing is read
// twice: negations and special phrases first ("not too big", "golden years", "little ones",
// "small apartment"), then comparisons with the last answer ("smaller", "more active"),
// distances and weights, breed names from the data (longest phrase first, so "labrador
// retriever" is one breed, not "labrador" and "retriever"), and single words last. A
// follow-up keeps the previous search and changes only what it names; a fresh question
// starts from NO_FILTERS. Dog names are only ever read in the one-dog shapes above, so a
// dog called "Bear" or "Tiny" never becomes a size, and "max 10 miles" never a dog.
import {
  AGE_BANDS,
  AGE_CATEGORIES,
  DOG_SIZES,
  ENERGY_LEVELS,
  SIZE_BANDS,
  TEMPERAMENT_TRAITS,
  type AgeCategory,
  type DogSize,
  type EnergyLevel,
  type TemperamentTrait,
} from '../constants.ts';
import { ASSISTANT_MAX_MILES, NEARBY_MILES, type FilterAdjustment } from './search-filters.ts';
import { NO_FILTERS, type AssistantState, type DogSearchFilters } from './types.ts';

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

// ---- text ------------------------------------------------------------------------------------

/** Lower case, plain letters, digits and the few signs the phrases use ("'", "%", "#", decimal points). */
export function normalizeText(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
      .replace(/[^a-z0-9'%#.]+/g, ' ')
      // Periods go, decimal points stay.
      .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
      .replace(/(^|\s)'+|'+(?=\s|$)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A phrase as a whole-word, global pattern. */
function phrase(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9'])(?:${source})(?![a-z0-9])`, 'g');
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty five': 25,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'a hundred': 100,
  'one hundred': 100,
  'a couple of': 2,
  'a couple': 2,
  'a few': 3,
};
const NUM = `\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((x, y) => y.length - x.length)
  .join('|')}`;

function toNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = /^\d/.test(text) ? Number(text) : NUMBER_WORDS[text];
  return value === undefined || !Number.isFinite(value) ? null : value;
}

/** The words the question has not used yet; a used phrase becomes " ; " so phrases never join across it. */
class Scan {
  constructor(public rest: string) {}

  take(pattern: RegExp, apply: (groups: (string | undefined)[]) => void): void {
    this.rest = this.rest.replace(pattern, (_match: string, ...args: unknown[]) => {
      apply(args.slice(0, -2) as (string | undefined)[]);
      return ' ; ';
    });
  }

  words(): string[] {
    return this.rest.split(' ').filter((word) => word !== '');
  }
}

// ---- what a question asks for ----------------------------------------------------------------

type ClearableField = 'sizes' | 'ageCategories' | 'energyLevels' | 'temperament' | 'breeds' | 'maxMiles';

interface Asked {
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

function emptyAsked(): Asked {
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

const add = <T>(set: Set<T>, ...values: T[]) => values.forEach((value) => set.add(value));

/** Sizes whose whole weight band is under / over a bound; the nearest band when none is. */
function sizesUnder(pounds: number): DogSize[] {
  const fits = DOG_SIZES.filter((size) => SIZE_BANDS[size].max <= pounds);
  return fits.length > 0 ? fits : ['small'];
}
function sizesOver(pounds: number): DogSize[] {
  const fits = DOG_SIZES.filter((size) => SIZE_BANDS[size].min >= pounds);
  return fits.length > 0 ? fits : ['large'];
}
function sizeAt(pounds: number): DogSize {
  return DOG_SIZES.find((size) => pounds < SIZE_BANDS[size].max) ?? 'large';
}
function agesUnder(years: number): AgeCategory[] {
  const fits = AGE_CATEGORIES.filter((age) => AGE_BANDS[age].max <= years);
  return fits.length > 0 ? fits : ['puppy'];
}
function agesOver(years: number): AgeCategory[] {
  const fits = AGE_CATEGORIES.filter((age) => AGE_BANDS[age].min >= years);
  return fits.length > 0 ? fits : ['senior'];
}
function ageAt(years: number): AgeCategory {
  return AGE_CATEGORIES.find((age) => years < AGE_BANDS[age].max) ?? 'senior';
}

const KM_PER_MILE = 1.609344;
const WALKING_DISTANCE_MILES = 2;

function setMiles(asked: Asked, miles: number) {
  asked.maxMiles = Math.min(ASSISTANT_MAX_MILES, Math.max(1, Math.round(miles * 10) / 10));
}

const COMPANY = {
  kids: 'kids',
  children: 'kids',
  child: 'kids',
  cat: 'cats',
  cats: 'cats',
  dogs: 'dogs',
  dog: 'dogs',
} as const;
function companyKey(word: string | undefined): 'kids' | 'cats' | 'dogs' {
  const last = (word ?? '').split(' ').pop() ?? '';
  return COMPANY[last as keyof typeof COMPANY] ?? 'dogs';
}

const CLEARABLE: Record<string, ClearableField> = {
  size: 'sizes',
  age: 'ageCategories',
  energy: 'energyLevels',
  'energy level': 'energyLevels',
  breed: 'breeds',
  temperament: 'temperament',
  personality: 'temperament',
  distance: 'maxMiles',
  location: 'maxMiles',
};

interface Rule {
  pattern: RegExp;
  apply(asked: Asked, groups: (string | undefined)[]): void;
}

const rule = (source: string, apply: Rule['apply']): Rule => ({ pattern: phrase(source), apply });
const noop = () => {};

const NOT = "(?:not|no|nothing|never|isn't|isnt|aren't|arent)";
const DONT = "(?:don't|dont|do not|doesn't|doesnt|does not|needn't|need not|no need to|not necessarily)";
const KIDS =
  'kids?|children|child|toddlers?|bab(?:y|ies)|infants?|newborns?|grandkids|grandchildren|grandchild|sons?|daughters?|youngsters|teenagers?|teens?|nephews?|nieces?|school age|little ones';

/** Relative words: with "a"/"an" before them they describe a dog ("an older dog"), otherwise they compare. */
function comparison(adjustment: FilterAdjustment, absolute: (asked: Asked) => void): Rule['apply'] {
  return (asked, [article]) => {
    if (article) absolute(asked);
    else {
      asked.adjustments.push(adjustment);
      asked.refersBack = true;
    }
  };
}

const RULES: readonly Rule[] = [
  // -- said about the adopter, not the dog --------------------------------------------------
  rule("(?:i |we )?(?:live|living|am|i'm|im) (?:alone|by myself|on my own)", noop),
  rule(
    `(?:no|zero|none|without|not any|(?:don't|dont|do not) have(?: any)?) (?:other )?(?:${KIDS}|cats?|kitties|kittens|dogs|pets|animals)(?: at home| in the house)?`,
    noop,
  ),
  rule(
    `${DONT}(?: need| have)?(?: to)?(?: be)? (?:good|ok|okay|great|fine) with (?:the |my |our |other )?(kids|children|cats?|dogs)`,
    (a, [who]) => {
      a[companyKey(who)] = false;
      a.refersBack = true;
    },
  ),
  rule(
    "(kids|children|cats|dogs) (?:don't|dont|do not|doesn't|doesnt) matter|(?:don't|dont|do not) (?:care|worry) about (?:the )?(kids|children|cats?|dogs)",
    (a, [x, y]) => {
      a[companyKey(x ?? y)] = false;
      a.refersBack = true;
    },
  ),

  // -- clearing a filter, starting over ---------------------------------------------------------
  rule('any (size|age|energy level|energy|breed|temperament|personality|distance|location)', (a, [field]) => {
    a.cleared.add(CLEARABLE[field!]!);
    a.refersBack = true;
  }),
  rule(
    "(size|age|energy level|energy|breed|temperament|personality|distance|location) (?:doesn't|doesnt|does not|don't|dont|do not|does ?n't) (?:really )?matter",
    (a, [field]) => {
      a.cleared.add(CLEARABLE[field!]!);
      a.refersBack = true;
    },
  ),
  rule(
    '(?:drop|remove|forget|ignore|skip|lose|forget about|never mind|no) (?:the )?(size|age|energy level|energy|breed|temperament|personality|distance)(?: filter| limit| requirement| preference)?',
    (a, [field]) => {
      a.cleared.add(CLEARABLE[field!]!);
      a.refersBack = true;
    },
  ),
  rule('anywhere|any ?where|no matter how far|however far', (a) => {
    a.cleared.add('maxMiles');
    a.refersBack = true;
  }),
  rule(
    'start over|start again|new search|from scratch|reset|forget (?:that|it|all that|everything|what i said)|clear (?:the |my |all )?(?:filters|search|everything)|never ?mind',
    (a) => {
      a.fresh = true;
    },
  ),

  // -- phrases whose words would mislead alone ---------------------------------------------------
  rule('golden (?:years|oldies?|age)', (a) => add(a.ages, 'senior')),
  rule('baby (?:dogs?|pups?|pupp(?:y|ies))', (a) => add(a.ages, 'puppy')),
  rule(
    '(?:little|small|young|tiny|older|old|big|teenage|school age|grown|human) (?:kids|children|humans|boys|girls)|(?:with|around|for|have|has|got) (?:the |my |our |two |three |2 |3 )?little ones|big family|large family|(?:family|kid|kids|child|children) friendly|family (?:dogs?|pets?)|good with (?:the )?family',
    (a) => {
      a.kids = true;
    },
  ),
  rule(
    "(?:small|tiny|little|one bedroom|1 bedroom|studio|city|an|my|our|the) (?:apartment|apt|flat|condo|unit)s?|(?:small|tiny|little) (?:home|house|place|space)|apartments?(?: friendly| living| life| dweller)?|apt|condo|condominium|high rise|city living|no yard|without a yard|(?:don't|dont|do not) have a yard|no backyard",
    (a) => {
      a.apartment = true;
    },
  ),
  rule(
    '(?:big|large|huge|small|little|fenced|fenced in|back|nice|giant|tiny) (?:yard|backyard|garden|house|home|property|ranch|farm|lot)',
    noop,
  ),
  rule(
    "(?:my|our|an|a) (?:elderly|older|old|senior|aging|aged) (?:mom|mother|dad|father|parents?|grandma|grandmother|grandpa|grandfather|neighbou?r|relative|person|couple|owner|adopter|lady|man|woman)|senior citizens?|(?:i'm|i am|im|we're|we are) (?:a |an )?(?:senior|seniors|older|old|retired|elderly)|retiree|retired|old enough",
    noop,
  ),
  rule('gentle giants?', (a) => {
    add(a.sizes, 'large');
    add(a.temperament, 'gentle');
  }),
  rule('lap ?dogs?', (a) => add(a.sizes, 'small')),
  rule('velcro dogs?', (a) => add(a.temperament, 'loyal')),
  rule('guard ?dogs?|watch ?dogs?', (a) => add(a.temperament, 'protective')),
  rule('dog parks?|doggy daycare|dog daycare|playdates?', (a) => {
    a.dogs = true;
  }),
  rule('working dogs?|herding dogs?|high drive', (a) => add(a.energies, 'high', 'very_high')),
  rule('more playful', (a) => {
    add(a.temperament, 'playful');
    a.refersBack = true;
  }),

  // -- what the dog should not be ----------------------------------------------------------------
  rule(`${NOT} (?:too |very |that |super |overly |a |an )?(?:big|large|huge|giant)(?: ones| dogs?)?`, (a) =>
    add(a.sizes, 'small', 'medium'),
  ),
  rule(`${NOT} (?:too |very |that |super |a )?(?:small|tiny|little)(?: ones| dogs?)?`, (a) =>
    add(a.sizes, 'medium', 'large'),
  ),
  rule(
    `${NOT} (?:too |very |that |super |overly |a |an )?(?:active|energetic|hyper|high energy|crazy|wild|intense|sporty|athletic|demanding|rambunctious)(?: ones| dogs?)?|(?:don't|dont|do not|doesn't|doesnt|does not)(?: really)? (?:need|require|want) (?:a lot of|lots of|much|tons of) (?:exercise|activity|walking|energy)|(?:i'm|i am|im|we're|we are) not (?:very |that |super |too )?(?:active|sporty|athletic|outdoorsy)`,
    (a) => add(a.energies, 'low', 'moderate'),
  ),
  rule(`${NOT} (?:too |very |that )?(?:lazy|sleepy|a couch potato)`, (a) => add(a.energies, 'moderate', 'high')),
  rule(
    `${NOT} (?:a )?(?:puppy|puppies|pups?|baby)|past the puppy (?:stage|phase)|(?:done|finished) with puppies|out of the puppy (?:stage|phase)`,
    (a) => add(a.ages, 'young', 'adult', 'senior'),
  ),
  rule(`${NOT} (?:too |very |that |a )?(?:old|older|senior|seniors|elderly)(?: dogs?| ones)?`, (a) =>
    add(a.ages, 'puppy', 'young', 'adult'),
  ),

  // -- comparisons with the last answer ---------------------------------------------------------
  rule(
    '(?:a )?(?:little|bit|tad)(?: bit)?(?= (?:more|less|smaller|bigger|larger|younger|older|calmer|closer|nearer|further|farther|lower|higher))|slightly|even',
    noop,
  ),
  rule(
    '(?:show|give|find|get) (?:me |us )?(?:another|other|more|different|new) (?:dogs?|ones?|options?|pups?|matches)',
    (a) => {
      a.showMore = true;
      a.refersBack = true;
    },
  ),
  rule(
    '(?:bigger|larger|wider) (?:radius|area|search)|farther(?: away| out)?|further(?: away| out)?|more miles|(?:widen|expand|broaden|extend)(?: the| my)?(?: search| radius| area| distance)?|more distance',
    (a) => {
      a.adjustments.push('farther');
      a.refersBack = true;
    },
  ),
  rule(
    '(an? )?(?:(?:more|extra) (?:active|energetic|lively|athletic|sporty|spirited|hyper)|higher energy|livelier|peppier|sportier|(?:with )?more energy)',
    comparison('more_active', (a) => add(a.energies, 'high', 'very_high')),
  ),
  rule(
    '(an? )?(?:(?:less|lower) (?:active|energetic|energy|hyper|intense|lively)|calmer|mellower|quieter|lazier|lower key|more (?:calm|chill|relaxed|laid back|mellow|low key|quiet|easygoing|easy going)|less energy)',
    comparison('calmer', (a) => add(a.energies, 'low')),
  ),
  rule(
    '(an? )?(?:smaller|littler|tinier|lighter|less big|not as (?:big|large|heavy))',
    comparison('smaller', (a) => add(a.sizes, 'small')),
  ),
  rule(
    '(an? )?(?:bigger|larger|heavier|not as (?:small|little|tiny))',
    comparison('bigger', (a) => add(a.sizes, 'large')),
  ),
  rule(
    '(an? )?younger',
    comparison('younger', (a) => add(a.ages, 'puppy', 'young')),
  ),
  rule(
    '(an? )?older',
    comparison('older', (a) => add(a.ages, 'senior')),
  ),
  rule(
    '(an? )?(?:closer(?: to (?:me|home|us|here))?(?: by)?|nearer(?: to (?:me|home|us))?|less far|shorter drive|not as far)',
    comparison('closer', (a) => setMiles(a, NEARBY_MILES)),
  ),

  // -- distance ------------------------------------------------------------------------------
  rule(
    `(?:more than|over|at least|further than|farther than|beyond|outside(?: of)?) (?:${NUM}) ?(?:miles?|mi|km|kilometers?|kilometres?)`,
    noop,
  ),
  rule(`(${NUM}) ?(miles?|mi|km|kilometers?|kilometres?)(?: radius| range| drive| away)?`, (a, [count, unit]) => {
    const value = toNumber(count);
    if (value !== null) setMiles(a, unit!.startsWith('k') ? value / KM_PER_MILE : value);
  }),
  rule('walking distance|walkable', (a) => setMiles(a, WALKING_DISTANCE_MILES)),
  rule(
    'close to (?:me|home|us|here|where i live)|close ?by|near ?by|near (?:me|us|here|home)|around (?:me|here)|in my (?:area|neighbou?rhood|town|city)|in the area|in town|locally|local|closest|nearest|not (?:too )?far(?: away)?|short drive|close(?! (?:companion|bond|friend|relationship))',
    (a) => setMiles(a, NEARBY_MILES),
  ),

  // -- weight ---------------------------------------------------------------------------------
  rule(
    `(?:under|less than|below|lighter than|no more than|not more than|at most|max(?:imum)?|up to|smaller than|not over|no heavier than) ?(${NUM}) ?(?:lbs?|pounds?)|(${NUM}) ?(?:lbs?|pounds?) (?:or less|or under|or lighter|max|maximum|and under|or smaller|or below)`,
    (a, [x, y]) => {
      const pounds = toNumber(x ?? y);
      if (pounds !== null) add(a.sizes, ...sizesUnder(pounds));
    },
  ),
  rule(
    `(?:over|more than|above|heavier than|at least|bigger than|no less than) ?(${NUM}) ?(?:lbs?|pounds?)|(${NUM}) ?(?:lbs?|pounds?) (?:or more|or over|and up|plus|or heavier|or bigger|or above)`,
    (a, [x, y]) => {
      const pounds = toNumber(x ?? y);
      if (pounds !== null) add(a.sizes, ...sizesOver(pounds));
    },
  ),
  rule(`(${NUM}) ?(?:lbs?|pounds?)`, (a, [x]) => {
    const pounds = toNumber(x);
    if (pounds !== null) add(a.sizes, sizeAt(pounds));
  }),

  // -- age in numbers --------------------------------------------------------------------------
  // "Good with my 3 year old" is about a child, not the dog's age.
  rule(
    `(?:with|around|for|have|has|got|my|our) (?:(?:a|an|two|three|2|3|little|young|my|our) )?(?:${NUM}) ?(?:year|yr|month) olds?(?! (?:dogs?|pups?|pupp(?:y|ies)))`,
    (a) => {
      a.kids = true;
    },
  ),
  rule(
    `(?:under|less than|younger than|below|no older than|not older than|at most|up to) (${NUM})(?: ?(?:years?|yrs?|yo)(?: old)?)?|(${NUM}) ?(?:years?|yrs?|yo)(?: old)? (?:or (?:younger|less|under)|and (?:under|younger))`,
    (a, [x, y]) => {
      const years = toNumber(x ?? y);
      if (years !== null) add(a.ages, ...agesUnder(years));
    },
  ),
  rule(
    `(?:over|more than|older than|above|at least) (${NUM})(?: ?(?:years?|yrs?|yo)(?: old)?)?|(${NUM}) ?(?:years?|yrs?|yo)(?: old)? (?:or (?:older|more|over)|and (?:up|over|older))`,
    (a, [x, y]) => {
      const years = toNumber(x ?? y);
      if (years !== null) add(a.ages, ...agesOver(years));
    },
  ),
  rule(`(${NUM}) ?months?(?: old)?`, (a, [x]) => {
    const months = toNumber(x);
    if (months !== null) add(a.ages, ageAt(months / 12));
  }),
  rule(`(${NUM}) ?(?:years?|yrs?|yr) old|(${NUM}) ?yo|(${NUM}) years?`, (a, [x, y, z]) => {
    const years = toNumber(x ?? y ?? z);
    if (years !== null) add(a.ages, ageAt(years));
  }),
];

/** Single words and short phrases, read after breeds (so a breed's words are not read here). */
const WORD_RULES: readonly Rule[] = [
  // Energy, the gentler words first ("moderately active" is not "active"). "Calm" and
  // "energetic" are read as energy (what adopters mean by them); the temperament traits of
  // the same names follow the energy in the data anyway.
  rule('very (?:high energy|energetic)|extremely energetic|tons of energy|boundless energy|endless energy', (a) =>
    add(a.energies, 'very_high'),
  ),
  rule('(?:very|super|extremely|really) active', (a) => add(a.energies, 'high', 'very_high')),
  // Words for a home without much going on: anything but high energy.
  rule('quiet|easygoing|easy going|low maintenance|homebody', (a) => add(a.energies, 'low', 'moderate')),
  rule(
    'moderately active|moderate energy|medium energy|moderate|moderately|average energy|some energy|a bit active|somewhat active|balanced|middle of the road|daily walks?|a few walks',
    (a) => add(a.energies, 'moderate'),
  ),
  rule(
    'calm|low energy|low key|couch potato(?:es)?|couch buddy|couch companion|lazy|relaxed|chill|mellow|laid back|sleepy|docile|not much exercise|little exercise|minimal exercise|netflix|lounging|lounge|snoozing|naps?|napping|serene|tranquil|peaceful|short walks?|slow walks?|gentle walks?',
    (a) => add(a.energies, 'low'),
  ),
  rule(
    'active|energetic|high energy|lots of energy|athletic|sporty|lively|hyper|spirited|outdoorsy|adventurous|adventures?|running|runner|runs|run|jogging|jogger|jog|hiking|hiker|hikes?|trails?|bike rides?|biking|cycling|keep up with me|exercise partner|workout buddy|agility',
    (a) => add(a.energies, 'high', 'very_high'),
  ),

  // Size.
  rule('medium(?: sized| size)?|mid ?sized?|midsized?|average sized?|moderate sized?|middle sized', (a) =>
    add(a.sizes, 'medium'),
  ),
  rule('small(?: sized| breed)?|little|tiny|toy|teacup|mini|petite|compact|pint sized', (a) => add(a.sizes, 'small')),
  rule('large(?: sized| breed)?|big|giant|huge|massive|extra large|xl', (a) => add(a.sizes, 'large')),

  // Age.
  rule('pupp(?:y|ies)|puppyhood', (a) => add(a.ages, 'puppy')),
  rule('young adults?', (a) => add(a.ages, 'young')),
  rule('young|youngster|adolescent|juvenile', (a) => add(a.ages, 'puppy', 'young')),
  rule('adults?|grown(?: up)?|fully grown|full grown|mature|middle aged', (a) => add(a.ages, 'adult')),
  rule('seniors?|old|oldies?|elderly|aged|grey muzzle|gray muzzle', (a) => add(a.ages, 'senior')),

  // Whom the dog lives with.
  rule(KIDS, (a) => {
    a.kids = true;
  }),
  rule('family|families', (a) => {
    a.kids = true;
  }),
  rule(
    '(?:good|great|ok|okay|fine|friendly|gentle|calm|well) (?:with|around) (?:other |my |our |the )?(?:dogs?|pups?|puppies)|(?:gets?|getting|get) along with (?:other |my |our )?(?:dogs|pups)|dog friendly|(?:other|another|second|resident|existing|older|current) (?:dogs?|pups?)|(?:have|has|own|got|with|live with|lives with) (?:a |an |one |two |three |2 |3 |another |other |my |our )+(?:other )?(?:dogs?|pups?)|multi dog',
    (a) => {
      a.dogs = true;
    },
  ),
  rule('(?:cats?|kitty|kitten) friendly|cats?|kitty|kitties|kittens?|felines?', (a) => {
    a.cats = true;
  }),
  rule(
    '(?:other|my|our) (?:pets|animals)|good with (?:other )?(?:pets|animals)|multi pet|pet friendly|small animals',
    (a) => {
      a.dogs = true;
      a.cats = true;
    },
  ),

  // Temperament.
  rule(
    'friendly|sociable|social|outgoing|people friendly|people person|affectionate|loving|good with (?:people|strangers|everyone)|(?:likes|loves) people|welcoming',
    (a) => add(a.temperament, 'friendly'),
  ),
  rule('playful|fun loving|fun|goofy|silly|loves toys|(?:likes|loves) to play|play|frisky', (a) =>
    add(a.temperament, 'playful'),
  ),
  rule('loyal|devoted|faithful|one person dog', (a) => add(a.temperament, 'loyal')),
  rule('gentle|sweet|soft|cuddly|cuddles?|cuddlers?|cuddle buddy|snuggl(?:y|e|es|er|ers)|tender|mild mannered', (a) =>
    add(a.temperament, 'gentle'),
  ),
  rule('protective|guardian|protection|protect(?: me| us| the house| my family)?|watchful', (a) =>
    add(a.temperament, 'protective'),
  ),
  rule(
    'independent|self sufficient|aloof|(?:ok|okay|fine|good) (?:being )?(?:left )?alone|(?:can|could) be left alone|left alone|home alone|alone during the day',
    (a) => add(a.temperament, 'independent'),
  ),

  // What the data cannot tell.
  rule(
    "hypoallergenic|hypo allergenic|non shedding|(?:doesn't|doesnt|does not|don't|dont) shed|low shedding|shed(?:s|ding)?|allerg(?:y|ies|ic)",
    (a) => {
      a.unsupported.add('shedding or allergies');
    },
  ),
  rule('house ?trained|house ?broken|potty trained|crate trained|leash trained|trained|obedient|well behaved', (a) => {
    a.unsupported.add('training');
  }),
  rule('special needs?|disabled|disability|medical needs?|health (?:issues|problems|conditions)', (a) => {
    a.unsupported.add('special needs');
  }),

  // More of the same.
  rule(
    '(?:show|give|find|tell|get) (?:me |us )?(?:some |a few |a couple )?(?:more|others|other ones|other dogs|another(?: one)?|the rest|different ones|new ones)|more (?:dogs|options|matches|choices|results|ones|pups|please|of (?:them|those)|like (?:that|those|these|them|this))|any ?more|any others|any other (?:ones|options|dogs|matches)|(?:anything|anyone|anybody|who|what|which) else|others|other options|next(?: ones| page| three| 3| few)?|keep going|go on|another (?:one|option|few|batch|set)|different ones|more|another',
    (a) => {
      a.showMore = true;
      a.refersBack = true;
    },
  ),
];

/**
 * Words that refer to the last answer ("ones", "those") or continue it ("and", "what
 * about"); "what about a gentle giant?" asks for a new kind of dog instead.
 */
const FOLLOW_UP_MARKERS =
  /^(?:and|also|but|ok|okay|so|then|now|(?:what|how) about(?! an?\b)|only|just|same|plus|oh|hmm|what if)\b|\b(?:ones|those|these|them|they|instead|too|as well|also|either|still|same|any of|of those|of these|one of)\b/;
const SHORT_FOLLOW_UP_WORDS = 3;
/** Nouns that start a question of its own ("any dogs good with cats?"). */
const DOG_NOUNS = /\b(?:dogs?|pups?|doggos?|doggies?|pooch(?:es)?|pets?|companions?|friends?|buddy|buddies)\b/;
/** A question that wants dogs even when it names no filter ("who's my best match?"). */
const WANTS_DOGS =
  /\b(?:dogs?|pups?|pupp(?:y|ies)|doggos?|doggies?|pooch(?:es)?|pets?|companions?|buddy|matches|match|recommend\w*|suggest\w*|find|show|looking|search\w*|want|adopt\w*|options|available|which|any|list|someone|something|best|top|who(?:'s| is| s) (?:a |my |the )?(?:best|good|top|great))\b/;

// ---- breeds ----------------------------------------------------------------------------------

/** Words that never name a breed on their own (generic, or words the search rules read). */
const NOT_BREED_WORDS = new Set(
  (
    'mix mixed breed breeds dog dogs cross x and or with of the a an great miniature mini standard toy american english ' +
    'king jack border giant old young puppy senior adult small medium large big little tiny active calm gentle friendly ' +
    'playful loyal protective independent energetic unknown other mutt pup pups good best charles family friend kids cats ' +
    'cat quiet sweet happy lazy black white brown red blue yellow chocolate grey gray tan fawn brindle spotted merle cream silver'
  ).split(' '),
);
/** Words a breed phrase of several words may not start or end with. */
const EDGE_WORDS = new Set('mix mixed and or with of the a an x cross'.split(' '));

/** Everyday names for breeds -> the words the breed goes by in the data. */
const BREED_ALIASES: Record<string, string> = {
  lab: 'Labrador',
  labs: 'Labrador',
  pitbull: 'Pit Bull',
  pitbulls: 'Pit Bull',
  pittie: 'Pit Bull',
  pitties: 'Pit Bull',
  pitty: 'Pit Bull',
  pibble: 'Pit Bull',
  pibbles: 'Pit Bull',
  gsd: 'German Shepherd',
  alsatian: 'German Shepherd',
  aussie: 'Australian Shepherd',
  aussies: 'Australian Shepherd',
  heeler: 'Cattle Dog',
  heelers: 'Cattle Dog',
  'blue heeler': 'Cattle Dog',
  'red heeler': 'Cattle Dog',
  doxie: 'Dachshund',
  doxies: 'Dachshund',
  'wiener dog': 'Dachshund',
  'weiner dog': 'Dachshund',
  'sausage dog': 'Dachshund',
  yorkie: 'Yorkshire Terrier',
  yorkies: 'Yorkshire Terrier',
  staffie: 'Staffordshire',
  staffy: 'Staffordshire',
  amstaff: 'Staffordshire',
  rottie: 'Rottweiler',
  rotties: 'Rottweiler',
  golden: 'Golden Retriever',
  goldens: 'Golden Retriever',
  frenchie: 'French Bulldog',
  frenchies: 'French Bulldog',
  pyr: 'Great Pyrenees',
  pyrs: 'Great Pyrenees',
  dalmation: 'Dalmatian',
  doodle: 'Doodle',
  doodles: 'Doodle',
};

/**
 * Breeds adopters ask for by name even when none is listed now (searching them finds
 * nothing, and the answer says so). Read as whole names only: their parts ("mountain" of
 * Bernese Mountain Dog) are everyday words.
 */
const KNOWN_BREEDS =
  'Pug|Bulldog|French Bulldog|Poodle|Labradoodle|Goldendoodle|Corgi|Rottweiler|Doberman|Great Dane|Mastiff|Bernese Mountain Dog|Newfoundland|Shiba Inu|Akita|Maltese|Pomeranian|Yorkshire Terrier|Boston Terrier|Border Collie|Collie|Sheltie|Weimaraner|Vizsla|Pointer|Setter|Spaniel|Beagle|Dachshund|Chihuahua|Husky|Malamute|Samoyed|Boxer|Greyhound|Whippet|Basset Hound|Bloodhound|Coonhound|Shih Tzu|Lhasa Apso|Havanese|Bichon|Schnauzer|Terrier|Retriever|Labrador|Golden Retriever|German Shepherd|Australian Shepherd|Cattle Dog|Dalmatian|Pit Bull|Hound|Jack Russell|Papillon|Pekingese|Chow Chow|Shar Pei|Basenji|Saint Bernard|Cane Corso|Catahoula|Great Pyrenees|Cavalier|Staffordshire|Doodle'.split(
    '|',
  );

interface BreedIndex {
  /** Normalized phrase (and its plural) -> the breed words it stands for, as written in the data. */
  phrases: Map<string, string[]>;
  longest: number;
}

function pluralForms(word: string): string[] {
  if (/s$/.test(word)) return [];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(x|z|ch|sh)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

const breedIndexes = new WeakMap<readonly string[], BreedIndex>();

function breedIndex(breeds: readonly string[]): BreedIndex {
  const cached = breedIndexes.get(breeds);
  if (cached) return cached;
  const phrases = new Map<string, string[]>();
  const put = (words: readonly string[], display: string) => {
    for (const key of [
      words,
      ...pluralForms(words[words.length - 1]!).map((plural) => [...words.slice(0, -1), plural]),
    ]) {
      const joined = key.join(' ');
      // The first spelling wins: the data's own, before the well-known names.
      if (!phrases.has(joined)) phrases.set(joined, [display]);
    }
  };
  for (const breed of breeds) {
    const display = breed
      .replace(/[^\p{L}\p{N}']+/gu, ' ')
      .trim()
      .split(' ');
    const words = normalizeText(breed).split(' ');
    if (words.length !== display.length) continue;
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= words.length; end++) {
        const part = words.slice(start, end);
        if (part.length === 1 && (NOT_BREED_WORDS.has(part[0]!) || part[0]!.length < 3 || /\d/.test(part[0]!)))
          continue;
        if (EDGE_WORDS.has(part[0]!) || EDGE_WORDS.has(part[part.length - 1]!)) continue;
        put(part, display.slice(start, end).join(' '));
      }
    }
  }
  for (const breed of KNOWN_BREEDS) put(normalizeText(breed).split(' '), breed);
  // An everyday name stands for its breed and for itself where the data uses it ("lab" is "Labrador" and "Lab").
  for (const [alias, target] of Object.entries(BREED_ALIASES)) {
    const targets = phrases.get(normalizeText(target)) ?? [target];
    phrases.set(alias, [...new Set([...targets, ...(phrases.get(alias) ?? [])])]);
  }
  let longest = 1;
  for (const key of phrases.keys()) longest = Math.max(longest, key.split(' ').length);
  const index = { phrases, longest };
  breedIndexes.set(breeds, index);
  return index;
}

/** Breed phrases in the unread words, longest first; each word is read once. */
function readBreeds(scan: Scan, breeds: readonly string[], asked: Asked) {
  const { phrases, longest } = breedIndex(breeds);
  const words = scan.words();
  const kept: string[] = [];
  for (let i = 0; i < words.length;) {
    let found = 0;
    for (let n = Math.min(longest, words.length - i); n >= 1 && found === 0; n--) {
      const part = words.slice(i, i + n);
      if (part.includes(';')) continue;
      const displays = phrases.get(part.join(' '));
      if (displays !== undefined) {
        asked.breeds.push(...displays);
        found = n;
      }
    }
    if (found > 0) {
      kept.push(';');
      i += found;
    } else {
      kept.push(words[i]!);
      i += 1;
    }
  }
  scan.rest = ` ${kept.join(' ')} `;
  asked.breeds = broadestBreeds(asked.breeds);
}

/** Drops repeats and any phrase another one covers ("Labrador" covers "Labrador Retriever"). */
function broadestBreeds(breeds: readonly string[]): string[] {
  const unique = [...new Map(breeds.map((b) => [b.toLowerCase(), b])).values()];
  const covers = (broad: string, narrow: string) => ` ${narrow.toLowerCase()} `.includes(` ${broad.toLowerCase()} `);
  return unique.filter((narrow) => !unique.some((broad) => broad !== narrow && covers(broad, narrow)));
}

// ---- questions about one dog -----------------------------------------------------------------

const LEAD = '^(?:(?:so|and|but|ok|okay|hmm|then|also|wait) )?';
const GOOD = '(?:good|great|top|strong|high|perfect|best|better|ideal|nice|solid|close|excellent|right)';
const FILLER = '(?:(?:would|will|is|be|was|such|so|a|an|the|my|your|our|really|very) )*';

/**
 * A question about one dog: the words before the dog (`before`, matched from the start of
 * the question unless it begins with neither ^ nor a lead) and, when given, what must follow
 * it (`after`); without `after` the dog is the rest of the question.
 */
interface DogShape {
  before: RegExp;
  after?: RegExp;
  /** Only names from the data, "her", "the second one" (not any plausible name). */
  knownOnly: boolean;
  /** The dog is said as "Bella's". */
  possessive?: boolean;
}

const shape = (before: string, after: string | null, knownOnly: boolean, possessive = false): DogShape => ({
  before: new RegExp(before),
  ...(after === null ? {} : { after: new RegExp(`^${after}(?![a-z0-9])`) }),
  knownOnly,
  possessive,
});

const DOG_SHAPES: readonly DogShape[] = [
  // Shapes that make a question about one dog even when the name is unknown ("why is Zorro a good match?").
  shape(
    `${LEAD}why (?:is|was|would|will|does|did|'s|s|do you think|did you think|do you say|are you saying) `,
    `${FILLER}(?:${GOOD}|compatible|recommended|suited|suitable|match|matches|matched|fit|fits|pick|picked|choice|chosen|option|recommendation|suit|suits|score|scores|scored|rated|ranked|ranking|percentage|number one|first|#1|on top|at the top|listed)`,
    false,
  ),
  shape(
    `${LEAD}why (?:did|do|would|have) you (?:pick|picked|choose|chose|chosen|suggest|suggested|recommend|recommended|show|showed|shown|pair|match|matched|think of|like|rate|rank|include|list|put|go with|mention)(?: me with| me)? `,
    null,
    false,
  ),
  shape(
    `${LEAD}what makes `,
    `(?:(?:such|so|a|an|the|really|very) )*(?:${GOOD} )?(?:match|fit|pick|choice|option|compatible|special|suitable)`,
    false,
  ),
  shape(
    `${LEAD}(?:is|would|will) `,
    `(?:be )?(?:(?:a|an|the|really|very|such) )*(?:${GOOD} )?(?:match|fit|choice|pick)`,
    false,
  ),
  shape(
    `${LEAD}how (?:good|well|compatible|strong) (?:of a match |a match |a fit )?(?:is|does|would|will) `,
    '(?:(?:match|matches|fit|fits|suit|suits|be|for me|with me|with us|for us|me|us|my family|my life) ?)*$',
    false,
  ),
  shape(
    "(?:what's|what is|what s|whats|tell me|show me|explain|give me) (?:the |my |a )?(?:match |compatibility )?(?:score|percentage|rating|reasons?) (?:for|of|with|on) ",
    null,
    false,
  ),
  shape(
    "^(?:what's |what is |what s |whats |explain |show me |tell me )?",
    '(?:score|match score|compatibility|percentage|rating|reasons?|match)',
    false,
    true,
  ),
  // Shapes about one dog only when the dog is known ("what about Max?", "is she good with cats?").
  shape(
    '(?:tell me|talk|say|know|learn|hear|info|information|details?|more)(?: a bit| a little| some)?(?: more)? (?:about|on) ',
    null,
    true,
  ),
  shape(`${LEAD}(?:what|how) about `, null, true),
  shape(
    '^(?:is|does|can|will|would|has|did) ',
    '(?:good|great|ok|okay|fine|friendly|like|likes|get|gets|do|does|have|has|need|needs|shed|sheds|bark|barks|live|lives|play|plays|been|house|potty|crate|spayed|neutered|vaccinated|still|available|older|younger|big|small|large|calm|active|high|low|gentle|protective)',
    true,
  ),
  shape("^(?:how old|how big|how large|how small|how heavy|how far(?: away)?|where|who) (?:is|s|'s) ", null, true),
  shape("^(?:what's|what is|what s|whats) ", 'like$', true),
  shape(`${LEAD}why (?:not |is |was |'s |s |would |about )?`, null, true),
  shape(LEAD, null, true),
];

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  '#1': 0,
  '1': 0,
  one: 0,
  'number one': 0,
  'number 1': 0,
  top: 0,
  best: 0,
  'top pick': 0,
  second: 1,
  '2nd': 1,
  '#2': 1,
  '2': 1,
  two: 1,
  'number two': 1,
  'number 2': 1,
  middle: 1,
  third: 2,
  '3rd': 2,
  '#3': 2,
  '3': 2,
  three: 2,
  'number three': 2,
  'number 3': 2,
};
const PRONOUNS = new Set([
  'she',
  'he',
  'her',
  'him',
  'it',
  'that one',
  'this one',
  'that dog',
  'this dog',
  'the dog',
  'that pup',
  'this pup',
  'this guy',
  'that guy',
  'this girl',
  'that girl',
  'this boy',
  'that boy',
]);
/** First words that show a phrase is not a dog's name. */
const NOT_NAMES = new Set(
  (
    'a an the any some all every each my your our their these those this that there which what who whom it one ones dog dogs ' +
    'puppy puppies pup pups he she they them her him i me we us you score scores match matches anyone anything someone ' +
    'something nobody none more other others small medium large big little tiny calm active good great why how when where ' +
    'is are was be do does did can could should would will not no yes ok okay thanks thank please hi hello hey'
  ).split(' '),
);

const nameIndexes = new WeakMap<readonly string[], Map<string, string>>();
function nameIndex(names: readonly string[]): Map<string, string> {
  let index = nameIndexes.get(names);
  if (!index) {
    index = new Map();
    for (const name of names) {
      const key = normalizeText(name);
      if (key !== '' && !index.has(key)) index.set(key, name);
    }
    nameIndexes.set(names, index);
  }
  return index;
}

/** The slot without what follows a name in such questions ("bella for me" -> "bella"). */
function cleanSlot(slot: string): string {
  let text = slot.trim();
  for (let i = 0; i < 2; i++) {
    text = text
      .replace(/\s+(?:for|to|with) (?:me|us|myself|the family|my\b.*|our\b.*|a family.*)$/, '')
      .replace(
        /\s+(?:first|so high(?:ly)?|so well|at the top|on top|today|here|again|too|then|now|exactly|please|instead|over the others|above the others)$/,
        '',
      )
      .replace(/^(?:the |a )?(?:dog|pup|puppy) (?:named|called) /, '')
      .replace(/^(?:named|called) /, '')
      .replace(/'s$/, '')
      .replace(/[.?!]+$/, '')
      .trim();
  }
  return text;
}

/**
 * What a slot refers to: a dog the last answer showed ("her", "the second one"), a name in
 * the data, or (for strong shapes) a plausible name that is not in the data. Undefined:
 * not a dog at all, so the question is something else.
 */
function resolveSlot(
  raw: string,
  names: Map<string, string>,
  previous: AssistantState | null,
  strong: boolean,
): DogReference | null | undefined {
  const slot = cleanSlot(raw);
  if (slot === '') return undefined;
  const shown = previous?.shownDogIds ?? [];
  const known = names.get(slot);
  if (known !== undefined) return { by: 'name', name: known };

  const ordinal = slot.replace(/^the /, '').replace(/ (?:one|dog|pup|pick|match)$/, '');
  const position = ordinal === 'last' ? shown.length - 1 : ORDINALS[ordinal];
  if (position !== undefined || PRONOUNS.has(slot)) {
    const index = PRONOUNS.has(slot) ? 0 : position!;
    const id = shown[index];
    if (id !== undefined) return { by: 'id', id };
    return strong ? null : undefined;
  }

  if (!strong) return undefined;
  const words = slot.split(' ');
  const plausible =
    words.length <= 3 && words.every((word) => /^[a-z][a-z']*$/.test(word)) && !NOT_NAMES.has(words[0]!);
  if (!plausible) return undefined;
  return { by: 'name', name: words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') };
}

function dogQuestion(
  text: string,
  vocabulary: AssistantVocabulary,
  previous: AssistantState | null,
): DogReference | null | undefined {
  const names = nameIndex(vocabulary.dogNames);
  for (const { before, after, knownOnly, possessive } of DOG_SHAPES) {
    const lead = before.exec(text);
    if (!lead) continue;
    const words = text
      .slice(lead.index + lead[0].length)
      .split(' ')
      .filter((word) => word !== '');
    // The dog is the shortest run of words after which the shape goes on, and which names a dog.
    for (let count = after ? 1 : words.length; count <= words.length; count++) {
      const slot = words.slice(0, count).join(' ');
      if (after && !after.test(words.slice(count).join(' '))) continue;
      if (possessive && !slot.endsWith("'s")) continue;
      const reference = resolveSlot(slot, names, previous, !knownOnly);
      if (reference !== undefined) return reference;
    }
  }
  return undefined;
}

// ---- scores, greetings, help -----------------------------------------------------------------

const SCORE_WORDS =
  /(?:\b(?:scores?|scoring|scored|percentages?|percent|compatibility|matching|hard limits?|rankings?|ranked|rank)\b|% match)/;
const MECHANISM =
  /\b(?:how|why|explain|explained|mean|means|meaning|work|works|working|calculated?|calculates|calculation|computed?|decided?|decides|determined?|determines|figured?|come from|comes from|based on|algorithm|system|factors?|weights?|weighted|hard limits?)\b/;
const WHAT_IS = /\bwhat (?:is|are|s|'s|does|do)\b/;
const ASKS_FOR_DOGS = /\b(?:which|dogs?|pupp(?:y|ies)|pups?|show|find|list|highest|best|top|most)\b/;

function asksAboutScores(text: string): boolean {
  if (!SCORE_WORDS.test(text)) return false;
  return MECHANISM.test(text) || (WHAT_IS.test(text) && !ASKS_FOR_DOGS.test(text));
}

const GREETING_WORDS = new Set(
  'hi hello hey hiya howdy yo greetings good morning afternoon evening there sup hola scout friend everyone'.split(' '),
);
const THANKS =
  /^(?:thanks|thank you|thank u|thx|ty|cheers|appreciate it|great|awesome|perfect|cool|nice|ok|okay|got it|sounds good|wonderful|amazing|love it|lovely|good|great thanks|bye|goodbye)\b/;
const CAPABILITIES =
  /\b(?:help|what can you do|what do you do|who are you|what are you|how does this work|how do (?:i|you) (?:use|work)|what can i ask|what should i ask|what do you know|menu|commands)\b/;

/** "Scout, ..." and "hey Scout" address the assistant; they are not part of the question. */
function withoutAddress(text: string): string {
  return text
    .replace(
      /^\s*(?:(hi|hey|hello|ok|okay|so|thanks|thank you)[\s,!]+)?scout\s*(?:[,!:.?]+\s*|$)/i,
      (_m, greeting?: string) => (greeting ? `${greeting} ` : ''),
    )
    .replace(/[\s,]+scout\s*[!.?]*\s*$/i, '');
}

// ---- the parser ------------------------------------------------------------------------------

/**
 * What to do with an adopter's question. `previous` is the last answer's state: a
 * follow-up builds on its filters, and "her" / "the first one" are its dogs.
 */
export function parseQuestion(
  text: string,
  vocabulary: AssistantVocabulary,
  previous: AssistantState | null,
): ParsedQuestion {
  const normalized = normalizeText(withoutAddress(text));
  if (normalized === '') return { kind: 'help', topic: 'greeting' };

  const dog = dogQuestion(normalized, vocabulary, previous);
  if (dog !== undefined) return { kind: 'why_match', dog };
  if (asksAboutScores(normalized)) return { kind: 'explain_scores' };

  const asked = emptyAsked();
  const scan = new Scan(` ${normalized} `);
  for (const { pattern, apply } of RULES) scan.take(pattern, (groups) => apply(asked, groups));
  readBreeds(scan, vocabulary.breeds, asked);
  for (const { pattern, apply } of WORD_RULES) scan.take(pattern, (groups) => apply(asked, groups));

  const namedSomething =
    asked.sizes.size +
      asked.ages.size +
      asked.energies.size +
      asked.temperament.size +
      asked.breeds.length +
      asked.cleared.size >
      0 ||
    asked.kids !== undefined ||
    asked.dogs !== undefined ||
    asked.cats !== undefined ||
    asked.maxMiles !== undefined ||
    asked.apartment ||
    asked.adjustments.length > 0 ||
    asked.showMore;

  if (!namedSomething && !asked.fresh) {
    const words = normalized.split(' ');
    if (!WANTS_DOGS.test(normalized)) {
      if (CAPABILITIES.test(normalized)) return { kind: 'help', topic: 'capabilities' };
      if (THANKS.test(normalized) && words.length <= 8) return { kind: 'help', topic: 'thanks' };
      if (words.every((word) => GREETING_WORDS.has(word))) return { kind: 'help', topic: 'greeting' };
      return { kind: 'help', topic: 'unclear' };
    }
  }

  const unread = scan.rest.replace(/;/g, ' ').replace(/\s+/g, ' ').trim();
  // "Good with cats?", "any labs?", "within 5 miles": a few words and no dog of their own.
  const short = normalized.split(' ').length <= SHORT_FOLLOW_UP_WORDS && !DOG_NOUNS.test(unread);
  const followUp =
    previous !== null &&
    !asked.fresh &&
    (asked.refersBack || FOLLOW_UP_MARKERS.test(unread) || (namedSomething && short));

  return {
    kind: 'search',
    filters: finishFilters(followUp && previous ? previous.filters : NO_FILTERS, asked),
    adjustments: asked.adjustments.filter((adjustment) => !namedInThisQuestion(adjustment, asked)),
    showMore: asked.showMore && followUp,
    followUp,
    unsupported: [...asked.unsupported],
  };
}

/** A comparison gives way to a value named in the same question ("smaller ones, medium is fine"). */
function namedInThisQuestion(adjustment: FilterAdjustment, asked: Asked): boolean {
  switch (adjustment) {
    case 'smaller':
    case 'bigger':
      return asked.sizes.size > 0;
    case 'younger':
    case 'older':
      return asked.ages.size > 0;
    case 'calmer':
    case 'more_active':
      return asked.energies.size > 0;
    case 'closer':
    case 'farther':
      return asked.maxMiles !== undefined;
  }
}

const ordered = <T extends string>(scale: readonly T[], values: Set<T>): T[] =>
  scale.filter((value) => values.has(value));

/** Narrows `current` to `allowed` when they overlap; otherwise `allowed`. */
function narrowTo<T extends string>(current: readonly T[], allowed: readonly T[]): T[] {
  const overlap = current.filter((value) => allowed.includes(value));
  return overlap.length > 0 ? overlap : [...allowed];
}

function finishFilters(base: DogSearchFilters, asked: Asked): DogSearchFilters {
  const filters: DogSearchFilters = {
    ...base,
    sizes: [...base.sizes],
    ageCategories: [...base.ageCategories],
    energyLevels: [...base.energyLevels],
    temperament: [...base.temperament],
    breeds: [...base.breeds],
  };
  for (const field of asked.cleared) {
    if (field === 'maxMiles') filters.maxMiles = ASSISTANT_MAX_MILES;
    else filters[field] = [];
  }
  if (asked.sizes.size > 0) filters.sizes = ordered(DOG_SIZES, asked.sizes);
  if (asked.ages.size > 0) filters.ageCategories = ordered(AGE_CATEGORIES, asked.ages);
  if (asked.energies.size > 0) filters.energyLevels = ordered(ENERGY_LEVELS, asked.energies);
  if (asked.temperament.size > 0) filters.temperament = ordered(TEMPERAMENT_TRAITS, asked.temperament);
  if (asked.breeds.length > 0) filters.breeds = asked.breeds;
  if (asked.kids !== undefined) filters.goodWithKids = asked.kids;
  if (asked.dogs !== undefined) filters.goodWithDogs = asked.dogs;
  if (asked.cats !== undefined) filters.goodWithCats = asked.cats;
  if (asked.maxMiles !== undefined) filters.maxMiles = asked.maxMiles;
  // Apartment-friendly: not large (large dogs are cramped in an apartment) and not high or
  // very high energy (they need more space to burn it off), the same judgement the matching
  // engine's home-size and outdoor-space factors make. Only where the question did not name
  // a size or an energy itself ("an active dog for my apartment" stays active).
  if (asked.apartment) {
    if (asked.sizes.size === 0) filters.sizes = narrowTo(filters.sizes, ['small', 'medium']);
    if (asked.energies.size === 0) filters.energyLevels = narrowTo(filters.energyLevels, ['low', 'moderate']);
  }
  return filters;
}
