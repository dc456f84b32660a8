// The signed-in user's conversations (spec §4 "Conversation", §7): the list behind the
// Messages tab and a lister's inbox, the unread counts the map puts on dog markers, and
// opening (or starting) the conversation about a dog from the deck, the map or a dog's page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { conversationListSchema, conversationSchema, type Conversation } from '@scout/domain/contracts/conversations';
import { apiRequest } from './api-client';
import { CONVERSATIONS_QUERY_KEY } from './query-keys';
import { useMe } from './use-me';

async function fetchConversations(): Promise<Conversation[]> {
  return conversationListSchema.parse(await (await apiRequest('GET', CONVERSATIONS_QUERY_KEY[0])).json());
}

export interface UseConversationsOptions {
  /** False until the caller knows the user is signed in (signed out, the call answers 401). */
  enabled: boolean;
  /** 'always' refetches whenever a screen using it opens (the cache otherwise never refetches). */
  refetchOnMount?: boolean | 'always';
}

/** `GET /api/conversations`: most recent activity first. */
export function useConversations({ enabled, refetchOnMount = true }: UseConversationsOptions) {
  return useQuery({ queryKey: CONVERSATIONS_QUERY_KEY, queryFn: fetchConversations, enabled, refetchOnMount });
}

const NO_UNREAD: ReadonlyMap<string, number> = new Map();

function unreadByDog(conversations: Conversation[]): ReadonlyMap<string, number> {
  return new Map(conversations.filter((c) => c.unreadCount > 0).map((c) => [c.dogId, c.unreadCount]));
}

/**
 * Unread messages per dog id, from the same cached list (spec §2 Map: dog markers carry an
 * unread badge). Only adopters load it (spec §6); for anyone else the map is empty.
 */
export function useUnreadByDog(): ReadonlyMap<string, number> {
  const { me } = useMe();
  const query = useQuery({
    queryKey: CONVERSATIONS_QUERY_KEY,
    queryFn: fetchConversations,
    enabled: me?.role === 'adopter',
    select: unreadByDog,
  });
  return query.data ?? NO_UNREAD;
}

/** What the deck and the map show when a conversation cannot be opened (spec §8): `toast(CONVERSATION_START_FAILED_TOAST)`. */
export const CONVERSATION_START_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to start conversation. Please try again.',
  variant: 'destructive',
} as const;

/**
 * `GET /api/conversations/{dogId}`, then to /messages/{id}. `mutate(dogId, { onError })`:
 * the caller decides what a failure shows.
 */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation<Conversation, Error, string>({
    mutationFn: async (dogId) =>
      conversationSchema.parse(
        await (await apiRequest('GET', `${CONVERSATIONS_QUERY_KEY[0]}/${encodeURIComponent(dogId)}`)).json(),
      ),
    onSuccess: (conversation) => {
      // A first conversation about the dog joins the list.
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true });
      navigate(`/messages/${conversation.id}`);
    },
  });
}
