// How a conversation's cached messages grow: each read brings the messages after the newest
// one the last read returned, and a sent message joins at once; none is ever shown twice.
import type { Conversation, Message } from '@scout/domain';
import type { ConversationMessages } from '@scout/domain/contracts/conversations';

export interface Thread {
  conversation: Conversation;
  /** Oldest first. */
  messages: Message[];
  /**
   * The newest message a read returned: the next poll asks for what came after it. A sent
   * message does not move it, so a reply stored just before it is still fetched.
   */
  readUpTo: string | null;
}

const byTime = (a: Message, b: Message) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

export function withMessages(thread: Thread, incoming: Message[]): Message[] {
  const held = new Set(thread.messages.map((m) => m.id));
  const fresh = incoming.filter((m) => !held.has(m.id));
  return fresh.length === 0 ? thread.messages : [...thread.messages, ...fresh].sort(byTime);
}

export function mergeRead(previous: Thread | undefined, page: ConversationMessages): Thread {
  const readUpTo = page.messages.at(-1)?.id ?? previous?.readUpTo ?? null;
  if (!previous) return { ...page, readUpTo };
  return { conversation: page.conversation, messages: withMessages(previous, page.messages), readUpTo };
}
