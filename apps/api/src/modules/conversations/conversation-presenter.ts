// The one place conversation and message rows become the contract's shapes, as one party
// sees them: `mine` and the unread count are from the caller's side, and the lister goes by
// their public name (an owner as "{first name} (Owner)", never the full name).
import type { Conversation, Message, MessageSenderType } from '@scout/domain';
import { publicListerName } from '../dogs/dog-presenter.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import type { ConversationRow, MessageRow } from './conversations.repository.ts';

/** The side a party writes on: the adopter as 'user', the dog's shelter or owner as 'shelter'. */
export type Side = MessageSenderType;

export const otherSide = (side: Side): Side => (side === 'user' ? 'shelter' : 'user');

/** No new messages once the dog is removed or its lister deleted their account (product §11). */
export function isClosed(row: ConversationRow): boolean {
  return row.dog.status === 'removed' || row.lister.deletedAt !== null;
}

export function presentConversation(row: ConversationRow, side: Side, photoUrls: PhotoUrls): Conversation {
  return {
    id: row.id,
    dogId: row.dog.id,
    dog: { id: row.dog.id, name: row.dog.name, photos: photoUrls.presentAll(row.dog.photos), status: row.dog.status },
    shelterName: publicListerName(row.lister),
    listerType: row.lister.type,
    adopterName: row.adopterName,
    unreadCount: row.unreadFrom[otherSide(side)],
    lastMessage: row.lastMessage && { ...row.lastMessage, mine: row.lastMessage.senderType === side },
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    closed: isClosed(row),
  };
}

export function presentMessage(row: MessageRow, side: Side): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderType: row.senderType,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    mine: row.senderType === side,
  };
}
