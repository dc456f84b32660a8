// One call to an OpenAI-compatible chat-completions service (POST {baseUrl}/chat/completions,
// product §15), and the typed error every way it can go wrong ends in. The caller falls
// back to the built-in engine on that error, so nothing here retries or half-answers.
import { z } from 'zod';

/** Why the model's answer could not be used; the caller logs it. */
export type LlmFailureReason = 'timeout' | 'network' | 'http_status' | 'malformed' | 'no_answer' | 'invented_dog';

/** The model gave no usable answer. The message says why in plain words and never holds the key or the prompt. */
export class LlmReplyError extends Error {
  override name = 'LlmReplyError';
  constructor(
    readonly reason: LlmFailureReason,
    message: string,
    /** The service's HTTP status, for 'http_status'. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatCompletionMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatCompletionsTarget {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

const toolCallSchema = z.object({
  // Some compatible servers leave the id out; the engine then numbers the calls itself.
  id: z.string().min(1).nullish(),
  function: z.object({
    name: z.string(),
    // The protocol sends a JSON string; a few compatible servers send the object itself.
    arguments: z.union([z.string(), z.record(z.string(), z.unknown()).transform((args) => JSON.stringify(args))]),
  }),
});

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z
          .object({
            content: z.string().nullish(),
            tool_calls: z.array(toolCallSchema).nullish(),
          })
          .refine(
            (m) => typeof m.content === 'string' || (m.tool_calls?.length ?? 0) > 0,
            'a message needs content or tool calls',
          ),
      }),
    )
    .min(1),
});

/** The first choice's message: its text, and the tools it asks to run ([] for a final answer). */
export interface ModelTurn {
  content: string | null;
  toolCalls: ToolCall[];
}

/**
 * Sends the conversation and returns the model's next turn. `signal` bounds the whole
 * exchange, reading the body included, so a service that answers slowly or trickles its
 * body still fails on time.
 */
export async function requestChatCompletion(
  target: ChatCompletionsTarget,
  body: { messages: ChatCompletionMessage[]; tools: ToolDefinition[] },
  signal: AbortSignal,
): Promise<ModelTurn> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${target.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: target.model, messages: body.messages, tools: body.tools, tool_choice: 'auto' }),
      signal,
      redirect: 'error',
    });
    status = response.status;
    text = await response.text();
  } catch (err) {
    if (signal.aborted)
      throw new LlmReplyError('timeout', 'the model did not answer in time', undefined, { cause: err });
    throw new LlmReplyError('network', `the model could not be reached: ${describeNetworkError(err)}`, undefined, {
      cause: err,
    });
  }
  if (status < 200 || status > 299) throw new LlmReplyError('http_status', `the model answered HTTP ${status}`, status);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LlmReplyError('malformed', 'the model answered with something other than JSON');
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success) throw new LlmReplyError('malformed', 'the model answered JSON that is not a chat completion');
  const message = parsed.data.choices[0]!.message;
  return {
    // Reasoning models served this way may think aloud in <think> tags before answering.
    content: message.content?.replace(/<think>[\s\S]*?<\/think>/g, '') ?? null,
    toolCalls: (message.tool_calls ?? []).map((call, index) => ({
      id: call.id ?? `call_${index + 1}`,
      type: 'function',
      function: call.function,
    })),
  };
}

/** fetch hides the useful part ("ECONNREFUSED") in the cause. */
function describeNetworkError(err: unknown): string {
  const cause = err instanceof Error ? err.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return err instanceof Error ? err.message : String(err);
}
