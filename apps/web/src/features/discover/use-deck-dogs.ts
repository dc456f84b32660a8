// Where the deck's dogs come from (product §4, §13). A signed-in adopter reads the
// server's ranked page; a guest reads every available dog and scores it here with the
// survey answers kept in this browser and the taste their swipes teach.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Dog } from '@scout/domain';
import { dogQueries } from '@/api/dogs';
import { useSwipes } from '@/api/swipes';
import { readGuestTaste, scoreDogsForGuest } from '@/lib/guest-scoring';
import { readGuestProfile } from '@/lib/guest-storage';

export function useAdopterDeck(enabled: boolean) {
  return useQuery({ ...dogQueries.discover(), enabled });
}

/**
 * The guest's deck: all available dogs, ranked for their local profile when there is one,
 * ranked again after each swipe (`swipes` counts them) as the learned taste changes.
 * `rankAhead` ranks the deck for the next swipe count at once, on the caller's task, so the
 * render that shows it needs no ranking of its own (the deck calls it a task before it
 * drops the swiped card, so a frame can be shown between the two).
 */
export function useGuestDeck(enabled: boolean, swipes: number) {
  const query = useQuery({ ...dogQueries.guestDeck(), enabled });
  const data = query.data;
  // `swipes` is not read by the ranking: a new swipe changes what readGuestTaste finds in storage.
  const ranked = useMemo<Dog[] | undefined>(() => (data ? takeRanking(data, swipes) : undefined), [data, swipes]);
  const rankAhead = () => {
    if (data) ahead = { data, swipes: swipes + 1, ranked: rankForGuest(data) };
  };
  return { ...query, data: ranked, rankAhead };
}

/** A ranking made ahead by rankAhead, for these dogs after this many swipes. */
let ahead: { data: readonly Dog[]; swipes: number; ranked: Dog[] } | null = null;

function takeRanking(data: readonly Dog[], swipes: number): Dog[] {
  const made = ahead;
  ahead = null;
  return made && made.data === data && made.swipes === swipes ? made.ranked : rankForGuest(data);
}

function rankForGuest(data: readonly Dog[]): Dog[] {
  const profile = readGuestProfile();
  return scoreDogsForGuest(profile, data, readGuestTaste(profile));
}

/** Whether a signed-in adopter has swiped before (tells "all seen" from "none nearby"). */
export function useHasSwipes(enabled: boolean): boolean | undefined {
  const query = useSwipes(enabled);
  if (query.isError) return false;
  return query.data ? query.data.length > 0 : undefined;
}
