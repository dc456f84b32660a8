// The adopter's chat with Scout (product §2 "/chat", §7): the history (it survives a reload:
// it lives on the server) and sending a question. Read by the chat screen and by the
// Messages tab's pinned Scout entry.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chatExchangeSchema,
  chatHistorySchema,
  type ChatExchange,
  type ChatInput,
  type ChatMessage,
} from '@scout/domain/contracts/chat';
import { apiJson } from '@/lib/api-client';

export const chatKeys = {
  history: ['/api/chat'] as const,
};

export const chatQueries = {
  /** `GET /api/chat`, oldest first. Only for signed-in adopters (anyone else: 401/403). */
  history: () =>
    queryOptions({
      queryKey: chatKeys.history,
      queryFn: async () => chatHistorySchema.parse(await apiJson('GET', chatKeys.history[0])),
    }),
};

export function useChatHistory({ enabled }: { enabled: boolean }) {
  return useQuery({ ...chatQueries.history(), enabled });
}

/** `POST /api/chat`: the question and Scout's answer join the history once both are stored. */
export function useAskScout() {
  const queryClient = useQueryClient();
  return useMutation<ChatExchange, Error, string>({
    mutationFn: async (content) => {
      const body: ChatInput = { content };
      return chatExchangeSchema.parse(await apiJson('POST', chatKeys.history[0], { body }));
    },
    onSuccess: ({ message, reply }) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.history, (history) => [...(history ?? []), message, reply]);
    },
  });
}
