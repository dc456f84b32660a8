// Adopter <-> lister conversations about one dog, and their messages.
import { MESSAGE_SENDER_TYPES, type MessageSenderType } from '@scout/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, isOneOf, optionalTimestamp } from './columns.ts';
import { dogs } from './dogs.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    adopterId: uuid('adopter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dogId: uuid('dog_id')
      .notNull()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastMessageAt: optionalTimestamp('last_message_at'),
  },
  (t) => [
    unique('conversations_adopter_id_dog_id_unique').on(t.adopterId, t.dogId),
    index('conversations_dog_id_idx').on(t.dogId),
    // NULLS LAST: query it with `desc nulls last` so conversations without messages come after.
    index('conversations_adopter_last_message_at_idx').on(t.adopterId, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 'user' = the adopter; 'shelter' = the dog's lister (shelter or owner). */
    senderType: text('sender_type').$type<MessageSenderType>().notNull(),
    // SET NULL keeps the message readable after its sender deletes their account.
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** When the other party read it. */
    readAt: optionalTimestamp('read_at'),
  },
  (t) => [
    check('messages_sender_type_check', isOneOf(t.senderType, MESSAGE_SENDER_TYPES)),
    // Reads in order and "after this message" by (created_at, id).
    index('messages_conversation_created_at_id_idx').on(t.conversationId, t.createdAt, t.id),
    // Unread counts: only the few messages not read yet.
    index('messages_unread_idx')
      .on(t.conversationId, t.senderType)
      .where(sql`${t.readAt} is null`),
  ],
);

export type ConversationRecord = typeof conversations.$inferSelect;
export type NewConversationRecord = typeof conversations.$inferInsert;
export type MessageRecord = typeof messages.$inferSelect;
export type NewMessageRecord = typeof messages.$inferInsert;
