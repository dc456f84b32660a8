// Chat with Scout, the matchmaking assistant (product §2 "/chat", §3 "Assistant chat message",
// §7, §8; product §15). Signed-in adopters only; each sees only their own history.
import { z } from 'zod';
import { CHAT_ROLES } from '../constants.ts';
import { withThousands } from '../numbers.ts';

/** The longest question, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 1_000;
export const CHAT_EMPTY_MESSAGE = 'Ask Scout something first.';
export const CHAT_TOO_LONG_MESSAGE = `Questions can be at most ${withThousands(CHAT_MESSAGE_MAX_LENGTH)} characters.`;
/** `GET /api/chat` answers the newest this many messages, oldest first. */
export const CHAT_HISTORY_MAX = 200;
/** Questions one adopter may ask per minute (beyond it: 429). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
export const CHAT_RATE_LIMITED_MESSAGE =
  'You are asking Scout questions very quickly. Please wait a minute and try again.';

/** `POST /api/chat`. */
export const chatInputSchema = z.strictObject({
  content: z
    .string({ error: CHAT_EMPTY_MESSAGE })
    .trim()
    .min(1, CHAT_EMPTY_MESSAGE)
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_TOO_LONG_MESSAGE),
});
export type ChatInput = z.input<typeof chatInputSchema>;

/** A dog a message names: the screen links its name to /dogs/{id}. */
export const chatDogSchema = z.object({ id: z.string(), name: z.string() });
export type ChatDog = z.infer<typeof chatDogSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  /** The first dog the message refers to (product §3), or null. */
  dogContext: z.string().nullable(),
  /** Every dog the message names, in the order named; each is a real dog (the server checks). */
  dogs: z.array(chatDogSchema),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /api/chat`: the caller's own history, oldest first. */
export const chatHistorySchema = z.array(chatMessageSchema).max(CHAT_HISTORY_MAX);

/** `POST /api/chat`: the question as stored and Scout's answer. */
export const chatExchangeSchema = z.object({ message: chatMessageSchema, reply: chatMessageSchema });
export type ChatExchange = z.infer<typeof chatExchangeSchema>;
