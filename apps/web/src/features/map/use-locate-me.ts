// 'My Location' (product §2, §4, §5, §8): the browser's position (10 s time-out, high
// accuracy), saved as the adopter's profile location, then the map moves there.
import { useState } from 'react';
import type { Me } from '@scout/domain';
import { MAP_GEOLOCATION_TIMEOUT_MS } from '@scout/domain/constants';
import { useUpdateProfile } from '@/api/profile';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { requestLocation, type LocationOutcome } from '@/lib/geolocation';

const FALLBACK_MESSAGE = 'Failed to get your current location.';

/** The reason shown under 'Location Error', where the browser gave one. */
function failureMessage(outcome: Exclude<LocationOutcome, { kind: 'success' }>): string {
  switch (outcome.kind) {
    case 'denied':
      return 'Location access was denied. Please enable location services.';
    case 'unsupported':
      return 'Location is not supported by this browser.';
    case 'timeout':
      return 'Timed out while getting your location.';
    default:
      return FALLBACK_MESSAGE;
  }
}

export function useLocateMe(me: Me | null, onLocated: (latitude: number, longitude: number) => void) {
  const updateProfile = useUpdateProfile();
  const [locating, setLocating] = useState(false);

  async function locate() {
    if (locating) return;
    if (!me) {
      toast({ title: 'Sign in required', description: 'Please sign in to update your location.' });
      return;
    }
    setLocating(true);
    try {
      const outcome = await requestLocation({
        timeoutMs: MAP_GEOLOCATION_TIMEOUT_MS,
        enableHighAccuracy: true,
        maximumAge: 0,
      });
      if (outcome.kind !== 'success') {
        toast({ variant: 'destructive', title: 'Location Error', description: failureMessage(outcome) });
        return;
      }
      // Only adopters have a profile to keep the location in; shelters and owners just look around.
      if (me.role === 'adopter') {
        try {
          await updateProfile.mutateAsync({ latitude: outcome.latitude, longitude: outcome.longitude });
        } catch (error) {
          toast({
            variant: 'destructive',
            title: 'Location Error',
            description:
              (serverMessage(error) ?? (error instanceof Error ? error.message : String(error))) || FALLBACK_MESSAGE,
          });
          return;
        }
        toast({ title: 'Location Updated', description: 'Your location has been updated successfully.' });
      }
      onLocated(outcome.latitude, outcome.longitude);
    } finally {
      setLocating(false);
    }
  }

  return { locate, locating };
}
