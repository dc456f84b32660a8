// The adopter's conversation with the Scout assistant.
import { CHAT_ROLES, type ChatDog, type ChatRole } from '@scout/domain';
import type { AssistantState } from '@scout/domain/assistant/types';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, isOneOf } from './columns.ts';
import { dogs } from './dogs.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ChatRole>().notNull(),
    content: text('content').notNull(),
    /** A dog the message refers to; the link disappears if the dog is deleted. */
    dogContext: uuid('dog_context').references(() => dogs.id, { onDelete: 'set null' }),
    /** Every dog an answer names, as named then (the screen links each to its page). */
    dogs: jsonb('dogs').$type<ChatDog[]>().notNull().default([]),
    /** What an answer was about, so a follow-up can refine it; null for questions. */
    state: jsonb('state').$type<AssistantState>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_role_check', isOneOf(t.role, CHAT_ROLES)),
    index('chat_messages_user_created_at_idx').on(t.userId, t.createdAt),
  ],
);

export type ChatMessageRecord = typeof chatMessages.$inferSelect;
export type NewChatMessageRecord = typeof chatMessages.$inferInsert;
