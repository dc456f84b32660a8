// GET and POST /api/chat through the real app: who may chat, the built-in answers naming real
// dogs, history that is each adopter's own, bounded questions and the per-adopter limit; and,
// with LLM_* set, the model answering through its tools, the built-in engine standing in when
// the model is slow, broken or names a dog it was not given, and no adopter's words reaching
// another's prompt (product §6, §15).
import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_TOO_LONG_MESSAGE,
  chatExchangeSchema,
  chatHistorySchema,
  type ChatExchange,
} from '@scout/domain';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createAdopterProfile, createDog, createLister } from '../../db/seed/factories.ts';
import {
  startFakeChatCompletions,
  text,
  toolCalls,
  toolResults,
  slow,
  httpError,
} from '../../testing/fake-chat-completions.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { NO_PROFILE_ANSWER } from './chat.service.ts';

const PLACE = { latitude: 41.5, longitude: -81.7 };

async function worldWithDogs(t: TestApp) {
  const shelter = await createLister(t.database.db, { type: 'shelter', name: 'Lakeside Rescue', ...PLACE });
  const kidFriendly = await createDog(t.database.db, {
    listerId: shelter.id,
    name: 'Biscuit',
    goodWithKids: true,
    status: 'available',
  });
  const notForKids = await createDog(t.database.db, {
    listerId: shelter.id,
    name: 'Thunder',
    goodWithKids: false,
    status: 'available',
  });
  return { kidFriendly, notForKids };
}

async function adopterWithProfile(t: TestApp, name = 'Dana Adopter') {
  const account = await signUp(t.app, 'adopter', { name });
  await createAdopterProfile(t.database.db, { userId: account.userId, ...PLACE });
  return account;
}

describe('chat with the built-in engine', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof worldWithDogs>>;
  beforeAll(async () => {
    t = await createTestApp();
    world = await worldWithDogs(t);
  });
  afterAll(async () => t?.close());

  it('is for signed-in adopters: 401 signed out, 403 for shelters, on both calls', async () => {
    expect((await t.api.get('/api/chat')).statusCode).toBe(401);
    expect((await t.api.post('/api/chat', { content: 'hi' })).statusCode).toBe(401);
    const shelter = await signUp(t.app, 'shelter');
    expect((await t.api.as(shelter.cookie).get('/api/chat')).statusCode).toBe(403);
    // Refused before the body is read: a bad body still gets 403.
    expect((await t.api.as(shelter.cookie).post('/api/chat', { content: '' })).statusCode).toBe(403);
  });

  it('points an adopter without survey answers to the survey', async () => {
    const { cookie } = await signUp(t.app, 'adopter');
    const res = await t.api.as(cookie).post('/api/chat', { content: 'Which dogs are good with kids?' });
    expect(res.statusCode, res.body).toBe(201);
    const { reply } = chatExchangeSchema.parse(res.json());
    expect(reply).toMatchObject({ role: 'assistant', content: NO_PROFILE_ANSWER, dogs: [], dogContext: null });
  });

  it('answers with real available dogs that fit, linked by id, and keeps the exchange in the history', async () => {
    const { cookie } = await adopterWithProfile(t);
    const res = await t.api.as(cookie).post('/api/chat', { content: 'Which dogs are good with kids?' });
    expect(res.statusCode, res.body).toBe(201);
    const { message, reply } = chatExchangeSchema.parse(res.json());
    expect(message).toMatchObject({ role: 'user', content: 'Which dogs are good with kids?' });
    expect(reply.dogs.map((d) => d.id)).toEqual([world.kidFriendly.id]);
    expect(reply.dogContext).toBe(world.kidFriendly.id);
    expect(reply.content).toContain('Biscuit');
    expect(reply.content).not.toContain('Thunder');

    const stored = chatHistorySchema.parse((await t.api.as(cookie).get('/api/chat')).json());
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Which dogs are good with kids?'],
      ['assistant', reply.content],
    ]);
  });

  it('shows each adopter only their own history', async () => {
    const first = await adopterWithProfile(t);
    const second = await adopterWithProfile(t);
    expect(
      (await t.api.as(first.cookie).post('/api/chat', { content: 'my secret question about calm dogs' })).statusCode,
    ).toBe(201);
    expect(chatHistorySchema.parse((await t.api.as(second.cookie).get('/api/chat')).json())).toEqual([]);
    expect(chatHistorySchema.parse((await t.api.as(first.cookie).get('/api/chat')).json())).toHaveLength(2);
  });

  it('refuses an empty or over-long question with a clear 400, and stores nothing', async () => {
    const { cookie } = await adopterWithProfile(t);
    const blank = await t.api.as(cookie).post('/api/chat', { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([{ path: 'content', message: 'Ask Scout something first.' }]);
    const long = await t.api.as(cookie).post('/api/chat', { content: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([{ path: 'content', message: CHAT_TOO_LONG_MESSAGE }]);
    expect(chatHistorySchema.parse((await t.api.as(cookie).get('/api/chat')).json())).toEqual([]);
  });

  it(`allows ${CHAT_MESSAGES_PER_MINUTE} questions a minute per adopter, then 429; another adopter is not held up`, async () => {
    const busy = await adopterWithProfile(t);
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
      expect((await t.api.as(busy.cookie).post('/api/chat', { content: `question ${i}` })).statusCode).toBe(201);
    const limited = await t.api.as(busy.cookie).post('/api/chat', { content: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: CHAT_RATE_LIMITED_MESSAGE });
    const other = await adopterWithProfile(t);
    expect((await t.api.as(other.cookie).post('/api/chat', { content: 'hello' })).statusCode).toBe(201);
  });
});

describe('chat through an OpenAI-compatible model (LLM_* set)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
  let world: Awaited<ReturnType<typeof worldWithDogs>>;
  const logs: string[] = [];
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    t = await createTestApp(
      { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '1000' },
      { logger: { level: 'warn', stream } },
    );
    world = await worldWithDogs(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const reply = async (cookie: string, content: string) => {
    const res = await t.api.as(cookie).post('/api/chat', { content });
    expect(res.statusCode, res.body).toBe(201);
    return chatExchangeSchema.parse(res.json()).reply;
  };

  it("answers with the model's words, naming the dogs its tools returned", async () => {
    fake.reset();
    logs.length = 0;
    fake.script(toolCalls({ name: 'search_dogs', arguments: { good_with_kids: true } }), (request) =>
      text(
        `You might love ${(toolResults(request)[0]!.result as { dogs: { name: string }[] }).dogs[0]!.name}: great with kids!`,
      ),
    );
    const { cookie } = await adopterWithProfile(t);
    const answer = await reply(cookie, 'Which dogs are good with kids?');
    expect(answer.content).toBe('You might love Biscuit: great with kids!');
    expect(answer.dogs).toEqual([{ id: world.kidFriendly.id, name: 'Biscuit' }]);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer test-key');
    expect(logs.join('')).not.toContain('the model failed');
  });

  const fallbacks: Array<[string, () => void, string]> = [
    ['slow', () => fake.script(slow(3_000, text('Too late: Biscuit.'))), 'did not answer in time'],
    ['broken', () => fake.script(httpError(500)), 'HTTP 500'],
    ['naming a dog no tool returned', () => fake.script(text('Thunder is perfect for you!')), 'Thunder'],
  ];
  for (const [kind, script, reason] of fallbacks) {
    it(`answers with the built-in engine when the model is ${kind}, and the log says why`, async () => {
      fake.reset();
      logs.length = 0;
      script();
      const { cookie } = await adopterWithProfile(t);
      const started = performance.now();
      const answer: ChatExchange['reply'] = await reply(cookie, 'Which dogs are good with kids?');
      expect(performance.now() - started).toBeLessThan(2_500);
      expect(answer.dogs.map((d) => d.id)).toEqual([world.kidFriendly.id]);
      expect(answer.content).not.toContain('Thunder');
      expect(logs.join('')).toContain('the model failed');
      expect(logs.join('')).toContain(reason);
    });
  }

  it("never puts one adopter's words into another adopter's prompt", async () => {
    fake.reset();
    fake.script(text('Happy to help!'), text('Happy to help too!'));
    const first = await adopterWithProfile(t, 'Avery First');
    const second = await adopterWithProfile(t, 'Blake Second');
    await reply(first.cookie, 'my neighbour Priscilla wants a beagle');
    await reply(second.cookie, 'any calm dogs?');
    const secondPrompt = JSON.stringify(fake.requests[1]!.body.messages);
    expect(secondPrompt).toContain('any calm dogs?');
    expect(secondPrompt).toContain('Blake');
    expect(secondPrompt).not.toContain('Priscilla');
    expect(secondPrompt).not.toContain('Avery');
  });
});

describe('LLM settings', () => {
  const base = { PORT: '3997', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/scout-llm-settings', LOG_LEVEL: 'silent' };

  it('are optional, and taken together with a bounded time-out', () => {
    expect(loadConfig(base).llm).toBeUndefined();
    expect(loadConfig({ ...base, LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3',
      timeoutMs: 15_000,
    });
  });

  it('stop the server with one line naming the setting when half set or out of range', () => {
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, LLM_MODEL: 'llama3' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(
      /Invalid setting LLM_BASE_URL/,
    );
    expect(() => loadConfig({ ...base, LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '10' })).toThrow(
      /Invalid setting LLM_TIMEOUT_MS/,
    );
  });
});
