// One conversation's messages (spec §4 "Conversation"): loaded once, then polled every
// CONVERSATION_POLL_MS for only what came after the newest message a read returned, with
// the conversation list refreshed after each read (reading marks the other side's read).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, Message } from '@scout/domain';
import { CONVERSATION_POLL_MS } from '@scout/domain/constants';
import {
  conversationMessagesSchema,
  messageSchema,
  type ConversationMessages,
  type MessageInput,
} from '@scout/domain/contracts/conversations';
import { apiRequest, describeApiError } from '@/lib/api-client';
import { CONVERSATIONS_QUERY_KEY } from '@/lib/query-keys';

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

export const threadQueryKey = (conversationId: string) =>
  [...CONVERSATIONS_QUERY_KEY, conversationId, 'messages'] as const;

const messagesUrl = (conversationId: string) =>
  `${CONVERSATIONS_QUERY_KEY[0]}/${encodeURIComponent(conversationId)}/messages`;

const byTime = (a: Message, b: Message) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

function withMessages(thread: Thread, incoming: Message[]): Message[] {
  const held = new Set(thread.messages.map((m) => m.id));
  const fresh = incoming.filter((m) => !held.has(m.id));
  return fresh.length === 0 ? thread.messages : [...thread.messages, ...fresh].sort(byTime);
}

function mergeRead(previous: Thread | undefined, page: ConversationMessages): Thread {
  const readUpTo = page.messages.at(-1)?.id ?? previous?.readUpTo ?? null;
  if (!previous) return { ...page, readUpTo };
  return { conversation: page.conversation, messages: withMessages(previous, page.messages), readUpTo };
}

export const isNotFoundError = (error: unknown) => error !== null && describeApiError(error).status === 404;

export function useConversationThread(conversationId: string) {
  const queryClient = useQueryClient();
  const queryKey = threadQueryKey(conversationId);
  return useQuery({
    queryKey,
    queryFn: async (): Promise<Thread> => {
      const after = queryClient.getQueryData<Thread>(queryKey)?.readUpTo;
      const url = after
        ? `${messagesUrl(conversationId)}?after=${encodeURIComponent(after)}`
        : messagesUrl(conversationId);
      const page = conversationMessagesSchema.parse(await (await apiRequest('GET', url)).json());
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true });
      // Read the cache again: a message sent while this read was under way is kept.
      return mergeRead(queryClient.getQueryData<Thread>(queryKey), page);
    },
    refetchOnMount: 'always',
    // A conversation that does not exist will not appear; any other failure may pass.
    refetchInterval: (query) => (isNotFoundError(query.state.error) ? false : CONVERSATION_POLL_MS),
  });
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<Message, Error, string>({
    mutationFn: async (content) => {
      const body: MessageInput = { content };
      return messageSchema.parse(await (await apiRequest('POST', messagesUrl(conversationId), body)).json());
    },
    onSuccess: (message) => {
      queryClient.setQueryData<Thread>(
        threadQueryKey(conversationId),
        (thread) => thread && { ...thread, messages: withMessages(thread, [message]) },
      );
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true });
    },
  });
}
