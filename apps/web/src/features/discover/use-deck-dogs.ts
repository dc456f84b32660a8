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
 */
export function useGuestDeck(enabled: boolean, swipes: number) {
  const query = useQuery({ ...dogQueries.guestDeck(), enabled });
  const data = query.data;
  const ranked = useMemo<Dog[] | undefined>(() => {
    if (!data) return undefined;
    const profile = readGuestProfile();
    return scoreDogsForGuest(profile, data, readGuestTaste(profile));
    // `swipes` is not read here: a new swipe changes what readGuestTaste finds in storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, swipes]);
  return { ...query, data: ranked };
}

/** Whether a signed-in adopter has swiped before (tells "all seen" from "none nearby"). */
export function useHasSwipes(enabled: boolean): boolean | undefined {
  const query = useSwipes(enabled);
  if (query.isError) return false;
  return query.data ? query.data.length > 0 : undefined;
}
