// Which dogs a model-backed answer names (the reply's dog cards): at most three, never the
// adopter or Scout, and never a dog in the data that no tool returned (an invented dog
// fails the reply). Setup as in llm-engine-tool-loop.test.ts.
import { describe, expect, it } from 'vitest';
import { ADOPTER, assistantDog, DOGS, inMemoryTools } from '../../testing/assistant-dogs.ts';
import { text, toolCalls } from '../../testing/fake-chat-completions.ts';
import { ask, failure, useLlmEngine } from '../../testing/llm-engine-harness.ts';

describe("which dogs the LLM engine's answer names", () => {
  const llm = useLlmEngine();

  it('names at most three dogs, and no dog when the text names none', async () => {
    const { tools } = inMemoryTools();
    llm.fake.script(
      toolCalls(
        { name: 'search_dogs', arguments: { limit: 3 } },
        { name: 'get_dog', arguments: { name_or_id: 'Rex' } },
      ),
      text('Bella, Pip, Rosie Mae and Rex all scored well.'),
      text('What size of dog would you like?'),
    );

    const reply = await llm.engine().reply(ask('Show me dogs'), tools);
    expect(reply.dogs.map((d) => d.name)).toEqual(['Bella', 'Pip', 'Rosie Mae']);

    const question = await llm.engine().reply(ask('Hello'), tools);
    expect(question).toEqual({ content: 'What size of dog would you like?', dogs: [], state: null });
  });

  it("does not take the adopter's own name, Scout's, or lower-case words for dogs", async () => {
    const { tools } = inMemoryTools([
      ...DOGS,
      assistantDog({ id: '0b7c1f0e-0000-4000-8000-000000000007', name: 'Scout' }),
    ]);
    llm.fake.script(text('Hi Max, I am Scout! Tell me what matters most to you, at max three things.'));

    const reply = await llm.engine().reply(ask('Hello', [], { ...ADOPTER, firstName: 'Max' }), tools);

    expect(reply.dogs).toEqual([]);
  });

  it('fails with "invented_dog" when the answer names a dog in the data that no tool returned', async () => {
    const { tools } = inMemoryTools();
    llm.fake.script(
      toolCalls({ name: 'search_dogs', arguments: { sizes: ['small'] } }),
      text('Bella is lovely, and so is Rex, a German Shepherd.'),
      text('You would love Max!'),
    );

    const afterSearch = await failure(llm.engine().reply(ask('Small dogs?'), tools));
    expect(afterSearch.reason).toBe('invented_dog');
    expect(afterSearch.message).toBe('the answer names Rex, which no tool returned');

    const fromMemory = await failure(llm.engine().reply(ask('Who should I adopt?'), tools));
    expect(fromMemory.reason).toBe('invented_dog');
    expect(fromMemory.message).toBe('the answer names Max, which no tool returned');
  });
});
