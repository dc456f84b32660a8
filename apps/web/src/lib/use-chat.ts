// The adopter's chat with Scout (spec §2 "/chat", §7): the history (it survives a reload:
// it lives on the server) and sending a question. Read by the chat screen and by the
// Messages tab's pinned Scout entry.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chatExchangeSchema,
  chatHistorySchema,
  type ChatExchange,
  type ChatInput,
  type ChatMessage,
} from '@scout/domain/contracts/chat';
import { apiRequest } from './api-client';
import { CHAT_QUERY_KEY } from './query-keys';

/** `GET /api/chat`, oldest first. Only for signed-in adopters (anyone else: 401/403). */
export function useChatHistory({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: CHAT_QUERY_KEY,
    enabled,
    queryFn: async () => chatHistorySchema.parse(await (await apiRequest('GET', CHAT_QUERY_KEY[0])).json()),
  });
}

/** `POST /api/chat`: the question and Scout's answer join the history once both are stored. */
export function useAskScout() {
  const queryClient = useQueryClient();
  return useMutation<ChatExchange, Error, string>({
    mutationFn: async (content) => {
      const body: ChatInput = { content };
      return chatExchangeSchema.parse(await (await apiRequest('POST', CHAT_QUERY_KEY[0], body)).json());
    },
    onSuccess: ({ message, reply }) => {
      queryClient.setQueryData<ChatMessage[]>(CHAT_QUERY_KEY, (history) => [...(history ?? []), message, reply]);
    },
  });
}
