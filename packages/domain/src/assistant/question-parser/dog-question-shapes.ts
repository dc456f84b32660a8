// The shapes of a question about one dog ("why is Bella a good match?", "tell me about
// her", "is the second one good with cats?"): the words before the dog and what must follow
// it. dog-references.ts finds the dog between them.
import { anyOf, pattern } from './word-list.ts';

/**
 * A question about one dog: the words before the dog (`before`, matched from the start of
 * the question unless it begins with neither ^ nor a lead) and, when given, what must follow
 * it (`after`); without `after` the dog is the rest of the question.
 */
export interface DogShape {
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

/** Words a question may start with before its shape ("so why is Bella ..."). */
const LEAD = `^${pattern('[(so|and|but|ok|okay|hmm|then|also|wait) ]')}`;
const GOOD = [
  'good',
  'great',
  'top',
  'strong',
  'high',
  'perfect',
  'best',
  'better',
  'ideal',
  'nice',
  'solid',
  'close',
  'excellent',
  'right',
];
const WHATS = ["what's", 'what is', 'what s', 'whats'];

/** Words between the dog and what it is called ("why is Bella such a good match"). */
const FILLER = [
  'would',
  'will',
  'is',
  'be',
  'was',
  'such',
  'so',
  'a',
  'an',
  'the',
  'my',
  'your',
  'our',
  'really',
  'very',
];

/** What a good match is called after "why is Bella ...". */
const MATCHED = [
  'compatible',
  'recommended',
  'suited',
  'suitable',
  'match',
  'matches',
  'matched',
  'fit',
  'fits',
  'pick',
  'picked',
  'choice',
  'chosen',
  'option',
  'recommendation',
  'suit',
  'suits',
  'score',
  'scores',
  'scored',
  'rated',
  'ranked',
  'ranking',
  'percentage',
  'number one',
  'first',
  '#1',
  'on top',
  'at the top',
  'listed',
];

/** What "why did you ..." a dog. */
const CHOSE = [
  'pick',
  'picked',
  'choose',
  'chose',
  'chosen',
  'suggest',
  'suggested',
  'recommend',
  'recommended',
  'show',
  'showed',
  'shown',
  'pair',
  'match',
  'matched',
  'think of',
  'like',
  'rate',
  'rank',
  'include',
  'list',
  'put',
  'go with',
  'mention',
];

/** What "is Bella ..." asks about a dog. */
const DOG_FACTS = [
  'good',
  'great',
  'ok',
  'okay',
  'fine',
  'friendly',
  'like',
  'likes',
  'get',
  'gets',
  'do',
  'does',
  'have',
  'has',
  'need',
  'needs',
  'shed',
  'sheds',
  'bark',
  'barks',
  'live',
  'lives',
  'play',
  'plays',
  'been',
  'house',
  'potty',
  'crate',
  'spayed',
  'neutered',
  'vaccinated',
  'still',
  'available',
  'older',
  'younger',
  'big',
  'small',
  'large',
  'calm',
  'active',
  'high',
  'low',
  'gentle',
  'protective',
];

/** What may follow "how well does Bella ..." to the end of the question. */
const FOR_ME = `(?:${anyOf([
  'match',
  'matches',
  'fit',
  'fits',
  'suit',
  'suits',
  'be',
  'for me',
  'with me',
  'with us',
  'for us',
  'me',
  'us',
  'my family',
  'my life',
])} ?)*`;

export const DOG_SHAPES: readonly DogShape[] = [
  // Shapes that make a question about one dog even when the name is unknown ("why is Zorro a good match?").
  shape(
    pattern('{lead}why {is} ', {
      lead: LEAD,
      is: [
        'is',
        'was',
        'would',
        'will',
        'does',
        'did',
        "'s",
        's',
        'do you think',
        'did you think',
        'do you say',
        'are you saying',
      ],
    }),
    pattern('{filler}({good}|{matched})', {
      filler: `(?:${anyOf(FILLER)} )*`,
      good: GOOD,
      matched: MATCHED,
    }),
    false,
  ),
  shape(
    pattern('{lead}why (did|do|would|have) you {chose}[ (me with|me)] ', { lead: LEAD, chose: CHOSE }),
    null,
    false,
  ),
  shape(
    pattern('{lead}what makes ', { lead: LEAD }),
    pattern('{soVery}[{good} ](match|fit|pick|choice|option|compatible|special|suitable)', {
      soVery: `(?:${anyOf(['such', 'so', 'a', 'an', 'the', 'really', 'very'])} )*`,
      good: GOOD,
    }),
    false,
  ),
  shape(
    pattern('{lead}(is|would|will) ', { lead: LEAD }),
    pattern('[be ]{aVery}[{good} ](match|fit|choice|pick)', {
      aVery: `(?:${anyOf(['a', 'an', 'the', 'really', 'very', 'such'])} )*`,
      good: GOOD,
    }),
    false,
  ),
  shape(
    pattern('{lead}how (good|well|compatible|strong) [(of a match|a match|a fit) ](is|does|would|will) ', {
      lead: LEAD,
    }),
    `${FOR_ME}$`,
    false,
  ),
  shape(
    pattern('{tellMe} [(the|my|a) ][(match|compatibility) ](score|percentage|rating|reason[s]) (for|of|with|on) ', {
      tellMe: [...WHATS, 'tell me', 'show me', 'explain', 'give me'],
    }),
    null,
    false,
  ),
  shape(
    `^${pattern('[{tellMe} ]', { tellMe: [...WHATS, 'explain', 'show me', 'tell me'] })}`,
    anyOf(['score', 'match score', 'compatibility', 'percentage', 'rating', 'reason[s]', 'match']),
    false,
    true,
  ),
  // Shapes about one dog only when the dog is known ("what about Max?", "is she good with cats?").
  shape(
    pattern('{tell}[ (a bit|a little|some)][ more] (about|on) ', {
      tell: ['tell me', 'talk', 'say', 'know', 'learn', 'hear', 'info', 'information', 'detail[s]', 'more'],
    }),
    null,
    true,
  ),
  shape(pattern('{lead}(what|how) about ', { lead: LEAD }), null, true),
  shape(`^${pattern('(is|does|can|will|would|has|did) ')}`, anyOf(DOG_FACTS), true),
  shape(
    `^${pattern("(how old|how big|how large|how small|how heavy|how far[ away]|where|who) (is|s|'s) ")}`,
    null,
    true,
  ),
  shape(`^${anyOf(WHATS)} `, 'like$', true),
  shape(pattern("{lead}why [(not|is|was|'s|s|would|about) ]", { lead: LEAD }), null, true),
  shape(LEAD, null, true),
];
