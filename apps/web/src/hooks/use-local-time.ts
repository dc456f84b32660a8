import { useMemo } from 'react';
import { format } from 'date-fns';
import { formatMessageTime, formatRelativeTime } from '@/lib/relative-time';
import { useHydrated } from './use-hydrated';

export interface LocalTime {
  /** A date-fns pattern applied in the reader's time zone. */
  format: (at: string | Date, pattern: string) => string;
  /** "Just now", "3h ago"... from the reader's own clock (lib/relative-time.ts). */
  relative: (at: string | Date) => string;
  /** A message's time: the hour today, the date before (lib/relative-time.ts). */
  messageTime: (at: string | Date) => string;
}

const UNKNOWN: LocalTime = { format: () => '', relative: () => '', messageTime: () => '' };
const LOCAL: LocalTime = {
  format: (at, pattern) => format(new Date(at), pattern),
  relative: (at) => formatRelativeTime(at),
  messageTime: formatMessageTime,
};

/**
 * Dates and times as the reader's clock shows them. Only their browser knows its time zone and
 * "now", so a page the server renders leaves them empty, and so does the browser's first render
 * of that page (hydration must match it); they are written right after.
 */
export function useLocalTime(): LocalTime {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? LOCAL : UNKNOWN), [hydrated]);
}
