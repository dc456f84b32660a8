// The model-backed engine against a real local HTTP server speaking the chat-completions
// protocol (fake-chat-completions.ts), for the llm-engine-*.test.ts files:
//
//   const llm = useLlmEngine();        registers the hooks: one fake server per file, reset per test
//   llm.fake.script(text('Hi!'));
//   await llm.engine().reply(ask('Hello'), inMemoryTools().tools);
//   llm.logged                         what the engine logged in this test
//   await failure(promise)             the LlmReplyError the promise rejected with
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { AssistantRequest, AssistantTurn } from '../modules/assistant/engine.ts';
import { LlmReplyError } from '../modules/assistant/chat-completions-client.ts';
import { createLlmEngine, type LlmEngineOptions } from '../modules/assistant/llm-engine.ts';
import { ADOPTER } from './assistant-dogs.ts';
import { startFakeChatCompletions, type FakeChatCompletions } from './fake-chat-completions.ts';

export const API_KEY = 'sk-test-secret-key-4711';
export const MODEL = 'scout-test-model';

export interface LlmEngineHarness {
  /** The fake model server; set once the file's beforeAll has run. */
  fake: FakeChatCompletions;
  logged: { details: object; message: string }[];
  engine(overrides?: Partial<LlmEngineOptions>): ReturnType<typeof createLlmEngine>;
}

export function useLlmEngine(): LlmEngineHarness {
  const harness: LlmEngineHarness = {
    fake: undefined as unknown as FakeChatCompletions,
    logged: [],
    engine: (overrides = {}) =>
      createLlmEngine({
        baseUrl: harness.fake.baseUrl,
        apiKey: API_KEY,
        model: MODEL,
        timeoutMs: 5_000,
        log: { debug: (details, message) => harness.logged.push({ details, message }) },
        ...overrides,
      }),
  };
  beforeAll(async () => {
    harness.fake = await startFakeChatCompletions();
  });
  afterAll(async () => harness.fake?.close());
  beforeEach(() => {
    harness.fake.reset();
    harness.logged = [];
  });
  return harness;
}

export function ask(message: string, history: AssistantTurn[] = [], adopter = ADOPTER): AssistantRequest {
  return { adopter, history, message };
}

export async function failure(promise: Promise<unknown>): Promise<LlmReplyError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmReplyError);
  return err as LlmReplyError;
}
