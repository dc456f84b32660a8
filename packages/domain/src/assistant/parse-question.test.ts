import { describe, expect, it } from 'vitest';
import { parseQuestion, type AssistantVocabulary, type ParsedQuestion } from './parse-question.ts';
import { NO_FILTERS, type AssistantState, type DogSearchFilters } from './types.ts';

const vocabulary: AssistantVocabulary = {
  breeds: [
    'Labrador Retriever',
    'Labrador Retriever Mix',
    'Golden Retriever',
    'German Shepherd',
    'Beagle',
    'Pit Bull Terrier Mix',
    'Australian Cattle Dog',
    'Miniature Poodle',
    'Great Pyrenees',
    'Jack Russell Terrier',
    'Siberian Husky',
    'Black Lab Mix',
  ],
  dogNames: ['Bella', 'Max', 'Bear', 'Tiny', 'Lady', 'Rosie Mae', 'Jack'],
};

function search(text: string, previous: AssistantState | null = null) {
  const parsed = parseQuestion(text, vocabulary, previous);
  if (parsed.kind !== 'search') throw new Error(`"${text}" was read as ${JSON.stringify(parsed)}`);
  return parsed;
}

/** The filters of a fresh search, as changes from NO_FILTERS. */
function asks(text: string): Partial<DogSearchFilters> {
  const { filters, followUp } = search(text);
  expect(followUp).toBe(false);
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(NO_FILTERS[key as keyof DogSearchFilters]),
    ),
  );
}

const after = (filters: Partial<DogSearchFilters>, shownDogIds = ['dog-1', 'dog-2', 'dog-3']): AssistantState => ({
  kind: 'search',
  filters: { ...NO_FILTERS, ...filters },
  shownDogIds,
});

describe('the four suggested prompts', () => {
  it('reads each as the search or the explanation it asks for', () => {
    expect(asks('Find me a dog for an active lifestyle')).toEqual({ energyLevels: ['high', 'very_high'] });
    expect(asks('Which dogs are good with kids?')).toEqual({ goodWithKids: true });
    expect(asks("I'd like a calm, low-energy companion")).toEqual({ energyLevels: ['low'] });
    expect(parseQuestion('How do compatibility scores work?', vocabulary, null)).toEqual({ kind: 'explain_scores' });
  });
});

describe('search phrases', () => {
  it('reads sizes, in words and in pounds', () => {
    for (const text of [
      'a small dog',
      'any little ones?',
      'something tiny',
      'a toy breed',
      'a dog under 25 lbs',
      'less than 20 pounds',
    ]) {
      expect(asks(text).sizes, text).toEqual(['small']);
    }
    for (const text of ['a medium dog', 'a mid-sized pup', 'medium sized please', 'around 40 pounds'])
      expect(asks(text).sizes, text).toEqual(['medium']);
    for (const text of ['a big dog', 'large breeds', 'a giant fluffy dog', 'over 70 lbs'])
      expect(asks(text).sizes, text).toEqual(['large']);
    expect(asks('small or medium dogs').sizes).toEqual(['small', 'medium']);
    expect(asks('nothing too big').sizes).toEqual(['small', 'medium']);
    expect(asks('not a small dog').sizes).toEqual(['medium', 'large']);
    expect(asks('under 70 lbs').sizes).toEqual(['small', 'medium']);
  });

  it('reads energy', () => {
    for (const text of [
      'a calm dog',
      'low-energy please',
      'a couch potato',
      'a lazy dog for netflix',
      'something relaxed',
      'a chill pup',
      'mellow and laid back',
    ]) {
      expect(asks(text).energyLevels, text).toEqual(['low']);
    }
    for (const text of ['a moderately active dog', 'medium energy', 'moderate energy'])
      expect(asks(text).energyLevels, text).toEqual(['moderate']);
    for (const text of [
      'an active dog',
      'something energetic',
      'high-energy',
      'an athletic dog',
      'a running partner',
      'a hiking buddy',
      'a dog to go jogging with',
    ]) {
      expect(asks(text).energyLevels, text).toEqual(['high', 'very_high']);
    }
    expect(asks('a very high energy dog').energyLevels).toEqual(['very_high']);
    expect(asks('not too hyper').energyLevels).toEqual(['low', 'moderate']);
    expect(asks("I'm not very active").energyLevels).toEqual(['low', 'moderate']);
    expect(asks('a quiet dog').energyLevels).toEqual(['low', 'moderate']);
  });

  it('reads ages, in words and in years', () => {
    expect(asks('puppies!').ageCategories).toEqual(['puppy']);
    expect(asks('a young dog').ageCategories).toEqual(['puppy', 'young']);
    expect(asks('an adult dog').ageCategories).toEqual(['adult']);
    for (const text of ['a senior', 'an older dog', 'an old dog in his golden years', 'elderly dogs'])
      expect(asks(text).ageCategories, text).toEqual(['senior']);
    expect(asks('no puppies please').ageCategories).toEqual(['young', 'adult', 'senior']);
    expect(asks('a dog under 3 years old').ageCategories).toEqual(['puppy', 'young']);
    expect(asks('a 5 year old dog').ageCategories).toEqual(['adult']);
  });

  it('reads whom the dog must be good with', () => {
    for (const text of [
      'good with kids',
      'for a family',
      'we have toddlers',
      'my children',
      'good with little ones',
      'ok with my 3 year old',
    ]) {
      expect(asks(text).goodWithKids, text).toBe(true);
    }
    for (const text of ['good with other dogs', 'I have a dog already', 'gets along with my dog', 'dog-friendly']) {
      expect(asks(text).goodWithDogs, text).toBe(true);
    }
    for (const text of ['good with cats', 'I have a cat', 'my cat is old', 'a kitty-friendly pup'])
      expect(asks(text).goodWithCats, text).toBe(true);
    expect(asks('a dog please, we have no cats and no kids')).toEqual({});
  });

  it('reads breeds from the data, whole words only, each once', () => {
    expect(asks('a lab').breeds).toEqual(['Labrador', 'Lab']);
    expect(asks('a labrador retriever').breeds).toEqual(['Labrador Retriever']);
    expect(asks('a lab or a labrador retriever').breeds).toEqual(['Labrador', 'Lab']);
    expect(asks('any goldens?').breeds).toEqual(['Golden']);
    expect(asks('beagles').breeds).toEqual(['Beagle']);
    expect(asks('a pitbull').breeds).toEqual(['Pit Bull']);
    expect(asks('german shepherd or husky').breeds).toEqual(['German Shepherd', 'Husky']);
    expect(asks('a cattle dog').breeds).toEqual(['Cattle Dog']);
    expect(asks('a jack russell').breeds).toEqual(['Jack Russell']);
    // Breeds not listed today are still searched (and found missing), not ignored.
    expect(asks('do you have any pugs?').breeds).toEqual(['Pug']);
    // Words inside other words, and breed words that are everyday words, are not breeds.
    expect(asks('a collaborative dog').breeds).toBeUndefined();
    expect(asks('a great mixed dog').breeds).toBeUndefined();
    expect(asks('hiking in the mountains').breeds).toBeUndefined();
    expect(asks('a black dog').breeds).toBeUndefined();
  });

  it('reads distances', () => {
    expect(asks('within 10 miles').maxMiles).toBe(10);
    expect(asks('less than 5 mi from me').maxMiles).toBe(5);
    expect(asks('a 15 mile radius').maxMiles).toBe(15);
    expect(asks('within five miles').maxMiles).toBe(5);
    expect(asks('within 8 km').maxMiles).toBe(5);
    expect(asks('dogs nearby').maxMiles).toBe(10);
    expect(asks('something close to me').maxMiles).toBe(10);
    expect(asks('within 500 miles').maxMiles).toBe(100);
    expect(asks('dogs more than 20 miles away').maxMiles).toBeUndefined();
  });

  it('reads an apartment as small or medium and not high energy, unless the question says otherwise', () => {
    expect(asks('something for my apartment')).toEqual({
      sizes: ['small', 'medium'],
      energyLevels: ['low', 'moderate'],
    });
    expect(asks('a dog for a small apartment')).toEqual({
      sizes: ['small', 'medium'],
      energyLevels: ['low', 'moderate'],
    });
    expect(asks('a calm dog for my apartment')).toEqual({ sizes: ['small', 'medium'], energyLevels: ['low'] });
    expect(asks('an active dog for my condo')).toEqual({
      sizes: ['small', 'medium'],
      energyLevels: ['high', 'very_high'],
    });
    expect(asks('a big dog for my apartment').sizes).toEqual(['large']);
  });

  it('reads temperament words', () => {
    expect(asks('a friendly, playful dog').temperament).toEqual(['friendly', 'playful']);
    expect(asks('a loyal guard dog').temperament).toEqual(['loyal', 'protective']);
    expect(asks('something cuddly').temperament).toEqual(['gentle']);
    expect(asks('a sweet gentle giant')).toEqual({ sizes: ['large'], temperament: ['gentle'] });
    expect(asks('an independent dog who is fine alone').temperament).toEqual(['independent']);
    expect(asks('what kind of dogs do you have?').temperament).toBeUndefined();
  });

  it('says what it cannot search by', () => {
    expect(search("a dog that doesn't shed").unsupported).toEqual(['shedding or allergies']);
    expect(search('a house-trained beagle').unsupported).toEqual(['training']);
  });

  it('searches without filters when the question wants dogs but names nothing', () => {
    for (const text of ['show me dogs', 'who is my best match?', 'what do you recommend?', 'start over']) {
      expect(search(text).filters, text).toEqual(NO_FILTERS);
    }
  });

  it('never takes a dog name for a filter, nor a filter for a dog', () => {
    expect(asks('any tiny dogs?').sizes).toEqual(['small']);
    expect(asks('max 10 miles please')).toEqual({ maxMiles: 10 });
    expect(asks('a jack russell terrier').breeds).toEqual(['Jack Russell Terrier']);
    expect(parseQuestion('why is Tiny a good match?', vocabulary, null)).toEqual({
      kind: 'why_match',
      dog: { by: 'name', name: 'Tiny' },
    });
    expect(parseQuestion('tell me about Bear', vocabulary, null)).toEqual({
      kind: 'why_match',
      dog: { by: 'name', name: 'Bear' },
    });
    expect(asks('a bear of a dog, big and fluffy').sizes).toEqual(['large']);
  });
});

describe('questions about one dog', () => {
  const why = (text: string, previous: AssistantState | null = null): ParsedQuestion =>
    parseQuestion(text, vocabulary, previous);

  it('finds the name in the many ways adopters ask', () => {
    for (const text of [
      'Why is Bella a good match for me?',
      'why is bella such a great fit',
      'Why did you recommend Bella?',
      'what makes Bella a good match?',
      'Is Bella a good fit for me?',
      'how well does bella match me?',
      "Bella's score?",
      "what's the score for Bella",
      'tell me more about Bella',
      'what about Bella?',
      'Does Bella like cats?',
      'how old is Bella',
      'why Bella?',
      'bella',
    ]) {
      expect(why(text), text).toEqual({ kind: 'why_match', dog: { by: 'name', name: 'Bella' } });
    }
    expect(why('why is rosie mae a good match')).toEqual({ kind: 'why_match', dog: { by: 'name', name: 'Rosie Mae' } });
  });

  it('takes an unknown name in a clear why-question, and leaves other questions alone', () => {
    expect(why('why is Zorro a good match?')).toEqual({ kind: 'why_match', dog: { by: 'name', name: 'Zorro' } });
    expect(why('what about Zorro?').kind).toBe('help');
    expect(why('why is a beagle a good match for me?')).toMatchObject({
      kind: 'search',
      filters: { breeds: ['Beagle'] },
    });
    expect(why('what about ones good with cats?').kind).toBe('search');
  });

  it('resolves "the second one" and "her" to the dogs of the last answer', () => {
    const previous = after({ goodWithKids: true }, ['first-id', 'second-id', 'third-id']);
    expect(why('why is the second one a good match?', previous)).toEqual({
      kind: 'why_match',
      dog: { by: 'id', id: 'second-id' },
    });
    expect(why('why is the first one a good match?', previous)).toEqual({
      kind: 'why_match',
      dog: { by: 'id', id: 'first-id' },
    });
    expect(why('tell me more about the last one', previous)).toEqual({
      kind: 'why_match',
      dog: { by: 'id', id: 'third-id' },
    });
    expect(why('is she good with cats?', previous)).toEqual({ kind: 'why_match', dog: { by: 'id', id: 'first-id' } });
    expect(why('why her?', previous)).toEqual({ kind: 'why_match', dog: { by: 'id', id: 'first-id' } });
    // Nothing to refer to.
    expect(why('why is the second one a good match?', null)).toEqual({ kind: 'why_match', dog: null });
  });
});

describe('scores and help', () => {
  it('explains scores however it is asked', () => {
    for (const text of [
      'how do scores work',
      'explain compatibility scores',
      'what does a 92% match mean?',
      'How is the match percentage calculated?',
      'how are dogs ranked?',
      'Scout, what is a hard limit?',
    ]) {
      expect(parseQuestion(text, vocabulary, null), text).toEqual({ kind: 'explain_scores' });
    }
    expect(parseQuestion('which dogs have the highest scores?', vocabulary, null).kind).toBe('search');
  });

  it('greets, thanks and offers help', () => {
    expect(parseQuestion('hi', vocabulary, null)).toEqual({ kind: 'help', topic: 'greeting' });
    expect(parseQuestion('Hey Scout!', vocabulary, null)).toEqual({ kind: 'help', topic: 'greeting' });
    expect(parseQuestion('thanks, Scout', vocabulary, null)).toEqual({ kind: 'help', topic: 'thanks' });
    expect(parseQuestion('what can you do?', vocabulary, null)).toEqual({ kind: 'help', topic: 'capabilities' });
    expect(parseQuestion("what's the weather like?", vocabulary, null)).toEqual({ kind: 'help', topic: 'unclear' });
    expect(parseQuestion('hey scout, any puppies?', vocabulary, null)).toMatchObject({
      kind: 'search',
      filters: { ageCategories: ['puppy'] },
    });
  });
});

describe('follow-ups', () => {
  const previous = after({ sizes: ['large'], goodWithKids: true, maxMiles: 20 });

  it('keeps the previous filters and changes only what the question names', () => {
    expect(search('what about ones good with cats?', previous)).toMatchObject({
      followUp: true,
      filters: { ...previous.filters, goodWithCats: true },
    });
    expect(search('any medium ones instead?', previous).filters).toEqual({ ...previous.filters, sizes: ['medium'] });
    expect(search('good with cats?', previous).filters).toEqual({ ...previous.filters, goodWithCats: true });
    expect(search('within 5 miles', previous).filters).toEqual({ ...previous.filters, maxMiles: 5 });
    expect(search('any breed', previous).filters).toEqual(previous.filters);
    expect(search('size does not matter', previous).filters).toEqual({ ...previous.filters, sizes: [] });
    expect(search("they don't need to be good with kids", previous).filters).toEqual({
      ...previous.filters,
      goodWithKids: false,
    });
  });

  it('compares with the last answer', () => {
    const cases: [string, string][] = [
      ['any smaller ones?', 'smaller'],
      ['bigger?', 'bigger'],
      ['younger', 'younger'],
      ['older ones?', 'older'],
      ['calmer ones please', 'calmer'],
      ['more active?', 'more_active'],
      ['closer?', 'closer'],
      ['any nearer ones', 'closer'],
      ['even smaller', 'smaller'],
      ['a bit older', 'older'],
    ];
    for (const [text, adjustment] of cases) {
      expect(search(text, previous), text).toMatchObject({
        followUp: true,
        adjustments: [adjustment],
        filters: previous.filters,
      });
    }
  });

  it('shows more of the same, leaving out the dogs shown', () => {
    for (const text of ['any others?', 'more', 'show me more', 'anything else?', 'next', 'more please']) {
      expect(search(text, previous), text).toMatchObject({ followUp: true, showMore: true, filters: previous.filters });
    }
  });

  it('starts afresh for a question of its own', () => {
    expect(search('Which dogs are good with cats?', previous)).toMatchObject({
      followUp: false,
      filters: { ...NO_FILTERS, goodWithCats: true },
    });
    expect(search('an older dog', previous)).toMatchObject({
      followUp: false,
      adjustments: [],
      filters: { ...NO_FILTERS, ageCategories: ['senior'] },
    });
    expect(search('what about a gentle giant?', previous)).toMatchObject({ followUp: false });
    expect(search('start over, show me puppies', previous)).toMatchObject({
      followUp: false,
      filters: { ...NO_FILTERS, ageCategories: ['puppy'] },
    });
  });

  it('reads comparisons without a previous answer as they stand', () => {
    expect(search('any smaller ones?', null)).toMatchObject({
      followUp: false,
      adjustments: ['smaller'],
      showMore: false,
    });
  });

  it('builds on a question about one dog, keeping the search it came from', () => {
    const whyState: AssistantState = { kind: 'why_match', filters: previous.filters, shownDogIds: ['dog-2'] };
    expect(search('show me more', whyState)).toMatchObject({
      followUp: true,
      showMore: true,
      filters: previous.filters,
    });
  });
});
