// Where the map opens (product §4 "Map"): the signed-in adopter's profile location, else a
// guest's survey location kept in this browser, else the default Austin-area point.
import { useState } from 'react';
import type { Me } from '@scout/domain';
import { DEFAULT_LOCATION } from '@scout/domain/constants';
import { useProfile } from '@/api/profile';
import { useMe } from '@/api/session';
import { readGuestProfile } from '@/lib/guest-storage';

export interface MapStart {
  latitude: number;
  longitude: number;
}

export function useMapStart(): { start: MapStart | null; me: Me | null } {
  const { me, isLoading: meLoading } = useMe();
  const { profile, isLoading: profileLoading } = useProfile();
  // Read once: the guest's answers do not change while the map is open.
  const [guestProfile] = useState(readGuestProfile);
  if (meLoading || profileLoading) return { start: null, me };
  const located = me ? profile : guestProfile;
  const start = located ? { latitude: located.latitude, longitude: located.longitude } : DEFAULT_LOCATION;
  return { start, me };
}
