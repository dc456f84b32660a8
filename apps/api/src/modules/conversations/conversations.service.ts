// Conversations between an adopter and the lister of one dog (product §2, §4, §6, §7,
// §11, §14). Only a signed-in adopter opens one, about a dog that is listed; only its adopter
// and the dog's lister read or write it, and to anyone else it does not exist (404).
import {
  CONVERSATION_CLOSED_MESSAGE,
  CONVERSATION_LIST_MAX,
  CONVERSATION_NOT_FOUND_MESSAGE,
  isUuid,
  MESSAGE_PAGE_MAX,
  type Conversation,
  type ConversationMessages,
  type Message,
} from '@scout/domain';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { SessionUser } from '../../plugins/auth-session.ts';
import { publicListerName } from '../dogs/dog-presenter.ts';
import { findListerOfUser } from '../dogs/dog-listings.repository.ts';
import { DOG_NOT_FOUND } from '../dogs/dogs.service.ts';
import { messageText, notificationLinks } from '../notifications/notification-texts.ts';
import { markReadByLink } from '../notifications/notifications.repository.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { findDogStatus } from '../swipes/swipes.repository.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { isClosed, otherSide, presentConversation, presentMessage, type Side } from './conversation-presenter.ts';
import {
  countUnreadFrom,
  findConversation,
  findConversationId,
  insertMessage,
  isMessageOf,
  latestMessages,
  listConversations,
  markRead,
  messagesAfter,
  openConversation,
  type ConversationRow,
} from './conversations.repository.ts';

export const ADOPTERS_ONLY_MESSAGE = 'Only adopters can start a conversation about a dog.';
export const UNKNOWN_AFTER_MESSAGE = 'after must be the id of a message in this conversation.';

/** The caller's side of the conversation, or null when it is not theirs. */
function sideOf(user: SessionUser, row: ConversationRow): Side | null {
  if (row.adopterId === user.id) return 'user';
  // A deleted lister's record keeps no account (user_id is set null), so it matches no one.
  if (row.lister.userId === user.id) return 'shelter';
  return null;
}

/**
 * A message from the dog's lister (`senderId`) to the adopter in their conversation about the
 * dog, which starts if there is none: stored as `send` stores one, so it counts as unread
 * for the adopter until they read it. Runs in the caller's transaction, and the caller tells
 * the adopter (a declined application folds the message into its own notification); the
 * conversation's id.
 */
export async function postListerMessage(
  tx: Database,
  message: { adopterId: string; dogId: string; senderId: string; content: string },
): Promise<string> {
  const conversationId = await openConversation(tx, message.adopterId, message.dogId);
  await insertMessage(tx, {
    conversationId,
    senderType: 'shelter',
    senderId: message.senderId,
    content: message.content,
  });
  return conversationId;
}

export function createConversationsService(db: Database, notifier: Notifier, photoUrls: PhotoUrls) {
  /** The conversation and the caller's side of it: 404 when unknown, malformed or someone else's. */
  async function participant(user: SessionUser, conversationId: string): Promise<{ row: ConversationRow; side: Side }> {
    const row = isUuid(conversationId) ? await findConversation(db, conversationId) : undefined;
    const side = row ? sideOf(user, row) : null;
    if (!row || !side) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
    return { row, side };
  }

  return {
    /** For checks made before the body is read: 404 comes before any 400. */
    participant,

    /** `GET /api/conversations`: an adopter's own, or a lister's about their dogs; none before onboarding. */
    async list(user: SessionUser): Promise<Conversation[]> {
      if (user.role === 'adopter') {
        const rows = await listConversations(db, { adopterId: user.id }, CONVERSATION_LIST_MAX);
        return rows.map((row) => presentConversation(row, 'user', photoUrls));
      }
      const lister = await findListerOfUser(db, user.id);
      if (!lister) return [];
      const rows = await listConversations(db, { listerId: lister.id }, CONVERSATION_LIST_MAX);
      return rows.map((row) => presentConversation(row, 'shelter', photoUrls));
    },

    /**
     * `GET /api/conversations/:dogId`: the adopter's conversation about the dog, created on
     * the first call. An adopted dog's conversation still opens, but none is started for it.
     */
    async open(user: SessionUser, dogId: string): Promise<Conversation> {
      if (user.role !== 'adopter') throw forbidden(ADOPTERS_ONLY_MESSAGE);
      const status = isUuid(dogId) ? await findDogStatus(db, dogId) : undefined;
      if (status === undefined || status === 'removed') throw notFound(DOG_NOT_FOUND);
      const id =
        status === 'available'
          ? await openConversation(db, user.id, dogId)
          : await findConversationId(db, user.id, dogId);
      const row = id && (await findConversation(db, id));
      if (!row) throw notFound(DOG_NOT_FOUND);
      return presentConversation(row, 'user', photoUrls);
    },

    /**
     * `GET /api/conversations/:id/messages`: the newest page, or only what came after the
     * message `after`, oldest first. Reading marks the other party's messages read, so the
     * caller's unread count for the conversation is 0 from this answer on.
     */
    async read(user: SessionUser, conversationId: string, after: string | undefined): Promise<ConversationMessages> {
      const { row, side } = await participant(user, conversationId);
      if (after !== undefined && !(isUuid(after) && (await isMessageOf(db, row.id, after)))) {
        throw badRequest(`Invalid query: ${UNKNOWN_AFTER_MESSAGE}`, [
          { path: 'after', message: UNKNOWN_AFTER_MESSAGE },
        ]);
      }
      await markRead(db, row.id, otherSide(side));
      // Having read the conversation, its message notification is read too (the bell agrees).
      await markReadByLink(db, user.id, 'message', notificationLinks.conversation(row.id));
      const rows =
        after === undefined
          ? await latestMessages(db, row.id, MESSAGE_PAGE_MAX)
          : await messagesAfter(db, row.id, after, MESSAGE_PAGE_MAX);
      return {
        conversation: presentConversation(
          { ...row, unreadFrom: { ...row.unreadFrom, [otherSide(side)]: 0 } },
          side,
          photoUrls,
        ),
        messages: rows.map((message) => presentMessage(message, side)),
      };
    },

    /**
     * `POST /api/conversations/:id/messages`: stored before the answer, with the other
     * side's notification (product §16.3): one unread notification per conversation, showing
     * the newest message. 409 once the conversation is closed.
     */
    async send(user: SessionUser, conversationId: string, content: string): Promise<Message> {
      const { row, side } = await participant(user, conversationId);
      if (isClosed(row)) throw conflict(CONVERSATION_CLOSED_MESSAGE);
      const recipientId = side === 'user' ? row.lister.userId : row.adopterId;
      const senderName = side === 'user' ? row.adopterName : publicListerName(row.lister);
      const message = await db.transaction(async (tx) => {
        const stored = await insertMessage(tx, {
          conversationId: row.id,
          senderType: side,
          senderId: user.id,
          content,
        });
        if (recipientId) {
          const unread = await countUnreadFrom(tx, row.id, side);
          await notifier.notifyLatest(tx, {
            userId: recipientId,
            ...messageText(senderName, row.dog.name, content, unread),
            link: notificationLinks.conversation(row.id),
            dogId: row.dog.id,
          });
        }
        return stored;
      });
      return presentMessage(message, side);
    },
  };
}
