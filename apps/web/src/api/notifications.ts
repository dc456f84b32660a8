// The signed-in person's in-app notifications and the settings that decide which also come by
// email (product §16.1): the paged list behind /notifications, the unread count the header's
// bell polls, marking some or all read, and GET|PUT /api/notification-settings. The count
// has a key of its own so the bell's polling never refetches the list's pages; both are
// updated from every answer that carries `unreadCount`.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@scout/domain/contracts/dogs';
import {
  notificationListSchema,
  notificationSettingsSchema,
  type Notification,
  type NotificationRead,
  type NotificationSettings,
} from '@scout/domain/contracts/notifications';
import { apiJson, apiRequest } from '@/lib/api-client';
import type { MutationCallbacks } from './mutation-callbacks';

/** How often the bell asks for the unread count: gentle, since most people leave a tab open. */
export const UNREAD_POLL_MS = 45_000;
/** Notifications per page of the list. */
export const NOTIFICATION_PAGE_SIZE = 20;

const LIST_URL = '/api/notifications';
const READ_URL = '/api/notifications/read';
const SETTINGS_URL = '/api/notification-settings';

export const notificationKeys = {
  /** Everything about notifications: the list and the count sit under it. */
  all: [LIST_URL] as const,
  list: [LIST_URL, 'list'] as const,
  unreadCount: [LIST_URL, 'unread-count'] as const,
  settings: [SETTINGS_URL] as const,
};

export interface NotificationPage {
  notifications: Notification[];
  unreadCount: number;
  /** The cursor of the page after this one (the `X-Next-Cursor` header), null on the last page. */
  nextCursor: string | null;
}

async function fetchPage(cursor: string | null, limit: number, signal?: AbortSignal): Promise<NotificationPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  const res = await apiRequest('GET', `${LIST_URL}?${params}`, { signal });
  const { notifications, unreadCount } = notificationListSchema.parse(await res.json());
  return { notifications, unreadCount, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) || null };
}

export const notificationQueries = {
  /** `GET /api/notifications`, newest first, a page at a time. */
  list: (queryClient: QueryClient) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list,
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam, signal }) => {
        const page = await fetchPage(pageParam, NOTIFICATION_PAGE_SIZE, signal);
        // The newest page knows the count too: the bell follows without a call of its own.
        queryClient.setQueryData(notificationKeys.unreadCount, page.unreadCount);
        return page;
      },
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** Only the unread count (one notification is the smallest page the API gives). */
  unreadCount: () =>
    queryOptions({
      queryKey: notificationKeys.unreadCount,
      queryFn: async ({ signal }) => (await fetchPage(null, 1, signal)).unreadCount,
    }),
  settings: () =>
    queryOptions({
      queryKey: notificationKeys.settings,
      queryFn: async ({ signal }) => notificationSettingsSchema.parse(await apiJson('GET', SETTINGS_URL, { signal })),
    }),
};

/** The list's pages; opening the screen always reads it afresh. */
export function useNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({ ...notificationQueries.list(queryClient), refetchOnMount: 'always' });
}

/**
 * The unread count for the header's bell. The app's cache never refetches by itself
 * (lib/query-client.ts), so this one query opts in: every UNREAD_POLL_MS while the tab is
 * visible, and whenever the window regains focus. Off (and 0) while `enabled` is false.
 */
export function useUnreadNotificationCount({ enabled }: { enabled: boolean }): number {
  const query = useQuery({
    ...notificationQueries.unreadCount(),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  return enabled ? (query.data ?? 0) : 0;
}

/** Marks the notifications read in the cached pages (all of them when `ids` is null). */
function markReadInCache(queryClient: QueryClient, ids: ReadonlySet<string> | null, unreadCount: number): void {
  const now = new Date().toISOString();
  queryClient.setQueryData<InfiniteData<NotificationPage, string | null>>(
    notificationKeys.list,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          unreadCount,
          notifications: page.notifications.map((n) =>
            n.readAt === null && (ids === null || ids.has(n.id)) ? { ...n, readAt: now } : n,
          ),
        })),
      },
  );
  queryClient.setQueryData(notificationKeys.unreadCount, unreadCount);
}

async function sendRead(body: NotificationRead): Promise<number> {
  const data = await apiJson('POST', READ_URL, { body });
  return notificationListSchema.pick({ unreadCount: true }).parse(data).unreadCount;
}

/**
 * `POST /api/notifications/read {ids}`: `mutate(ids)`. The screen calls it as a
 * notification is opened, so the cache is updated here even after the screen has gone.
 */
export function useMarkNotificationsRead({ onError }: Pick<MutationCallbacks<number, string[]>, 'onError'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => sendRead({ ids }),
    onSuccess: (unreadCount, ids) => markReadInCache(queryClient, new Set(ids), unreadCount),
    onError: (error, ids) => onError?.(error, ids),
  });
}

/** `POST /api/notifications/read {all: true}`. */
export function useMarkAllNotificationsRead({ onSuccess, onError }: MutationCallbacks<number, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendRead({ all: true }),
    onSuccess: (unreadCount, variables) => {
      markReadInCache(queryClient, null, unreadCount);
      onSuccess?.(unreadCount, variables);
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}

export function useNotificationSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationQueries.settings(), enabled });
}

async function putSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return notificationSettingsSchema.parse(await apiJson('PUT', SETTINGS_URL, { body: settings }));
}

/** `PUT /api/notification-settings` with the whole object (product §16.1). */
export function useSaveNotificationSettings({
  onSuccess,
  onError,
}: MutationCallbacks<NotificationSettings, NotificationSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: (saved, variables) => {
      queryClient.setQueryData(notificationKeys.settings, saved);
      onSuccess?.(saved, variables);
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}

/**
 * Turns instant new-dog alerts on and keeps every other setting as it is on the server
 * (GET, then PUT of the whole object): a guest's "email me when similar dogs appear"
 * choice, applied once their data moves to the new account.
 */
export async function turnOnNewDogAlerts(): Promise<NotificationSettings> {
  const current = notificationSettingsSchema.parse(await apiJson('GET', SETTINGS_URL));
  return putSettings({ ...current, newDogAlerts: { ...current.newDogAlerts, mode: 'instant' } });
}
