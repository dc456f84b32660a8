// Every way the model-backed engine fails throws an LlmReplyError with its reason, on time
// (the chat route then falls back to the built-in engine); and the key and the prompt stay
// out of requests without a key and out of the log. Setup as in llm-engine-tool-loop.test.ts.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inMemoryTools } from '../../testing/assistant-dogs.ts';
import { httpError, malformed, slow, text, toolCalls } from '../../testing/fake-chat-completions.ts';
import { API_KEY, ask, failure, useLlmEngine } from '../../testing/llm-engine-harness.ts';
import { LLM_MAX_ROUNDS } from './llm-engine.ts';

describe("the LLM engine's failures, and what it never sends or logs", () => {
  const llm = useLlmEngine();

  it(`fails with "no_answer" when the model still calls tools after ${LLM_MAX_ROUNDS} rounds`, async () => {
    const { tools } = inMemoryTools();
    llm.fake.script(
      ...Array.from({ length: LLM_MAX_ROUNDS + 1 }, () => toolCalls({ name: 'search_dogs', arguments: {} })),
    );

    const err = await failure(llm.engine().reply(ask('Anything?'), tools));

    expect(err.reason).toBe('no_answer');
    expect(err.message).toBe(`the model was still calling tools after ${LLM_MAX_ROUNDS} rounds`);
    expect(llm.fake.requests).toHaveLength(LLM_MAX_ROUNDS);
  });

  it('fails with "no_answer" on an empty final text', async () => {
    llm.fake.script(text('   '));
    const err = await failure(llm.engine().reply(ask('Anything?'), inMemoryTools().tools));
    expect(err.reason).toBe('no_answer');
  });

  it('fails with "timeout" after about the time-out when the model is slow', async () => {
    llm.fake.script(slow(10_000, text('Too late.')));
    const started = performance.now();

    const err = await failure(llm.engine({ timeoutMs: 400 }).reply(ask('Anything?'), inMemoryTools().tools));

    const elapsed = performance.now() - started;
    expect(err.reason).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(380);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('bounds the whole reply by the time-out, not each round', async () => {
    llm.fake.script(slow(250, toolCalls({ name: 'search_dogs', arguments: {} })), slow(250, text('Bella!')));
    const started = performance.now();

    const err = await failure(llm.engine({ timeoutMs: 400 }).reply(ask('Anything?'), inMemoryTools().tools));

    expect(err.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(llm.fake.requests).toHaveLength(2);
  });

  it.each([500, 401, 429])('fails with "http_status" when the model answers %i', async (status) => {
    llm.fake.script(httpError(status));
    const err = await failure(llm.engine().reply(ask('Anything?'), inMemoryTools().tools));
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
    llm.fake.script(malformed(body));
    const err = await failure(llm.engine().reply(ask('Anything?'), inMemoryTools().tools));
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
      llm.engine({ baseUrl: `http://127.0.0.1:${closedPort}/v1` }).reply(ask('Anything?'), inMemoryTools().tools),
    );
    expect(err.reason).toBe('network');
    expect(err.message).toBe('the model could not be reached: ECONNREFUSED');
  });

  it('sends no Authorization header without a key, and never logs the key or the prompt', async () => {
    const { tools } = inMemoryTools();
    llm.fake.script(
      toolCalls({ name: 'search_dogs', arguments: { sizes: ['gigantic'] } }),
      text('Could you say which size?'),
      httpError(500),
    );

    await llm.engine({ apiKey: undefined }).reply(ask('Secret question about my ferret Zanzibar'), tools);
    expect(llm.fake.requests[0]!.headers.authorization).toBeUndefined();
    await failure(llm.engine().reply(ask('Secret question about my ferret Zanzibar'), tools));

    expect(llm.logged.map((l) => l.message)).toEqual([
      'assistant: model answered',
      'assistant: tool call refused',
      'assistant: model answered',
    ]);
    expect(llm.logged[0]!.details).toEqual({ round: 1, ms: expect.any(Number), toolCalls: ['search_dogs'] });
    const everything = JSON.stringify(llm.logged);
    for (const secret of [API_KEY, 'Zanzibar', 'Jamie', 'adoption matchmaker'])
      expect(everything).not.toContain(secret);
  });
});
