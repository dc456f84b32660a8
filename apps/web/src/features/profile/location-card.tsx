import { useState, type FormEvent } from 'react';
import { LoaderCircle, LocateFixed, MapPin, Search } from 'lucide-react';
import type { GeocodeResult, Profile } from '@scout/domain';
import { MAP_GEOLOCATION_TIMEOUT_MS } from '@scout/domain/constants';
import { geocode } from '@/api/geocode';
import { useUpdateProfile } from '@/api/profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { requestLocation } from '@/lib/geolocation';

const SAVE_FAILED = {
  variant: 'destructive',
  title: 'Error',
  description: 'Failed to update location. Please try again.',
} as const;
const SAVED = { title: 'Location Updated', description: 'Your location has been updated successfully.' } as const;

/** Where the adopter searches from (product §2 Profile "Location", §5, §8). */
export function LocationCard({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const [query, setQuery] = useState('');
  const [place, setPlace] = useState<string | null>(null);
  const [busy, setBusy] = useState<'search' | 'gps' | null>(null);

  const save = async (latitude: number, longitude: number): Promise<boolean> => {
    try {
      await updateProfile.mutateAsync({ latitude, longitude });
      toast(SAVED);
      return true;
    } catch (error) {
      console.error('Location update failed', error);
      toast(SAVE_FAILED);
      return false;
    }
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text || busy) return;
    setBusy('search');
    try {
      let found: GeocodeResult | null;
      try {
        found = await geocode(text);
      } catch (error) {
        console.error('Geocoding failed', error);
        toast(SAVE_FAILED);
        return;
      }
      if (!found) {
        toast({
          variant: 'destructive',
          title: 'Location not found',
          description: 'Please try a different city name or address.',
        });
        return;
      }
      if (await save(found.latitude, found.longitude)) {
        setPlace(found.displayName);
        setQuery('');
      }
    } finally {
      setBusy(null);
    }
  };

  const locateMe = async () => {
    if (busy) return;
    setBusy('gps');
    try {
      const outcome = await requestLocation({
        timeoutMs: MAP_GEOLOCATION_TIMEOUT_MS,
        enableHighAccuracy: true,
        maximumAge: 0,
      });
      if (outcome.kind !== 'success') {
        toast({
          variant: 'destructive',
          title: 'Location Error',
          description: 'Unable to get your location. Please enable location services.',
        });
        return;
      }
      if (await save(outcome.latitude, outcome.longitude)) setPlace('Your current location');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin className="size-5 text-brand-700" aria-hidden="true" />
          Location
        </CardTitle>
        <CardDescription>We show dogs within your search radius of this point.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="rounded-2xl bg-muted px-4 py-3">
          {place ? <p className="font-bold">{place}</p> : null}
          <p className="font-mono text-sm" data-testid="profile-coordinates">
            <span className="sr-only">Coordinates: </span>
            {profile.latitude.toFixed(4)}, {profile.longitude.toFixed(4)}
          </p>
        </div>
        <form onSubmit={(e) => void search(e)} className="grid gap-2">
          <Label htmlFor="location-search">City or address</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="location-search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="e.g. Austin, TX"
              autoComplete="address-level2"
              maxLength={200}
            />
            <Button type="submit" disabled={!query.trim() || busy !== null}>
              {busy === 'search' ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Search aria-hidden="true" />
              )}
              Search
            </Button>
          </div>
        </form>
        <div>
          <Button variant="outline" onClick={() => void locateMe()} disabled={busy !== null}>
            {busy === 'gps' ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <LocateFixed aria-hidden="true" />
            )}
            Use My Location
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
