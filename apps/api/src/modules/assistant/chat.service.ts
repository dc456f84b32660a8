// Chat with Scout (product §2 "/chat"; product §6, §15): signed-in adopters ask, Scout answers
// from the live data. With a model configured it answers first; when the model times out,
// errs, replies malformed or names a dog its tools did not return, the built-in engine
// answers instead and the log says why. Every dog an answer names is one the tools returned.
import type { ChatExchange, ChatMessage } from '@scout/domain';
import { CHAT_HISTORY_MAX } from '@scout/domain';
import type { Database } from '../../db/client.ts';
import type { ChatMessageRecord } from '../../db/schema/index.ts';
import { forbidden } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { findProfile } from '../profiles/profiles.repository.ts';
import { loadLearnedTaste } from '../swipes/learned-taste.ts';
import { createAssistantTools } from './assistant-tools.ts';
import type { AssistantAdopter, AssistantEngine, AssistantReply, AssistantTools, AssistantTurn } from './engine.ts';
import { insertExchange, recentChat } from './chat.repository.ts';

export const ADOPTERS_ONLY_MESSAGE = "Scout's chat is for adopters.";
/** How many earlier messages an answer may build on: enough for follow-ups, never anyone else's. */
export const ASSISTANT_HISTORY_TURNS = 10;
export const NO_PROFILE_ANSWER =
  'I\'d love to help you find your dog! First, take the quick 11-question survey (Start Matching on the home page, or Edit Profile on your profile) so I know your home and lifestyle. Then ask me anything, like "Which dogs are good with kids?"';

export interface ChatEngines {
  builtIn: AssistantEngine;
  /** The configured model, if any: it answers first. */
  model?: AssistantEngine;
}

export type ChatLog = (message: string) => void;

function presentMessage(row: ChatMessageRecord): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    dogContext: row.dogContext,
    dogs: row.dogs,
    timestamp: row.createdAt.toISOString(),
  };
}

/** The tools, noting every dog they hand out: an answer may name only those. */
function recordingTools(tools: AssistantTools) {
  const returned = new Map<string, string>();
  const note = (dogs: readonly { id: string; name: string }[]) => dogs.forEach((dog) => returned.set(dog.id, dog.name));
  const recorded: AssistantTools = {
    async searchDogs(filters, options) {
      const result = await tools.searchDogs(filters, options);
      note(result.dogs);
      return result;
    },
    async findDog(nameOrId) {
      const dog = await tools.findDog(nameOrId);
      if (dog) note([dog]);
      return dog;
    },
    vocabulary: () => tools.vocabulary(),
  };
  const names = (reply: AssistantReply) => reply.dogs.every((dog) => returned.get(dog.id) === dog.name);
  return { tools: recorded, namesOnlyReturnedDogs: names };
}

export function createChatService(db: Database, engines: ChatEngines, log: ChatLog) {
  function requireAdopter(user: SessionUser): void {
    if (user.role !== 'adopter') throw forbidden(ADOPTERS_ONLY_MESSAGE);
  }

  async function answerWith(
    engine: AssistantEngine,
    adopter: AssistantAdopter,
    history: AssistantTurn[],
    message: string,
  ): Promise<AssistantReply> {
    const { tools, namesOnlyReturnedDogs } = recordingTools(createAssistantTools(db, adopter));
    const reply = await engine.reply({ adopter, history, message }, tools);
    if (!namesOnlyReturnedDogs(reply))
      throw new Error(`the ${engine.name} engine named a dog its tools did not return`);
    return reply;
  }

  async function answer(adopter: AssistantAdopter, history: AssistantTurn[], message: string): Promise<AssistantReply> {
    if (engines.model) {
      try {
        return await answerWith(engines.model, adopter, history, message);
      } catch (error) {
        log(
          `assistant: the model failed (${error instanceof Error ? error.message : String(error)}), answering with the built-in engine`,
        );
      }
    }
    return answerWith(engines.builtIn, adopter, history, message);
  }

  return {
    /** `GET /api/chat`: the adopter's own history, oldest first. */
    async history(user: SessionUser): Promise<ChatMessage[]> {
      requireAdopter(user);
      return (await recentChat(db, user.id, CHAT_HISTORY_MAX)).map(presentMessage);
    },

    /** `POST /api/chat`: answers, then stores the question with its answer. */
    async ask(user: SessionUser, content: string): Promise<ChatExchange> {
      requireAdopter(user);
      const profile = await findProfile(db, user.id);
      let reply: AssistantReply;
      if (!profile) {
        reply = { content: NO_PROFILE_ANSWER, dogs: [], state: null };
      } else {
        const adopter: AssistantAdopter = {
          firstName: user.name.trim().split(/\s+/)[0] ?? '',
          profile,
          latitude: profile.latitude,
          longitude: profile.longitude,
          searchRadius: profile.searchRadius,
          taste: await loadLearnedTaste(db, user.id, profile),
        };
        const history = (await recentChat(db, user.id, ASSISTANT_HISTORY_TURNS)).map((row): AssistantTurn => ({
          role: row.role,
          content: row.content,
          state: row.state,
        }));
        reply = await answer(adopter, history, content);
      }
      const [question, answerRow] = await insertExchange(db, user.id, content, {
        content: reply.content,
        dogs: reply.dogs,
        state: reply.state,
      });
      return { message: presentMessage(question), reply: presentMessage(answerRow) };
    },
  };
}
