// Conversations between an adopter and a dog's lister, and their messages. Drizzle queries
// only; who may read or write what is decided in conversations.service.ts.
import type { MessageSenderType } from '@scout/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  conversations,
  dogs,
  listers,
  messages,
  users,
  type DogRecord,
  type ListerRecord,
  type MessageRecord,
} from '../../db/schema/index.ts';

/** A conversation with everything either party's view of it needs. */
export interface ConversationRow {
  id: string;
  adopterId: string;
  adopterName: string;
  createdAt: Date;
  lastMessageAt: Date | null;
  dog: Pick<DogRecord, 'id' | 'name' | 'photos' | 'status'>;
  /** `userId` null and `deletedAt` set once the lister deleted their account. */
  lister: Pick<ListerRecord, 'type' | 'name' | 'userId' | 'deletedAt'>;
  lastMessage: { senderType: MessageSenderType; content: string } | null;
  /** Messages nobody has read yet, by who wrote them. */
  unreadFrom: Record<MessageSenderType, number>;
}

/** Whose conversations a list holds: an adopter's own, or those about a lister's dogs. */
export type ConversationOwner = { adopterId: string } | { listerId: string };

/**
 * One statement for any number of conversations: the dog, its lister and the adopter by
 * join, the newest message and the unread counts by lateral subqueries that each walk the
 * conversation's (conversation_id, created_at) index.
 */
function selectConversations(db: Database) {
  const newest = db
    .select({ senderType: messages.senderType, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('newest_message');
  const unread = db
    .select({
      fromUser: sql<number>`count(*) filter (where ${messages.senderType} = 'user')`
        .mapWith(Number)
        .as('unread_from_user'),
      fromShelter: sql<number>`count(*) filter (where ${messages.senderType} = 'shelter')`
        .mapWith(Number)
        .as('unread_from_shelter'),
    })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), isNull(messages.readAt)))
    .as('unread_messages');
  return db
    .select({
      id: conversations.id,
      adopterId: conversations.adopterId,
      adopterName: users.name,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      dog: { id: dogs.id, name: dogs.name, photos: dogs.photos, status: dogs.status },
      lister: { type: listers.type, name: listers.name, userId: listers.userId, deletedAt: listers.deletedAt },
      newestSenderType: newest.senderType,
      newestContent: newest.content,
      unreadFromUser: unread.fromUser,
      unreadFromShelter: unread.fromShelter,
    })
    .from(conversations)
    .innerJoin(dogs, eq(dogs.id, conversations.dogId))
    .innerJoin(listers, eq(listers.id, dogs.listerId))
    .innerJoin(users, eq(users.id, conversations.adopterId))
    .leftJoinLateral(newest, sql`true`)
    .innerJoinLateral(unread, sql`true`);
}

type SelectedConversation = Awaited<ReturnType<ReturnType<typeof selectConversations>['execute']>>[number];

function toConversationRow(row: SelectedConversation): ConversationRow {
  const { newestSenderType, newestContent, unreadFromUser, unreadFromShelter, ...rest } = row;
  return {
    ...rest,
    lastMessage:
      newestSenderType !== null && newestContent !== null
        ? { senderType: newestSenderType, content: newestContent }
        : null,
    unreadFrom: { user: unreadFromUser, shelter: unreadFromShelter },
  };
}

/** The owner's conversations, most recent activity first (never-written ones last), at most `max`. */
export async function listConversations(
  db: Database,
  owner: ConversationOwner,
  max: number,
): Promise<ConversationRow[]> {
  const where = 'adopterId' in owner ? eq(conversations.adopterId, owner.adopterId) : eq(dogs.listerId, owner.listerId);
  const rows = await selectConversations(db)
    .where(where)
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt), desc(conversations.id))
    .limit(max);
  return rows.map(toConversationRow);
}

export async function findConversation(db: Database, id: string): Promise<ConversationRow | undefined> {
  const [row] = await selectConversations(db).where(eq(conversations.id, id));
  return row && toConversationRow(row);
}

export async function findConversationId(db: Database, adopterId: string, dogId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.adopterId, adopterId), eq(conversations.dogId, dogId)));
  return row?.id;
}

/**
 * The adopter's conversation about the dog, created when there is none. Two requests at
 * once both land on the one row the (adopter_id, dog_id) unique constraint allows.
 */
export async function openConversation(db: Database, adopterId: string, dogId: string): Promise<string> {
  await db
    .insert(conversations)
    .values({ adopterId, dogId })
    .onConflictDoNothing({ target: [conversations.adopterId, conversations.dogId] });
  const id = await findConversationId(db, adopterId, dogId);
  if (!id) throw new Error('conversation missing right after its insert');
  return id;
}

/** Marks every unread message from `sender` in the conversation as read now. */
export async function markRead(db: Database, conversationId: string, sender: MessageSenderType): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderType, sender), isNull(messages.readAt)));
}

export type MessageRow = Pick<MessageRecord, 'id' | 'conversationId' | 'senderType' | 'content' | 'createdAt'>;

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderType: messages.senderType,
  content: messages.content,
  createdAt: messages.createdAt,
};

/** The conversation's newest `max` messages, oldest first. */
export async function latestMessages(db: Database, conversationId: string, max: number): Promise<MessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(max);
  return rows.reverse();
}

export async function isMessageOf(db: Database, conversationId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row !== undefined;
}

/**
 * The first `max` messages after `afterId` in (created_at, id) order. The anchor's time is
 * compared in SQL: read into a JavaScript Date it would lose its microseconds.
 */
export async function messagesAfter(
  db: Database,
  conversationId: string,
  afterId: string,
  max: number,
): Promise<MessageRow[]> {
  const anchor = alias(messages, 'anchor');
  return db
    .select(messageColumns)
    .from(messages)
    .innerJoin(anchor, and(eq(anchor.id, afterId), eq(anchor.conversationId, conversationId)))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`(${messages.createdAt}, ${messages.id}) > (${anchor.createdAt}, ${anchor.id})`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(max);
}

/**
 * Stores a message and moves the conversation's lastMessageAt to it; run it inside a
 * transaction (the caller's, which also writes the recipient's notification). Senders in one
 * conversation take turns on its row and read the clock only once they hold it, so
 * created_at follows commit order: a reader polling "after the last message I hold" can
 * never miss one committed later with an earlier time.
 */
export async function insertMessage(
  tx: Database,
  values: { conversationId: string; senderType: MessageSenderType; senderId: string; content: string },
): Promise<MessageRow> {
  await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, values.conversationId))
    .for('update');
  const [message] = await tx
    .insert(messages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning(messageColumns);
  if (!message) throw new Error('insert into messages returned nothing');
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${message.id})` })
    .where(eq(conversations.id, values.conversationId));
  return message;
}

/** How many of `sender`'s messages in the conversation nobody has read yet. */
export async function countUnreadFrom(
  db: Database,
  conversationId: string,
  sender: MessageSenderType,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderType, sender), isNull(messages.readAt)));
  return row?.count ?? 0;
}
