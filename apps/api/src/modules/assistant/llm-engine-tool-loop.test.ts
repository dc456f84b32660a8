// The model-backed engine's tool loop, against a real local HTTP server speaking the
// chat-completions protocol (testing/fake-chat-completions.ts) and tools over an in-memory
// list of dogs (testing/assistant-dogs.ts): what the engine sends, how it runs the tools the
// model asks for, and what it makes of the answers. Failures: llm-engine-failures.test.ts;
// which dogs an answer names: llm-engine-named-dogs.test.ts.
import { NO_FILTERS, type DogSearchFilters } from '@scout/domain/assistant/types';
import { describe, expect, it } from 'vitest';
import { ADOPTER, BELLA, inMemoryTools, PIP, ROSIE_MAE } from '../../testing/assistant-dogs.ts';
import { malformed, text, toolCalls, toolResults } from '../../testing/fake-chat-completions.ts';
import { API_KEY, ask, MODEL, useLlmEngine } from '../../testing/llm-engine-harness.ts';
import type { AssistantAdopter, AssistantTurn } from './engine.ts';
import { LLM_HISTORY_TURNS, LLM_TOOL_CALLS_PER_ROUND } from './llm-engine.ts';

describe("the LLM engine's tool loop", () => {
  const llm = useLlmEngine();

  it('answers a search with the dogs its text names, in the order named, and remembers the search', async () => {
    const { tools, calls } = inMemoryTools();
    llm.fake.script(
      toolCalls({
        name: 'search_dogs',
        arguments: { sizes: ['Small'], energy_levels: null, good_with_cats: true, limit: 10, colour: 'brown' },
      }),
      text(
        'Pip (85) is a tiny Chihuahua who is good with cats, and Bella (92) is a calm Beagle. Bella would suit your apartment.',
      ),
    );

    const reply = await llm.engine().reply(ask('Who is good with my cat?'), tools);

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

    expect(llm.fake.requests).toHaveLength(2);
    const [first, second] = llm.fake.requests;
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
    const e = llm.engine();
    const { tools } = inMemoryTools();
    const alex: AssistantAdopter = { ...ADOPTER, firstName: 'Alexandria', searchRadius: 50 };
    llm.fake.script(text('Happy to help, Alexandria!'), text('Of course!'));

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

    const jamies = llm.fake.requests[1]!.body;
    expect(JSON.stringify(jamies)).not.toMatch(/Alexandria|Whiskerton|50 miles/);
    expect(jamies.messages.slice(1)).toEqual([
      ...history.slice(-LLM_HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: 'Thanks!' },
    ]);
  });

  it('reads a dog and explains its score, running several tool calls of one turn', async () => {
    const { tools, calls } = inMemoryTools();
    llm.fake.script(
      toolCalls(
        { name: 'get_dog', arguments: { name_or_id: 'bella' } },
        { name: 'explain_score', arguments: { name_or_id: BELLA.id } },
      ),
      text('Bella scores 92 for you: she is good with cats and her low energy suits your relaxed pace.'),
    );

    const reply = await llm.engine().reply(ask('Why is Bella a good match for me?'), tools);

    expect(calls.find).toEqual(['bella', BELLA.id]);
    const [dogResult, scoreResult] = toolResults(llm.fake.requests[1]!);
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
    llm.fake.script(
      toolCalls({
        name: 'search_dogs',
        arguments: { sizes: ['small'], good_with_cats: true, exclude_ids: [BELLA.id] },
      }),
      text('There is also Pip, a young Chihuahua (85).'),
    );

    const reply = await llm.engine().reply(ask('Any others?', history), tools);

    const system = llm.fake.requests[0]!.body.messages[0]!.content!;
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
    llm.fake.script(
      toolCalls({ name: 'explain_score', arguments: { name_or_id: 'Rosie Mae' } }),
      text('Rosie Mae scores 78: she is calm and good with cats.'),
    );

    const reply = await llm.engine().reply(ask('Tell me about Rosie Mae', history), tools);

    // "Rosie" alone is another dog in the data, but here it is part of Rosie Mae's name.
    expect(reply.dogs).toEqual([{ id: ROSIE_MAE.id, name: 'Rosie Mae' }]);
    expect(reply.state).toEqual({ kind: 'why_match', filters: lastSearch, shownDogIds: [ROSIE_MAE.id] });
  });

  it('sends bad tool calls back to the model as errors it can correct, instead of failing', async () => {
    const { tools, calls } = inMemoryTools();
    llm.fake.script(
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

    const reply = await llm.engine().reply(ask('Find me something'), tools);

    const errors = toolResults(llm.fake.requests[1]!).map((r) => (r.result as { error: string }).error);
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
    expect(llm.logged.filter((l) => l.message === 'assistant: tool call refused')).toHaveLength(5);
  });

  it(`runs at most ${LLM_TOOL_CALLS_PER_ROUND} tool calls in one round and refuses the rest`, async () => {
    const { tools, calls } = inMemoryTools();
    const many = Array.from({ length: LLM_TOOL_CALLS_PER_ROUND + 2 }, () => ({
      name: 'get_dog',
      arguments: { name_or_id: 'Pip' },
    }));
    llm.fake.script(toolCalls(...many), text('Pip is a sweet Chihuahua.'));

    await llm.engine().reply(ask('Tell me about Pip'), tools);

    expect(calls.find).toHaveLength(LLM_TOOL_CALLS_PER_ROUND);
    const results = toolResults(llm.fake.requests[1]!);
    expect(results).toHaveLength(many.length);
    expect(results.slice(-2).map((r) => r.result)).toEqual([
      { error: 'too many tool calls at once' },
      { error: 'too many tool calls at once' },
    ]);
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
    llm.fake.script(
      malformed(JSON.stringify(withoutIds)),
      text('<think>Bella? No, Rex is not it either.</think>Pip is a cheerful Chihuahua.'),
    );

    const reply = await llm.engine().reply(ask('Tell me about Pip'), tools);

    expect(toolResults(llm.fake.requests[1]!)).toEqual([
      { toolCallId: 'call_1', result: expect.objectContaining({ id: PIP.id }) },
    ]);
    expect(llm.fake.requests[1]!.body.messages.at(-2)!.tool_calls).toEqual([
      { id: 'call_1', type: 'function', function: { name: 'get_dog', arguments: '{"name_or_id":"Pip"}' } },
    ]);
    expect(reply).toEqual({
      content: 'Pip is a cheerful Chihuahua.',
      dogs: [{ id: PIP.id, name: 'Pip' }],
      state: { kind: 'why_match', filters: NO_FILTERS, shownDogIds: [PIP.id] },
    });
  });
});
