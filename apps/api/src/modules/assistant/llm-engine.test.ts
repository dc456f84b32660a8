// The model-backed engine against a real local HTTP server speaking the chat-completions
// protocol (testing/fake-chat-completions.ts). The tools here are an in-memory list of
// dogs, not our database: the real tools have their own tests; these check what the engine
// sends, what it makes of the answers, and that every failure throws on time.
import { NO_FILTERS, type DogSearchFilters } from '@scout/domain/assistant/types';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  httpError,
  malformed,
  slow,
  startFakeChatCompletions,
  text,
  toolCalls,
  toolResults,
  type FakeChatCompletions,
} from '../../testing/fake-chat-completions.ts';
import type { AssistantAdopter, AssistantDog, AssistantRequest, AssistantTools, AssistantTurn } from './engine.ts';
import {
  createLlmEngine,
  LLM_HISTORY_TURNS,
  LLM_MAX_ROUNDS,
  LLM_TOOL_CALLS_PER_ROUND,
  type LlmEngineOptions,
} from './llm-engine.ts';
import { LlmReplyError } from './chat-completions-client.ts';

const API_KEY = 'sk-test-secret-key-4711';
const MODEL = 'scout-test-model';

function dog(overrides: Partial<AssistantDog> & Pick<AssistantDog, 'id' | 'name'>): AssistantDog {
  return {
    breed: 'Mixed Breed',
    age: 3,
    ageCategory: 'adult',
    size: 'medium',
    weight: 40,
    energyLevel: 'moderate',
    temperament: ['friendly'],
    goodWithKids: true,
    goodWithDogs: true,
    goodWithCats: false,
    specialNeeds: null,
    shelterName: 'Austin Paws',
    distanceMiles: 5,
    score: 70,
    reasons: ['Friendly with everyone'],
    hardLimits: [],
    ...overrides,
  };
}

const BELLA = dog({
  id: '0b7c1f0e-0000-4000-8000-000000000001',
  name: 'Bella',
  breed: 'Beagle',
  size: 'small',
  weight: 22,
  energyLevel: 'low',
  temperament: ['calm', 'gentle'],
  goodWithCats: true,
  specialNeeds: 'Needs a daily pill for her thyroid',
  distanceMiles: 3.2,
  score: 92,
  reasons: [
    'Good with cats',
    'Low energy suits your relaxed pace',
    'Small, ideal for an apartment',
    'Gentle with visitors',
  ],
});
const PIP = dog({
  id: '0b7c1f0e-0000-4000-8000-000000000002',
  name: 'Pip',
  breed: 'Chihuahua',
  age: 2,
  ageCategory: 'young',
  size: 'small',
  weight: 6,
  goodWithCats: true,
  shelterName: 'Sam (Owner)',
  distanceMiles: 8.4,
  score: 85,
  reasons: ['Good with cats', 'Small, ideal for an apartment'],
});
const MAX = dog({
  id: '0b7c1f0e-0000-4000-8000-000000000003',
  name: 'Max',
  breed: 'Labrador Retriever',
  age: 1,
  ageCategory: 'young',
  size: 'large',
  weight: 70,
  energyLevel: 'very_high',
  score: 31,
  reasons: ['Very high energy for your relaxed pace'],
  hardLimits: ['Not good with cats'],
});
const ROSIE_MAE = dog({
  id: '0b7c1f0e-0000-4000-8000-000000000004',
  name: 'Rosie Mae',
  ageCategory: 'senior',
  age: 9,
  energyLevel: 'low',
  goodWithCats: true,
  score: 78,
});
const ROSIE = dog({ id: '0b7c1f0e-0000-4000-8000-000000000005', name: 'Rosie', size: 'large', weight: 65, score: 55 });
const REX = dog({
  id: '0b7c1f0e-0000-4000-8000-000000000006',
  name: 'Rex',
  breed: 'German Shepherd',
  size: 'large',
  weight: 80,
  score: 60,
});
const DOGS = [BELLA, PIP, MAX, ROSIE_MAE, ROSIE, REX];

/** AssistantTools over a fixed list, recording how the engine called it. */
function inMemoryTools(dogs: readonly AssistantDog[] = DOGS) {
  const calls = {
    search: [] as { filters: DogSearchFilters; limit: number; excludeIds: readonly string[] }[],
    find: [] as string[],
  };
  const tools: AssistantTools = {
    async searchDogs(filters, { limit, excludeIds = [] }) {
      calls.search.push({ filters, limit, excludeIds });
      const any = <T>(wanted: readonly T[], value: T) => wanted.length === 0 || wanted.includes(value);
      const matching = dogs
        .filter(
          (d) =>
            any(filters.sizes, d.size) &&
            any(filters.ageCategories, d.ageCategory) &&
            any(filters.energyLevels, d.energyLevel) &&
            (filters.temperament.length === 0 || filters.temperament.some((t) => d.temperament.includes(t))) &&
            (!filters.goodWithKids || d.goodWithKids) &&
            (!filters.goodWithDogs || d.goodWithDogs) &&
            (!filters.goodWithCats || d.goodWithCats) &&
            (filters.breeds.length === 0 ||
              filters.breeds.some((b) => d.breed.toLowerCase().includes(b.toLowerCase()))) &&
            d.distanceMiles <= (filters.maxMiles ?? ADOPTER.searchRadius) &&
            !excludeIds.includes(d.id),
        )
        .toSorted((a, b) => b.score - a.score);
      return { dogs: matching.slice(0, limit), total: matching.length };
    },
    async findDog(nameOrId) {
      calls.find.push(nameOrId);
      return dogs.find((d) => d.id === nameOrId || d.name.toLowerCase() === nameOrId.toLowerCase()) ?? null;
    },
    async vocabulary() {
      return { breeds: [...new Set(dogs.map((d) => d.breed))], dogNames: dogs.map((d) => d.name) };
    },
  };
  return { tools, calls };
}

const ADOPTER: AssistantAdopter = {
  firstName: 'Jamie',
  profile: {
    livingSituation: 'apartment',
    otherPets: 'cats',
    activityLevel: 'low',
    workSchedule: 'hybrid',
    exerciseCommitment: 'few_times_week',
    experienceLevel: 'first_time',
    householdComposition: 'adults',
    preferredSize: ['small', 'medium'],
    preferredAge: ['young', 'adult'],
    preferredEnergy: ['low'],
  },
  latitude: 30.2672,
  longitude: -97.7431,
  searchRadius: 25,
};

function ask(message: string, history: AssistantTurn[] = [], adopter = ADOPTER): AssistantRequest {
  return { adopter, history, message };
}

async function failure(promise: Promise<unknown>): Promise<LlmReplyError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmReplyError);
  return err as LlmReplyError;
}

describe('the LLM engine', () => {
  let fake: FakeChatCompletions;
  let logged: { details: object; message: string }[];

  function engine(overrides: Partial<LlmEngineOptions> = {}) {
    return createLlmEngine({
      baseUrl: fake.baseUrl,
      apiKey: API_KEY,
      model: MODEL,
      timeoutMs: 5_000,
      log: { debug: (details, message) => logged.push({ details, message }) },
      ...overrides,
    });
  }

  beforeAll(async () => {
    fake = await startFakeChatCompletions();
  });
  afterAll(async () => fake?.close());
  beforeEach(() => {
    fake.reset();
    logged = [];
  });

  it('answers a search with the dogs its text names, in the order named, and remembers the search', async () => {
    const { tools, calls } = inMemoryTools();
    fake.script(
      toolCalls({
        name: 'search_dogs',
        arguments: { sizes: ['Small'], energy_levels: null, good_with_cats: true, limit: 10, colour: 'brown' },
      }),
      text(
        'Pip (85) is a tiny Chihuahua who is good with cats, and Bella (92) is a calm Beagle. Bella would suit your apartment.',
      ),
    );

    const reply = await engine().reply(ask('Who is good with my cat?'), tools);

    expect(reply).toEqual({
      content:
        'Pip (85) is a tiny Chihuahua who is good with cats, and Bella (92) is a calm Beagle. Bella would suit your apartment.',
      dogs: [
        { id: PIP.id, name: 'Pip' },
        { id: BELLA.id, name: 'Bella' },
      ],
      state: {
        kind: 'search',
        filters: { ...NO_FILTERS, sizes: ['small'], goodWithCats: true },
        shownDogIds: [PIP.id, BELLA.id],
      },
    });
    // The limit is clamped to three; the unknown key is ignored.
    expect(calls.search).toEqual([
      { filters: { ...NO_FILTERS, sizes: ['small'], goodWithCats: true }, limit: 3, excludeIds: [] },
    ]);

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first!.body.model).toBe(MODEL);
    expect(first!.body.tool_choice).toBe('auto');
    expect(first!.body.tools!.map((t) => [t.type, t.function.name])).toEqual([
      ['function', 'search_dogs'],
      ['function', 'get_dog'],
      ['function', 'explain_score'],
    ]);
    expect(first!.body.tools![0]!.function.parameters).toMatchObject({
      type: 'object',
      properties: {
        sizes: { type: 'array', items: { enum: ['small', 'medium', 'large'] } },
        good_with_cats: { type: 'boolean' },
        limit: { maximum: 3 },
        exclude_ids: { type: 'array' },
      },
    });
    const system = first!.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Scout');
    expect(system.content).toContain('Jamie');
    expect(system.content).toContain('within 25 miles');
    expect(system.content).toContain('Home: apartment; other pets: cats; activity: relaxed');
    expect(system.content).toContain('experience: first-time dog owner');
    expect(system.content).toContain('would like: small or medium; young or adult; low energy');
    expect(first!.body.messages.slice(1)).toEqual([{ role: 'user', content: 'Who is good with my cat?' }]);

    // The second round carries the tool call and its compact result.
    const call = second!.body.messages.at(-2)!;
    expect(call.role).toBe('assistant');
    expect(call.tool_calls).toEqual([
      expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'search_dogs' }) }),
    ]);
    expect(second!.body.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: call.tool_calls![0]!.id });
    expect(toolResults(second!)).toEqual([
      {
        toolCallId: call.tool_calls![0]!.id,
        result: {
          total: 2,
          dogs: [
            {
              id: BELLA.id,
              name: 'Bella',
              breed: 'Beagle',
              age_years: 3,
              age_category: 'adult',
              size: 'small',
              energy: 'low',
              good_with: ['kids', 'dogs', 'cats'],
              distance_miles: 3.2,
              score: 92,
              reasons: BELLA.reasons.slice(0, 3),
            },
            expect.objectContaining({
              id: PIP.id,
              name: 'Pip',
              score: 85,
              good_with: ['kids', 'dogs', 'cats'],
              distance_miles: 8.4,
            }),
          ],
        },
      },
    ]);
  });

  it("sends only this adopter's last few turns, and nothing of another adopter's chat", async () => {
    const e = engine();
    const { tools } = inMemoryTools();
    const alex: AssistantAdopter = { ...ADOPTER, firstName: 'Alexandria', searchRadius: 50 };
    fake.script(text('Happy to help, Alexandria!'), text('Of course!'));

    await e.reply(
      ask('My cat Whiskerton hates loud dogs', [{ role: 'user', content: 'Alexandria was here', state: null }], alex),
      tools,
    );
    const history: AssistantTurn[] = Array.from({ length: LLM_HISTORY_TURNS + 2 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `turn ${i}`,
      state: null,
    }));
    await e.reply(ask('Thanks!', history), tools);

    const jamies = fake.requests[1]!.body;
    expect(JSON.stringify(jamies)).not.toMatch(/Alexandria|Whiskerton|50 miles/);
    expect(jamies.messages.slice(1)).toEqual([
      ...history.slice(-LLM_HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: 'Thanks!' },
    ]);
  });

  it('reads a dog and explains its score, running several tool calls of one turn', async () => {
    const { tools, calls } = inMemoryTools();
    fake.script(
      toolCalls(
        { name: 'get_dog', arguments: { name_or_id: 'bella' } },
        { name: 'explain_score', arguments: { name_or_id: BELLA.id } },
      ),
      text('Bella scores 92 for you: she is good with cats and her low energy suits your relaxed pace.'),
    );

    const reply = await engine().reply(ask('Why is Bella a good match for me?'), tools);

    expect(calls.find).toEqual(['bella', BELLA.id]);
    const [dogResult, scoreResult] = toolResults(fake.requests[1]!);
    expect(dogResult!.result).toMatchObject({
      id: BELLA.id,
      name: 'Bella',
      weight_lbs: 22,
      temperament: ['calm', 'gentle'],
      special_needs: 'Needs a daily pill for her thyroid',
      listed_by: 'Austin Paws',
      reasons: BELLA.reasons,
      hard_limits: [],
    });
    expect(scoreResult!.result).toEqual({
      id: BELLA.id,
      name: 'Bella',
      score: 92,
      reasons: BELLA.reasons,
      hard_limits: [],
    });
    expect(reply.dogs).toEqual([{ id: BELLA.id, name: 'Bella' }]);
    expect(reply.state).toEqual({ kind: 'why_match', filters: NO_FILTERS, shownDogIds: [BELLA.id] });
  });

  it('lets a follow-up build on the last answer: the prompt carries its search, the model excludes the dogs shown', async () => {
    const { tools, calls } = inMemoryTools();
    const lastSearch: DogSearchFilters = { ...NO_FILTERS, sizes: ['small'], goodWithCats: true };
    const history: AssistantTurn[] = [
      { role: 'user', content: 'Small dogs good with cats?', state: null },
      {
        role: 'assistant',
        content: 'Bella is a calm Beagle.',
        state: { kind: 'search', filters: lastSearch, shownDogIds: [BELLA.id] },
      },
    ];
    fake.script(
      toolCalls({
        name: 'search_dogs',
        arguments: { sizes: ['small'], good_with_cats: true, exclude_ids: [BELLA.id] },
      }),
      text('There is also Pip, a young Chihuahua (85).'),
    );

    const reply = await engine().reply(ask('Any others?', history), tools);

    const system = fake.requests[0]!.body.messages[0]!.content!;
    expect(system).toContain('{"sizes":["small"],"good_with_cats":true}');
    expect(system).toContain(JSON.stringify([BELLA.id]));
    expect(calls.search[0]!.excludeIds).toEqual([BELLA.id]);
    expect(reply.dogs).toEqual([{ id: PIP.id, name: 'Pip' }]);
    expect(reply.state).toEqual({ kind: 'search', filters: lastSearch, shownDogIds: [PIP.id] });
  });

  it('keeps the last search when the answer is about one dog', async () => {
    const { tools } = inMemoryTools();
    const lastSearch: DogSearchFilters = { ...NO_FILTERS, energyLevels: ['low'] };
    const history: AssistantTurn[] = [
      { role: 'user', content: 'Something calm?', state: null },
      {
        role: 'assistant',
        content: 'Bella and Rosie Mae.',
        state: { kind: 'search', filters: lastSearch, shownDogIds: [BELLA.id, ROSIE_MAE.id] },
      },
    ];
    fake.script(
      toolCalls({ name: 'explain_score', arguments: { name_or_id: 'Rosie Mae' } }),
      text('Rosie Mae scores 78: she is calm and good with cats.'),
    );

    const reply = await engine().reply(ask('Tell me about Rosie Mae', history), tools);

    // "Rosie" alone is another dog in the data, but here it is part of Rosie Mae's name.
    expect(reply.dogs).toEqual([{ id: ROSIE_MAE.id, name: 'Rosie Mae' }]);
    expect(reply.state).toEqual({ kind: 'why_match', filters: lastSearch, shownDogIds: [ROSIE_MAE.id] });
  });

  it('sends bad tool calls back to the model as errors it can correct, instead of failing', async () => {
    const { tools, calls } = inMemoryTools();
    fake.script(
      toolCalls(
        { name: 'search_dogs', arguments: { sizes: ['gigantic'] } },
        { name: 'search_dogs', arguments: '{"sizes": [' },
        { name: 'adopt_dog', arguments: { name_or_id: 'Bella' } },
        { name: 'get_dog', arguments: {} },
        { name: 'explain_score', arguments: { name_or_id: 'Nobody' } },
        { name: 'search_dogs', arguments: { energy_levels: ['Very High'], max_miles: -3 } },
      ),
      text('I could not find that dog. Could you tell me more about what you are looking for?'),
    );

    const reply = await engine().reply(ask('Find me something'), tools);

    const errors = toolResults(fake.requests[1]!).map((r) => (r.result as { error: string }).error);
    expect(errors).toEqual([
      expect.stringMatching(/^invalid arguments: sizes\.0: /),
      'arguments are not valid JSON',
      'there is no tool called "adopt_dog"; use search_dogs, get_dog or explain_score',
      expect.stringMatching(/^invalid arguments: name_or_id: /),
      'No available dog is called "Nobody".',
      expect.stringMatching(/^invalid arguments: max_miles: /),
    ]);
    expect(calls.search).toEqual([]);
    expect(reply).toEqual({
      content: 'I could not find that dog. Could you tell me more about what you are looking for?',
      dogs: [],
      state: null,
    });
    expect(logged.filter((l) => l.message === 'assistant: tool call refused')).toHaveLength(5);
  });

  it(`runs at most ${LLM_TOOL_CALLS_PER_ROUND} tool calls in one round and refuses the rest`, async () => {
    const { tools, calls } = inMemoryTools();
    const many = Array.from({ length: LLM_TOOL_CALLS_PER_ROUND + 2 }, () => ({
      name: 'get_dog',
      arguments: { name_or_id: 'Pip' },
    }));
    fake.script(toolCalls(...many), text('Pip is a sweet Chihuahua.'));

    await engine().reply(ask('Tell me about Pip'), tools);

    expect(calls.find).toHaveLength(LLM_TOOL_CALLS_PER_ROUND);
    const results = toolResults(fake.requests[1]!);
    expect(results).toHaveLength(many.length);
    expect(results.slice(-2).map((r) => r.result)).toEqual([
      { error: 'too many tool calls at once' },
      { error: 'too many tool calls at once' },
    ]);
  });

  it('names at most three dogs, and no dog when the text names none', async () => {
    const { tools } = inMemoryTools();
    fake.script(
      toolCalls(
        { name: 'search_dogs', arguments: { limit: 3 } },
        { name: 'get_dog', arguments: { name_or_id: 'Rex' } },
      ),
      text('Bella, Pip, Rosie Mae and Rex all scored well.'),
      text('What size of dog would you like?'),
    );

    const reply = await engine().reply(ask('Show me dogs'), tools);
    expect(reply.dogs.map((d) => d.name)).toEqual(['Bella', 'Pip', 'Rosie Mae']);

    const question = await engine().reply(ask('Hello'), tools);
    expect(question).toEqual({ content: 'What size of dog would you like?', dogs: [], state: null });
  });

  it("does not take the adopter's own name, Scout's, or lower-case words for dogs", async () => {
    const { tools } = inMemoryTools([...DOGS, dog({ id: '0b7c1f0e-0000-4000-8000-000000000007', name: 'Scout' })]);
    fake.script(text('Hi Max, I am Scout! Tell me what matters most to you, at max three things.'));

    const reply = await engine().reply(ask('Hello', [], { ...ADOPTER, firstName: 'Max' }), tools);

    expect(reply.dogs).toEqual([]);
  });

  it('copes with compatible servers that leave out tool call ids, send arguments as objects, or think aloud', async () => {
    const { tools } = inMemoryTools();
    const withoutIds = {
      choices: [
        {
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ type: 'function', function: { name: 'get_dog', arguments: { name_or_id: 'Pip' } } }],
          },
        },
      ],
    };
    fake.script(
      malformed(JSON.stringify(withoutIds)),
      text('<think>Bella? No, Rex is not it either.</think>Pip is a cheerful Chihuahua.'),
    );

    const reply = await engine().reply(ask('Tell me about Pip'), tools);

    expect(toolResults(fake.requests[1]!)).toEqual([
      { toolCallId: 'call_1', result: expect.objectContaining({ id: PIP.id }) },
    ]);
    expect(fake.requests[1]!.body.messages.at(-2)!.tool_calls).toEqual([
      { id: 'call_1', type: 'function', function: { name: 'get_dog', arguments: '{"name_or_id":"Pip"}' } },
    ]);
    expect(reply).toEqual({
      content: 'Pip is a cheerful Chihuahua.',
      dogs: [{ id: PIP.id, name: 'Pip' }],
      state: { kind: 'why_match', filters: NO_FILTERS, shownDogIds: [PIP.id] },
    });
  });

  it(`fails with "no_answer" when the model still calls tools after ${LLM_MAX_ROUNDS} rounds`, async () => {
    const { tools } = inMemoryTools();
    fake.script(...Array.from({ length: LLM_MAX_ROUNDS + 1 }, () => toolCalls({ name: 'search_dogs', arguments: {} })));

    const err = await failure(engine().reply(ask('Anything?'), tools));

    expect(err.reason).toBe('no_answer');
    expect(err.message).toBe(`the model was still calling tools after ${LLM_MAX_ROUNDS} rounds`);
    expect(fake.requests).toHaveLength(LLM_MAX_ROUNDS);
  });

  it('fails with "no_answer" on an empty final text', async () => {
    fake.script(text('   '));
    const err = await failure(engine().reply(ask('Anything?'), inMemoryTools().tools));
    expect(err.reason).toBe('no_answer');
  });

  it('fails with "timeout" after about the time-out when the model is slow', async () => {
    fake.script(slow(10_000, text('Too late.')));
    const started = performance.now();

    const err = await failure(engine({ timeoutMs: 400 }).reply(ask('Anything?'), inMemoryTools().tools));

    const elapsed = performance.now() - started;
    expect(err.reason).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('bounds the whole reply by the time-out, not each round', async () => {
    fake.script(slow(250, toolCalls({ name: 'search_dogs', arguments: {} })), slow(250, text('Bella!')));
    const started = performance.now();

    const err = await failure(engine({ timeoutMs: 400 }).reply(ask('Anything?'), inMemoryTools().tools));

    expect(err.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([500, 401, 429])('fails with "http_status" when the model answers %i', async (status) => {
    fake.script(httpError(status));
    const err = await failure(engine().reply(ask('Anything?'), inMemoryTools().tools));
    expect(err.reason).toBe('http_status');
    expect(err.status).toBe(status);
    expect(err.message).toBe(`the model answered HTTP ${status}`);
  });

  it.each([
    ['not JSON', '<html>Bad gateway</html>', 'the model answered with something other than JSON'],
    ['no choices', '{"choices":[]}', 'the model answered JSON that is not a chat completion'],
    [
      'a message with neither text nor tool calls',
      '{"choices":[{"message":{"role":"assistant","content":null}}]}',
      'the model answered JSON that is not a chat completion',
    ],
    [
      'a tool call without a name',
      '{"choices":[{"message":{"tool_calls":[{"id":"c1","function":{"arguments":"{}"}}]}}]}',
      'the model answered JSON that is not a chat completion',
    ],
  ])('fails with "malformed" on %s', async (_case, body, message) => {
    fake.script(malformed(body));
    const err = await failure(engine().reply(ask('Anything?'), inMemoryTools().tools));
    expect(err.reason).toBe('malformed');
    expect(err.message).toBe(message);
  });

  it('fails with "network" when nothing listens at the address', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const err = await failure(
      engine({ baseUrl: `http://127.0.0.1:${closedPort}/v1` }).reply(ask('Anything?'), inMemoryTools().tools),
    );
    expect(err.reason).toBe('network');
    expect(err.message).toBe('the model could not be reached: ECONNREFUSED');
  });

  it('fails with "invented_dog" when the answer names a dog in the data that no tool returned', async () => {
    const { tools } = inMemoryTools();
    fake.script(
      toolCalls({ name: 'search_dogs', arguments: { sizes: ['small'] } }),
      text('Bella is lovely, and so is Rex, a German Shepherd.'),
      text('You would love Max!'),
    );

    const afterSearch = await failure(engine().reply(ask('Small dogs?'), tools));
    expect(afterSearch.reason).toBe('invented_dog');
    expect(afterSearch.message).toBe('the answer names Rex, which no tool returned');

    const fromMemory = await failure(engine().reply(ask('Who should I adopt?'), tools));
    expect(fromMemory.reason).toBe('invented_dog');
    expect(fromMemory.message).toBe('the answer names Max, which no tool returned');
  });

  it('sends no Authorization header without a key, and never logs the key or the prompt', async () => {
    const { tools } = inMemoryTools();
    fake.script(
      toolCalls({ name: 'search_dogs', arguments: { sizes: ['gigantic'] } }),
      text('Could you say which size?'),
      httpError(500),
    );

    await engine({ apiKey: undefined }).reply(ask('Secret question about my ferret Zanzibar'), tools);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
    await failure(engine().reply(ask('Secret question about my ferret Zanzibar'), tools));

    expect(logged.map((l) => l.message)).toEqual([
      'assistant: model answered',
      'assistant: tool call refused',
      'assistant: model answered',
    ]);
    expect(logged[0]!.details).toEqual({ round: 1, ms: expect.any(Number), toolCalls: ['search_dogs'] });
    const everything = JSON.stringify(logged);
    for (const secret of [API_KEY, 'Zanzibar', 'Jamie', 'adoption matchmaker'])
      expect(everything).not.toContain(secret);
  });
});
