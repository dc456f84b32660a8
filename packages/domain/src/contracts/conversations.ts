// Conversations between an adopter and the lister of one dog (product §2 "Messages",
// "Conversation", §3, §7; product §6, §14). Adopters write as 'user', the dog's shelter or
// owner as 'shelter'. Only those two parties ever read or write a conversation.
import { z } from 'zod';
import { DOG_STATUSES, LISTER_TYPES, MESSAGE_SENDER_TYPES } from '../constants.ts';
import { withThousands } from '../numbers.ts';

/** The longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2_000;
export const MESSAGE_EMPTY_MESSAGE = 'Write a message first.';
export const MESSAGE_TOO_LONG_MESSAGE = `Messages can be at most ${withThousands(MESSAGE_MAX_LENGTH)} characters.`;
/** `GET /api/conversations` answers the most recently active this many. */
export const CONVERSATION_LIST_MAX = 500;
/**
 * One read of messages answers at most this many: without `after` the newest, with `after`
 * the first ones after that message (any rest come with the next poll). Oldest first either way.
 */
export const MESSAGE_PAGE_MAX = 200;
/** The 404 for a conversation that does not exist or is not the caller's (product §14). */
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';
/** The 409 for a message to a closed conversation; the conversation page says it too. */
export const CONVERSATION_CLOSED_MESSAGE =
  'This conversation is closed: the dog is no longer listed, so no new messages can be sent.';

/** `GET /api/conversations/:dogId`. Validated loosely so a malformed id answers 404, not 400 (product §6). */
export const conversationDogParamsSchema = z.strictObject({ dogId: z.string().min(1).max(100) });

/** `POST /api/conversations/:id/messages`. */
export const messageInputSchema = z.strictObject({
  content: z
    .string({ error: MESSAGE_EMPTY_MESSAGE })
    .trim()
    .min(1, MESSAGE_EMPTY_MESSAGE)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE),
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderType: z.enum(MESSAGE_SENDER_TYPES),
  content: z.string(),
  createdAt: z.string(),
  /** Written by the caller: their bubbles go on the right (the adopter's 'user', the lister's 'shelter'). */
  mine: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  dogId: z.string(),
  dog: z.object({ id: z.string(), name: z.string(), photos: z.array(z.string()), status: z.enum(DOG_STATUSES) }),
  /** The dog's shelter, or "{first name} (Owner)" (product §3). */
  shelterName: z.string(),
  listerType: z.enum(LISTER_TYPES),
  /** The adopter's name, for the lister's inbox. */
  adopterName: z.string(),
  /** Messages from the other party the caller has not read yet. */
  unreadCount: z.number().int().min(0),
  lastMessage: z
    .object({ senderType: z.enum(MESSAGE_SENDER_TYPES), content: z.string(), mine: z.boolean() })
    .nullable(),
  lastMessageAt: z.string().nullable(),
  /** No new messages: the dog was removed or its lister deleted their account (product §11). */
  closed: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /api/conversations`: the caller's conversations, most recent activity first. */
export const conversationListSchema = z.array(conversationSchema).max(CONVERSATION_LIST_MAX);

/** `GET /api/conversations/:id/messages?after=<message id>`: only what is newer than that message. */
export const messagesQuerySchema = z.strictObject({ after: z.string().max(100).optional() });

/**
 * `GET /api/conversations/:id/messages`: the conversation as it is now (its header, closed
 * state) and its messages, oldest first. Reading marks the other party's messages read.
 */
export const conversationMessagesSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(messageSchema).max(MESSAGE_PAGE_MAX),
});
export type ConversationMessages = z.infer<typeof conversationMessagesSchema>;
