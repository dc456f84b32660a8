// The built-in engine with the real tools on a real database: each kind of answer, only
// real available dogs named, follow-ups built on the previous answer, and honest answers
// when nothing fits.
import { NO_FILTERS } from '@scout/domain/assistant/types';
import { EARTH_RADIUS_MILES, scoreDog, type MatchProfile } from '@scout/domain/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DogRecord, ListerRecord, NewDogRecord } from '../../db/schema/index.ts';
import { createDog, createLister } from '../../db/seed/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createAssistantTools } from './assistant-tools.ts';
import { createBuiltInEngine } from './built-in-engine.ts';
import type { AssistantAdopter, AssistantReply, AssistantTurn } from './engine.ts';

/** Miles per degree of latitude, as distanceMiles measures them. */
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;
const ORIGIN = { latitude: 35, longitude: -90 };

const FAMILY: MatchProfile = {
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
};
const adopter: AssistantAdopter = { firstName: 'Dana', profile: FAMILY, ...ORIGIN, searchRadius: 25 };

let database: TestDatabase;
const dogs = new Map<string, DogRecord>();

beforeAll(async () => {
  database = await createTestDatabase();
  const shelters = new Map<number, ListerRecord>();
  for (const miles of [1, 5, 20, 60]) {
    shelters.set(
      miles,
      await createLister(database.db, {
        type: 'shelter',
        name: `Rescue ${miles}`,
        latitude: ORIGIN.latitude + miles / MILES_PER_DEGREE,
        longitude: ORIGIN.longitude,
      }),
    );
  }
  const add = async (miles: number, dog: Partial<NewDogRecord> & { name: string }) => {
    const row = await createDog(database.db, {
      listerId: shelters.get(miles)!.id,
      age: 3,
      ageCategory: 'adult',
      size: 'medium',
      weight: 40,
      energyLevel: 'moderate',
      temperament: ['friendly'],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: true,
      specialNeeds: null,
      status: 'available',
      ...dog,
    });
    dogs.set(row.id, row);
  };
  await add(1, { name: 'Bella', breed: 'Labrador Retriever', temperament: ['friendly', 'gentle'] });
  await add(5, {
    name: 'Max',
    breed: 'German Shepherd',
    size: 'large',
    weight: 75,
    energyLevel: 'high',
    goodWithCats: false,
  });
  await add(5, {
    name: 'Daisy',
    breed: 'Beagle',
    size: 'small',
    weight: 20,
    ageCategory: 'young',
    age: 2,
    energyLevel: 'low',
  });
  await add(1, {
    name: 'Rocky',
    breed: 'Great Pyrenees',
    size: 'large',
    weight: 100,
    ageCategory: 'senior',
    age: 9,
    energyLevel: 'low',
    goodWithKids: false,
  });
  await add(20, {
    name: 'Luna',
    breed: 'Jack Russell Terrier',
    size: 'small',
    weight: 15,
    ageCategory: 'puppy',
    age: 0.5,
    energyLevel: 'very_high',
    goodWithCats: false,
  });
  await add(5, {
    name: 'Milo',
    breed: 'Border Collie',
    ageCategory: 'young',
    age: 2,
    energyLevel: 'high',
    temperament: ['playful', 'energetic'],
  });
  await add(20, { name: 'bella', breed: 'Shih Tzu', size: 'small', weight: 12, energyLevel: 'moderate' });
  await add(60, { name: 'Faraway', breed: 'Basset Hound', ageCategory: 'puppy', age: 0.6 });
  await add(1, { name: 'Ghost', breed: 'Labrador Retriever', status: 'adopted' });
});
afterAll(async () => database?.cleanup());

const engine = createBuiltInEngine();

/** Asks each question in turn, as one conversation; returns the replies. */
async function converse(...questions: string[]): Promise<AssistantReply[]> {
  const tools = createAssistantTools(database.db, adopter);
  const history: AssistantTurn[] = [];
  const replies: AssistantReply[] = [];
  for (const message of questions) {
    const reply = await engine.reply({ adopter, history: [...history], message }, tools);
    expectOnlyRealDogs(reply);
    replies.push(reply);
    history.push(
      { role: 'user', content: message, state: null },
      { role: 'assistant', content: reply.content, state: reply.state },
    );
  }
  return replies;
}

const ask = async (question: string) => (await converse(question))[0]!;
const named = (reply: AssistantReply) => reply.dogs.map((d) => dogs.get(d.id)!);

/** Every dog an answer names is a real, available dog, named as it is, and the numbered list is exactly `dogs`. */
function expectOnlyRealDogs(reply: AssistantReply) {
  expect(reply.dogs.length).toBeLessThanOrEqual(3);
  for (const { id, name } of reply.dogs) {
    const dog = dogs.get(id);
    expect(dog?.status).toBe('available');
    expect(dog?.name).toBe(name);
    expect(reply.content).toContain(name);
  }
  const listed = [...reply.content.matchAll(/^\d+\. ([^,]+),/gm)].map((m) => m[1]);
  if (listed.length > 0) expect(listed).toEqual(reply.dogs.map((d) => d.name));
  expect(new Set(reply.dogs.map((d) => d.name.toLowerCase())).size).toBe(reply.dogs.length);
}

describe('searches', () => {
  it('answers with up to three real dogs, best match first, each with breed, age, distance, score and reasons', async () => {
    const reply = await ask('Which dogs are good with kids?');
    expect(reply.dogs.map((d) => d.name)).toEqual(['Bella', 'Daisy', 'Milo']);
    expect(named(reply).every((dog) => dog.goodWithKids)).toBe(true);
    const bella = named(reply)[0]!;
    const match = scoreDog(FAMILY, bella);
    expect(reply.content).toContain(
      `1. Bella, ${match.score}% match: a 3-year-old Labrador Retriever (medium, moderate energy), 1.0 mile away.`,
    );
    expect(reply.content).toContain(match.reasons[0]!);
    expect(reply.content).toMatch(/among the 6 dogs that are good with kids, within your 25-mile search radius/);
    expect(reply.content).toMatch(/show me more/);
    expect(reply.state).toEqual({
      kind: 'search',
      filters: expect.objectContaining({ goodWithKids: true, sizes: [], maxMiles: null }),
      shownDogIds: reply.dogs.map((d) => d.id),
    });
  });

  it('gives each suggested prompt a good answer', async () => {
    const active = await ask('Find me a dog for an active lifestyle');
    expect(active.dogs.length).toBeGreaterThan(0);
    expect(named(active).every((dog) => dog.energyLevel === 'high' || dog.energyLevel === 'very_high')).toBe(true);

    const kids = await ask('Which dogs are good with kids?');
    expect(kids.dogs.length).toBe(3);

    const calm = await ask("I'd like a calm, low-energy companion");
    expect(calm.dogs.map((d) => d.name)).toEqual(['Daisy', 'Rocky']);
    // Rocky is not good with kids under 6: he comes last, and says why.
    expect(calm.content).toMatch(
      /2\. Rocky, \d+% match[^\n]*\n\s+Heads-up: Not good with young kids - you have kids under 6/,
    );

    const scores = await ask('How do compatibility scores work?');
    // The worked example is the adopter's best match, with its real score.
    const [best] = (await createAssistantTools(database.db, adopter).searchDogs(NO_FILTERS, { limit: 1 })).dogs;
    expect(scores.dogs).toEqual([{ id: best!.id, name: best!.name }]);
    expect(scores.content).toContain(`your best match right now, ${best!.name}, scores ${best!.score}% for you`);
    expect(scores.content).toMatch(/between 40% and 100%/);
    expect(scores.content).toMatch(/39% or lower/);
    expect(scores.content).toMatch(/a dog that isn't good with kids, since you have kids under 6/);
    // Every limit of the engine is told, and those that apply to this household (kids, a cat).
    expect(scores.content).toMatch(/Five things are hard limits: [^\n]*a dog not good with cats in a home with a cat/);
    expect(scores.content).toMatch(/a dog not good with other dogs in a home with a dog/);
    expect(scores.content).toMatch(/Your hard limits: [^\n]*a dog that isn't good with cats, since you have a cat/);
    expect(scores.content).not.toMatch(/since you have a dog/);
  });

  it('never names two dogs of the same name in one answer', async () => {
    const reply = await ask('any dogs within 25 miles that are good with cats?');
    expect(reply.dogs.filter((d) => d.name.toLowerCase() === 'bella')).toHaveLength(1);
  });

  it('says it cannot search by what the data does not hold', async () => {
    const reply = await ask('a beagle that does not shed');
    expect(reply.content).toMatch(/^I can't search by shedding or allergies yet/);
    expect(reply.dogs.map((d) => d.name)).toEqual(['Daisy']);
  });
});

describe('follow-ups', () => {
  it('keep the previous filters and change only what they name', async () => {
    const [first, smaller, cats] = await converse(
      'Which dogs are good with kids?',
      'any smaller ones?',
      'what about ones good with cats?',
    );
    const smallest = Math.min(...named(first!).map((d) => ['small', 'medium', 'large'].indexOf(d.size)));
    expect(smallest).toBe(0);
    // Small was already shown: more small dogs, none shown before.
    expect(named(smaller!).every((d) => d.size === 'small' && d.goodWithKids)).toBe(true);
    expect(smaller!.dogs.some((d) => first!.dogs.some((f) => f.id === d.id))).toBe(false);
    expect(smaller!.content).toMatch(/^Small is already the smallest size/);
    expect(cats!.state?.filters).toMatchObject({ sizes: ['small'], goodWithKids: true, goodWithCats: true });
    expect(named(cats!).every((d) => d.size === 'small' && d.goodWithCats && d.goodWithKids)).toBe(true);
  });

  it('"smaller" and "closer" compare with the dogs just shown', async () => {
    const [big, smaller] = await converse('large dogs', 'any smaller ones?');
    expect(big!.dogs.map((d) => d.name)).toEqual(['Max', 'Rocky']);
    expect(named(smaller!).every((d) => d.size !== 'large')).toBe(true);
    expect(smaller!.dogs.length).toBeGreaterThan(0);

    const [near, closer] = await converse('small dogs', 'closer?');
    const farthest = Math.max(...named(near!).map((d) => d.latitude - ORIGIN.latitude));
    expect(closer!.dogs.length).toBeGreaterThan(0);
    expect(named(closer!).every((d) => d.latitude - ORIGIN.latitude < farthest)).toBe(true);
  });

  it('"show me more" leaves out every dog shown, until there are none left', async () => {
    const [first, more, rest] = await converse('good with kids', 'show me more', 'more');
    const seen = new Set(first!.dogs.map((d) => d.id));
    expect(more!.dogs.length).toBe(3);
    expect(more!.dogs.some((d) => seen.has(d.id))).toBe(false);
    expect(more!.content).toMatch(/^Here are 3 more of the dogs that are good with kids/);
    expect(rest!.dogs).toEqual([]);
    expect(rest!.content).toMatch(
      /That's everyone: I've shown you all 6 dogs that are good with kids within your 25-mile search radius/,
    );
  });

  it('"why is the second one a good match?" means the second dog of the last answer', async () => {
    const [list, why] = await converse('Which dogs are good with kids?', 'why is the second one a good match?');
    expect(why!.dogs).toEqual([list!.dogs[1]]);
    expect(why!.state).toMatchObject({
      kind: 'why_match',
      shownDogIds: [list!.dogs[1]!.id],
      filters: list!.state!.filters,
    });
  });
});

describe('questions about one dog', () => {
  it("gives the dog's real score and its reasons", async () => {
    const reply = await ask('Why is Bella a good match for me?');
    const bella = [...dogs.values()].find((d) => d.name === 'Bella')!;
    const match = scoreDog(FAMILY, bella);
    expect(reply.dogs).toEqual([{ id: bella.id, name: 'Bella' }]);
    expect(reply.content).toMatch(
      new RegExp(
        `^Bella is an? ${match.score}% match for you: a 3-year-old Labrador Retriever \\(medium, 40 lbs, moderate energy\\) with Rescue 1, 1\\.0 mile away\\.`,
      ),
    );
    for (const reason of match.reasons) expect(reply.content).toContain(`- ${reason}`);
    expect(reply.content).toContain('Good with kids: yes. Good with other dogs: yes. Good with cats: yes.');
  });

  it('says kindly which hard limit a dog breaks', async () => {
    const reply = await ask('is Rocky good with kids?');
    expect(reply.dogs.map((d) => d.name)).toEqual(['Rocky']);
    expect(reply.content).toMatch(
      /One thing to know first: not good with kids under 6\. That is one of the hard limits in how I match, so the score stays at 39% or below/,
    );
    expect(reply.content).toContain('Good with kids: no.');
  });

  it('says that a dog not good with cats breaks a hard limit in a home with a cat, once', async () => {
    const reply = await ask('why is Max a good match?');
    expect(reply.dogs.map((d) => d.name)).toEqual(['Max']);
    expect(reply.content).toMatch(
      /One thing to know first: not good with cats\. That is one of the hard limits in how I match, so the score stays at 39% or below/,
    );
    expect(reply.content.match(/not good with cats/gi)).toHaveLength(1);
    expect(reply.content).toMatch(/^Max is an? (\d|[1-3]\d)% match/);
  });

  it('prefers the dog of that name the last answer showed, else the nearest', async () => {
    const [, nearest] = await converse('hello', 'why is bella a good match?');
    expect(named(nearest!)[0]!.breed).toBe('Labrador Retriever');
    const [list, shown] = await converse('small dogs within 25 miles good with cats', 'what about bella?');
    expect(list!.dogs.map((d) => d.name)).toContain('bella');
    expect(named(shown!)[0]!.breed).toBe('Shih Tzu');
  });

  it('says so when no available dog has that name', async () => {
    for (const question of ['why is Zorro a good match?', 'Why is Ghost a good match?']) {
      const reply = await ask(question);
      expect(reply.dogs).toEqual([]);
      expect(reply.content).toMatch(/^I couldn't find an available dog named (Zorro|Ghost)\./);
    }
    const nothingShown = await ask('why is the first one a good match?');
    expect(nothingShown.content).toMatch(/^Which dog do you mean\?/);
  });
});

describe('when nothing fits', () => {
  it('says so, with the filters used, and suggests only relaxations that find dogs', async () => {
    const reply = await ask('Do you have any Great Danes?');
    expect(reply.dogs).toEqual([]);
    expect(reply.content).toMatch(/^I couldn't find any Great Danes within your 25-mile search radius right now\./);
    expect(reply.content).toContain('Relaxing one thing would help: any breed finds 7 dogs.');
    expect(reply.state).toMatchObject({ kind: 'search', shownDogIds: [], filters: { breeds: ['Great Dane'] } });
  });

  it('suggests a wider distance when that is what would work, and the suggestion works', async () => {
    const [none, wider] = await converse('a basset hound puppy', 'within 100 miles');
    expect(none!.content).toMatch(
      /I couldn't find any puppy Basset Hounds within your 25-mile search radius right now\./,
    );
    expect(none!.content).toContain('within 100 miles finds 1 dog');
    expect(none!.content).not.toContain('within 50 miles');
    expect(wider!.dogs.map((d) => d.name)).toEqual(['Faraway']);
  });

  it('says plainly when no single change would help', async () => {
    const reply = await ask('a very high energy senior beagle that is good with cats within 2 miles');
    expect(reply.dogs).toEqual([]);
    expect(reply.content).toMatch(/Loosening any one of those would not find a dog either/);
  });
});

describe('help', () => {
  it('greets by name and offers example questions; never names a dog', async () => {
    const hello = await ask('hi');
    expect(hello.content).toMatch(/^Hi Dana! I'm Scout/);
    expect(hello.content).toContain('"How do compatibility scores work?"');
    expect(hello.dogs).toEqual([]);
    expect((await ask('thanks!')).content).toMatch(/^You're welcome!/);
    expect((await ask('what is the capital of France')).content).toMatch(/^I'm not sure I understood that/);
  });

  it('keeps the last search, so "show me more" still works after it', async () => {
    const [first, , more] = await converse('good with kids', 'How do compatibility scores work?', 'show me more');
    expect(more!.dogs.length).toBeGreaterThan(0);
    expect(more!.dogs.some((d) => first!.dogs.some((f) => f.id === d.id))).toBe(false);
    expect(named(more!).every((d) => d.goodWithKids)).toBe(true);
  });
});
