// Scout answering through any OpenAI-compatible model (LLM_BASE_URL, product §15). The
// model reads the live data only through the tools, and the answer may name only dogs the
// tools returned during this reply. Every failure throws LlmReplyError, so the caller
// answers with the built-in engine instead of passing on half an answer.
import { PRODUCT_NAME } from '@scout/domain';
import { NO_FILTERS, type AssistantState, type DogSearchFilters } from '@scout/domain/assistant/types';
import {
  ACTIVITY_LEVEL_LABELS,
  AGE_CATEGORY_LABELS,
  DOG_SIZE_LABELS,
  EXERCISE_COMMITMENT_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  HOUSEHOLD_COMPOSITION_LABELS,
  LIVING_SITUATION_LABELS,
  OTHER_PETS_LABELS,
  PREFERRED_ENERGY_LABELS,
  WORK_SCHEDULE_LABELS,
} from '@scout/domain/survey/questions';
import { LlmReplyError, requestChatCompletion, type ChatCompletionMessage } from './chat-completions-client.ts';
import { findDogMentions } from './dog-mentions.ts';
import type {
  AssistantAdopter,
  AssistantEngine,
  AssistantReply,
  AssistantRequest,
  AssistantTools,
  AssistantTurn,
} from './engine.ts';
import { LlmToolSession, refused, SEARCH_LIMIT_MAX, TOOL_DEFINITIONS } from './llm-tools.ts';

/** Model calls per reply; a model still asking for tools after this many gives no answer. */
export const LLM_MAX_ROUNDS = 4;
/** The adopter's own earlier turns the model sees. */
export const LLM_HISTORY_TURNS = 6;
/** Tool calls run per round; more get an error result, which bounds the database work one question causes. */
export const LLM_TOOL_CALLS_PER_ROUND = 6;

/** Where the engine tells how the model behaved: rounds, timings, refused tool calls. Never the key or the prompt. */
export interface LlmLog {
  debug(details: object, message: string): void;
}

export interface LlmEngineOptions {
  /** Without the trailing /chat/completions, e.g. "http://127.0.0.1:11434/v1". */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The whole reply (every round and tool call) must finish within this. */
  timeoutMs: number;
  log: LlmLog;
}

export function createLlmEngine(options: LlmEngineOptions): AssistantEngine {
  const target = { baseUrl: options.baseUrl, apiKey: options.apiKey, model: options.model };
  const { log } = options;

  return {
    name: 'llm',
    async reply(request, tools): Promise<AssistantReply> {
      const signal = AbortSignal.timeout(options.timeoutMs);
      const session = new LlmToolSession(tools);
      const messages: ChatCompletionMessage[] = [
        { role: 'system', content: systemPrompt(request.adopter, previousState(request.history)) },
        ...request.history.slice(-LLM_HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: 'user', content: request.message },
      ];

      for (let round = 1; round <= LLM_MAX_ROUNDS; round++) {
        const started = performance.now();
        const turn = await requestChatCompletion(target, { messages, tools: TOOL_DEFINITIONS }, signal);
        const toolNames = turn.toolCalls.map((call) => call.function.name);
        log.debug(
          { round, ms: Math.round(performance.now() - started), toolCalls: toolNames },
          'assistant: model answered',
        );

        if (turn.toolCalls.length === 0) {
          const text = turn.content?.trim();
          if (!text) throw new LlmReplyError('no_answer', 'the model answered with empty text');
          return finish(text, request, session, tools);
        }

        messages.push({ role: 'assistant', content: turn.content, tool_calls: turn.toolCalls });
        for (const [index, call] of turn.toolCalls.entries()) {
          const outcome =
            index < LLM_TOOL_CALLS_PER_ROUND ? await session.run(call) : refused('too many tool calls at once');
          if (outcome.error)
            log.debug({ round, tool: call.function.name, error: outcome.error }, 'assistant: tool call refused');
          messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
        }
        // The tools may have used up the time; no point asking the model again.
        if (signal.aborted) throw new LlmReplyError('timeout', 'the model did not answer in time');
      }
      throw new LlmReplyError('no_answer', `the model was still calling tools after ${LLM_MAX_ROUNDS} rounds`);
    },
  };
}

async function finish(
  text: string,
  request: AssistantRequest,
  session: LlmToolSession,
  tools: AssistantTools,
): Promise<AssistantReply> {
  const { dogNames } = await tools.vocabulary();
  const mentions = findDogMentions(text, session.returnedDogs, dogNames, [request.adopter.firstName, PRODUCT_NAME]);
  if (mentions.othersNamed.length > 0) {
    throw new LlmReplyError(
      'invented_dog',
      `the answer names ${mentions.othersNamed.join(', ')}, which no tool returned`,
    );
  }
  const named = mentions.named.slice(0, SEARCH_LIMIT_MAX);
  const shownDogIds = named.map((dog) => dog.id);
  let state: AssistantState | null = null;
  if (session.lastSearch) {
    state = { kind: 'search', filters: session.lastSearch, shownDogIds };
  } else if (session.returnedDogs.length > 0) {
    // A question about one dog keeps the last search, so "any smaller ones?" can still refine it.
    state = { kind: 'why_match', filters: previousState(request.history)?.filters ?? NO_FILTERS, shownDogIds };
  }
  return { content: text, dogs: named.map((dog) => ({ id: dog.id, name: dog.name })), state };
}

/** What the adopter's last answer was about, if it was about dogs. */
function previousState(history: readonly AssistantTurn[]): AssistantState | null {
  const lastAnswer = history.findLast((turn) => turn.role === 'assistant');
  return lastAnswer?.state ?? null;
}

const lower = (label: string) => label.toLowerCase();
const either = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** The adopter's survey answers in one line of plain words. */
export function describeAdopter(adopter: AssistantAdopter): string {
  const p = adopter.profile;
  const sizes = p.preferredSize.length > 0 ? either(p.preferredSize.map((s) => lower(DOG_SIZE_LABELS[s]))) : 'any size';
  const ages = either(p.preferredAge.map((a) => lower(AGE_CATEGORY_LABELS[a])));
  const energies = either(p.preferredEnergy.map((e) => lower(PREFERRED_ENERGY_LABELS[e])));
  return [
    `Home: ${lower(LIVING_SITUATION_LABELS[p.livingSituation])}`,
    `other pets: ${lower(OTHER_PETS_LABELS[p.otherPets])}`,
    `activity: ${lower(ACTIVITY_LEVEL_LABELS[p.activityLevel])}`,
    `work: ${lower(WORK_SCHEDULE_LABELS[p.workSchedule])}`,
    `exercise: ${lower(EXERCISE_COMMITMENT_LABELS[p.exerciseCommitment])}`,
    `experience: ${lower(EXPERIENCE_LEVEL_LABELS[p.experienceLevel])}`,
    `household: ${lower(HOUSEHOLD_COMPOSITION_LABELS[p.householdComposition])}`,
    `would like: ${sizes}; ${ages}; ${energies}`,
  ].join('; ');
}

/** The filters a search used, in the tool's own words, leaving out those that allow anything. */
function describeFilters(filters: DogSearchFilters): string {
  const used = {
    sizes: filters.sizes,
    age_categories: filters.ageCategories,
    energy_levels: filters.energyLevels,
    temperament: filters.temperament,
    good_with_kids: filters.goodWithKids,
    good_with_dogs: filters.goodWithDogs,
    good_with_cats: filters.goodWithCats,
    breeds: filters.breeds,
    max_miles: filters.maxMiles,
  };
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(used).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : Boolean(value))),
    ),
  );
}

/** Only this adopter's own data goes in: their first name, survey answers and radius, and their last answer's search. */
export function systemPrompt(adopter: AssistantAdopter, previous: AssistantState | null): string {
  const lines = [
    `You are ${PRODUCT_NAME}, a warm adoption matchmaker helping ${adopter.firstName} find a dog to adopt.`,
    `About ${adopter.firstName}: ${describeAdopter(adopter)}. They look for dogs within ${adopter.searchRadius} miles.`,
    'Rules:',
    '- Find dogs only with the tools. Name only dogs a tool returned while answering this question; to talk about a dog from earlier in the chat, look it up again first.',
    `- Show at most ${SEARCH_LIMIT_MAX} dogs at a time, each with the real score and reasons the tools gave.`,
    '- Never invent facts about a dog, a shelter or adoption. When nothing fits, say so and suggest which wish to relax.',
    '- Keep answers short: a few friendly sentences of plain text.',
  ];
  if (previous && previous.kind !== 'help') {
    lines.push(
      `Your last answer searched with ${describeFilters(previous.filters)} and showed the dogs with ids ${JSON.stringify(previous.shownDogIds)}; for "more" or "other" dogs, search again with exclude_ids.`,
    );
  }
  return lines.join('\n');
}
