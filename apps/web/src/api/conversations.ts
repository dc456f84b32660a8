// The signed-in user's conversations (product §4 "Conversation", §7): the list behind the
// Messages tab and a lister's inbox, the unread counts the map puts on dog markers, opening
// (or starting) the conversation about a dog, and one conversation's messages: loaded once,
// then polled every CONVERSATION_POLL_MS for only what came after the newest message a read
// returned, with the list refreshed after each read (reading marks the other side's read).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Message } from '@scout/domain';
import { CONVERSATION_POLL_MS } from '@scout/domain/constants';
import {
  conversationListSchema,
  conversationMessagesSchema,
  conversationSchema,
  messageSchema,
  type Conversation,
  type MessageInput,
} from '@scout/domain/contracts/conversations';
import { ApiError, apiJson } from '@/lib/api-client';
import { mergeRead, withMessages, type Thread } from './conversation-thread';
import { useMe } from './session';

export type { Thread } from './conversation-thread';

export const conversationKeys = {
  /** The list; one conversation's messages sit under it too. */
  all: ['/api/conversations'] as const,
  messages: (conversationId: string) => ['/api/conversations', conversationId, 'messages'] as const,
};

const messagesUrl = (conversationId: string) =>
  `${conversationKeys.all[0]}/${encodeURIComponent(conversationId)}/messages`;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const conversationQueries = {
  /** `GET /api/conversations`: most recent activity first. */
  list: () =>
    queryOptions({
      queryKey: conversationKeys.all,
      queryFn: async () => conversationListSchema.parse(await apiJson('GET', conversationKeys.all[0])),
    }),
  /** One conversation and its messages, kept up to date by polling (see the top of this file). */
  messages: (queryClient: QueryClient, conversationId: string) => {
    const queryKey = conversationKeys.messages(conversationId);
    return queryOptions({
      queryKey,
      queryFn: async (): Promise<Thread> => {
        const after = queryClient.getQueryData<Thread>(queryKey)?.readUpTo;
        const url = after
          ? `${messagesUrl(conversationId)}?after=${encodeURIComponent(after)}`
          : messagesUrl(conversationId);
        const page = conversationMessagesSchema.parse(await apiJson('GET', url));
        void queryClient.invalidateQueries({ queryKey: conversationKeys.all, exact: true });
        // Read the cache again: a message sent while this read was under way is kept.
        return mergeRead(queryClient.getQueryData<Thread>(queryKey), page);
      },
      refetchOnMount: 'always',
      // A conversation that does not exist will not appear; any other failure may pass.
      refetchInterval: (query) => (isNotFound(query.state.error) ? false : CONVERSATION_POLL_MS),
    });
  },
};

export interface UseConversationsOptions {
  /** False until the caller knows the user is signed in (signed out, the call answers 401). */
  enabled: boolean;
  /** 'always' refetches whenever a screen using it opens (the cache otherwise never refetches). */
  refetchOnMount?: boolean | 'always';
}

export function useConversations({ enabled, refetchOnMount = true }: UseConversationsOptions) {
  return useQuery({ ...conversationQueries.list(), enabled, refetchOnMount });
}

const NO_UNREAD: ReadonlyMap<string, number> = new Map();

function unreadByDog(conversations: Conversation[]): ReadonlyMap<string, number> {
  return new Map(conversations.filter((c) => c.unreadCount > 0).map((c) => [c.dogId, c.unreadCount]));
}

/**
 * Unread messages per dog id, from the same cached list (product §2 Map: dog markers carry an
 * unread badge). Only adopters load it (product §6); for anyone else the map is empty.
 */
export function useUnreadByDog(): ReadonlyMap<string, number> {
  const { me } = useMe();
  const query = useQuery({ ...conversationQueries.list(), enabled: me?.role === 'adopter', select: unreadByDog });
  return query.data ?? NO_UNREAD;
}

/**
 * `GET /api/conversations/{dogId}`, then to /messages/{id}. `mutate(dogId, { onError })`:
 * the caller decides what a failure shows.
 */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation<Conversation, Error, string>({
    mutationFn: async (dogId) =>
      conversationSchema.parse(await apiJson('GET', `${conversationKeys.all[0]}/${encodeURIComponent(dogId)}`)),
    onSuccess: (conversation) => {
      // A first conversation about the dog joins the list.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all, exact: true });
      navigate(`/messages/${conversation.id}`);
    },
  });
}

export function useConversationMessages(conversationId: string) {
  const queryClient = useQueryClient();
  return useQuery(conversationQueries.messages(queryClient, conversationId));
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<Message, Error, string>({
    mutationFn: async (content) => {
      const body: MessageInput = { content };
      return messageSchema.parse(await apiJson('POST', messagesUrl(conversationId), { body }));
    },
    onSuccess: (message) => {
      queryClient.setQueryData<Thread>(
        conversationKeys.messages(conversationId),
        (thread) => thread && { ...thread, messages: withMessages(thread, [message]) },
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all, exact: true });
    },
  });
}
