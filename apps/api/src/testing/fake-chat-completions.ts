// A stand-in for an OpenAI-compatible chat-completions service, for tests: a real HTTP
// server on 127.0.0.1 that answers POST {baseUrl}/chat/completions as scripted and records
// what it received.
//
//   const fake = await startFakeChatCompletions();
//   fake.baseUrl      "http://127.0.0.1:<port>/v1", what LLM_BASE_URL would be
//   fake.script(toolCalls({ name: 'search_dogs', arguments: { sizes: ['small'] } }), text('Meet Bella!'));
//   ...run the code under test...
//   fake.requests     every chat-completions request received, oldest first: { headers, body }
//   fake.reset()      forgets the requests and any answers left in the script
//   await fake.close()
//
// script() queues answers; each request takes the next one. A request with nothing left
// to answer gets a 500 "nothing scripted", which the code under test sees as a failure.
//   text(content)               a final assistant message
//   toolCalls(...calls)         an assistant message asking for tools; a call is
//                               { name, arguments (an object, or a raw string sent as is), id? }
//   httpError(status, body?)    that status with that body
//   malformed(body)             status 200 with that body as is ('not json', '{"choices":[]}')
//   slow(ms, answer)            the answer after ms; dropped if the client hangs up first
//   (request) => answer         decided from what the request carries, e.g. with
//                               toolResults(request): the results the last round sent back
// Other paths and methods answer 404.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeToolCall {
  id?: string;
  name: string;
  arguments: Record<string, unknown> | string;
}

export type FakeAnswer =
  | { kind: 'text'; content: string }
  | { kind: 'tool_calls'; calls: FakeToolCall[] }
  | { kind: 'http_error'; status: number; body: string }
  | { kind: 'malformed'; body: string }
  | { kind: 'slow'; ms: number; answer: FakeAnswer };

export type FakeScriptStep = FakeAnswer | ((request: FakeChatRequest) => FakeAnswer);

/** The request body as the protocol defines it (loosely: tests look at what they need). */
export interface FakeChatRequestBody {
  model: string;
  messages: {
    role: string;
    content?: string | null;
    tool_call_id?: string;
    tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  tool_choice?: unknown;
}

export interface FakeChatRequest {
  headers: IncomingHttpHeaders;
  body: FakeChatRequestBody;
}

export interface FakeChatCompletions {
  baseUrl: string;
  requests: FakeChatRequest[];
  script(...steps: FakeScriptStep[]): void;
  reset(): void;
  close(): Promise<void>;
}

export const text = (content: string): FakeAnswer => ({ kind: 'text', content });
export const toolCalls = (...calls: FakeToolCall[]): FakeAnswer => ({ kind: 'tool_calls', calls });
export const httpError = (status: number, body = '{"error":{"message":"scripted failure"}}'): FakeAnswer => ({
  kind: 'http_error',
  status,
  body,
});
export const malformed = (body: string): FakeAnswer => ({ kind: 'malformed', body });
export const slow = (ms: number, answer: FakeAnswer): FakeAnswer => ({ kind: 'slow', ms, answer });

/** The tool results a request sends back: its trailing `tool` messages, contents parsed. */
export function toolResults(request: FakeChatRequest): { toolCallId: string; result: unknown }[] {
  const results: { toolCallId: string; result: unknown }[] = [];
  for (const message of request.body.messages.toReversed()) {
    if (message.role !== 'tool') break;
    results.unshift({ toolCallId: message.tool_call_id ?? '', result: JSON.parse(message.content ?? 'null') });
  }
  return results;
}

const BASE_PATH = '/v1';

export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: FakeChatRequest[] = [];
  let steps: FakeScriptStep[] = [];
  let completions = 0;

  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== `${BASE_PATH}/chat/completions`) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: FakeChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequestBody;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"body is not JSON"}}');
        return;
      }
      const request: FakeChatRequest = { headers: req.headers, body };
      requests.push(request);
      const step = steps.shift();
      const answer =
        step === undefined
          ? httpError(500, '{"error":{"message":"nothing scripted"}}')
          : typeof step === 'function'
            ? step(request)
            : step;
      send(res, answer, body.model);
    });
  });

  function send(res: ServerResponse, answer: FakeAnswer, model: string): void {
    switch (answer.kind) {
      case 'slow': {
        const timer = setTimeout(() => send(res, answer.answer, model), answer.ms);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'http_error':
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' }).end(answer.body);
        return;
      case 'text':
      case 'tool_calls': {
        completions += 1;
        const message =
          answer.kind === 'text'
            ? { role: 'assistant', content: answer.content }
            : {
                role: 'assistant',
                content: null,
                tool_calls: answer.calls.map((call, index) => ({
                  id: call.id ?? `call_${completions}_${index + 1}`,
                  type: 'function',
                  function: {
                    name: call.name,
                    arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
                  },
                })),
              };
        const completion = {
          id: `chatcmpl-fake-${completions}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message, finish_reason: answer.kind === 'text' ? 'stop' : 'tool_calls' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    script: (...more) => {
      steps.push(...more);
    },
    reset: () => {
      requests.length = 0;
      steps = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A slow answer may still hold a connection open; close() would wait for it.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
