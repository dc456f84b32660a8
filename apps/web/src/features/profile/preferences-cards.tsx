import { useId, useState } from 'react';
import { Heart, LoaderCircle, RotateCcw, SlidersHorizontal, Sparkles } from 'lucide-react';
import type { Profile } from '@scout/domain';
import { RADIUS_SLIDER } from '@scout/domain/constants';
import { profileValueLabel, radiusLabel, type ProfileLabelField } from '@scout/domain/survey/questions';
import { useLearnedPreferences, useUpdateProfile } from '@/api/profile';
import { useResetSwipes } from '@/api/swipes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';

function PreferenceList({ field, values }: { field: ProfileLabelField; values: string[] }) {
  if (values.length === 0) return <p className="text-muted-foreground">No preference set</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value} className="rounded-full bg-secondary px-3 py-1 text-sm font-bold text-secondary-foreground">
          {profileValueLabel(field, value)}
        </li>
      ))}
    </ul>
  );
}

/** Product §2 Profile "Your Preferences": the lists, and the radius slider that saves on Update. */
export function PreferencesCard({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const sliderId = useId();
  // Local until Update (product §4): moving the slider changes nothing yet.
  const [radius, setRadius] = useState<number | null>(null);
  const shown = radius ?? profile.searchRadius;
  const changed = radius !== null && radius !== profile.searchRadius;

  const update = () => {
    if (radius === null) return;
    updateProfile.mutate(
      { searchRadius: radius },
      {
        onSuccess: () => {
          setRadius(null);
          toast({ title: 'Search radius updated', description: `Showing dogs within ${radiusLabel(radius)}.` });
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to update search radius. Please try again.',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Heart className="size-5 text-brand-700" aria-hidden="true" />
          Your Preferences
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <h3 className="text-sm font-bold text-muted-foreground">Preferred size</h3>
          <PreferenceList field="preferredSize" values={profile.preferredSize} />
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-bold text-muted-foreground">Preferred age</h3>
          <PreferenceList field="preferredAge" values={profile.preferredAge} />
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-bold text-muted-foreground">Preferred energy</h3>
          <PreferenceList field="preferredEnergy" values={profile.preferredEnergy} />
        </div>
        <div className="grid gap-3 rounded-2xl bg-muted p-4">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={sliderId} className="font-bold">
              Search radius
            </label>
            <output htmlFor={sliderId} className="text-lg font-black text-brand-700" aria-live="polite">
              {radiusLabel(shown)}
            </output>
          </div>
          <input
            id={sliderId}
            type="range"
            min={RADIUS_SLIDER.min}
            max={RADIUS_SLIDER.max}
            step={RADIUS_SLIDER.step}
            value={shown}
            aria-valuetext={radiusLabel(shown)}
            onChange={(e) => setRadius(Number(e.target.value))}
            className="h-2 w-full cursor-pointer accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-muted"
          />
          <div className="flex justify-between text-xs font-semibold text-muted-foreground" aria-hidden="true">
            <span>{radiusLabel(RADIUS_SLIDER.min)}</span>
            <span>{radiusLabel(RADIUS_SLIDER.max)}</span>
          </div>
          <div>
            <Button size="sm" onClick={update} disabled={!changed || updateProfile.isPending}>
              {updateProfile.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Update
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function TasteList({ title, items, muted = false }: { title: string; items: string[]; muted?: boolean }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground">{title}</p>
      <ul className="flex flex-wrap gap-2" aria-label={title.replace(/:$/, '')}>
        {items.map((item) => (
          <li
            key={item}
            className={
              muted
                ? 'rounded-full border border-border px-3 py-1 text-sm font-bold text-muted-foreground'
                : 'rounded-full bg-secondary px-3 py-1 text-sm font-bold text-secondary-foreground'
            }
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the adopter's own swipes say about their taste (product §13): never static text; the same taste the scores use. */
export function LearnedPreferencesCard() {
  const query = useLearnedPreferences();
  const data = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-brand-700" aria-hidden="true" />
          Learned Preferences
        </CardTitle>
        <CardDescription>What your likes and passes tell us.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status">
            <span className="sr-only">Loading learned preferences…</span>
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="mt-2 h-6 w-1/2" />
          </div>
        ) : query.isError || !data ? (
          <p className="text-muted-foreground">We couldn't load what we've learned right now.</p>
        ) : !data.enough ? (
          <div className="grid gap-1">
            <p className="font-bold">Swipe more dogs to learn your taste</p>
            <p className="text-muted-foreground">
              So far you've liked {data.likes} and passed {data.passes}{' '}
              {data.likes + data.passes === 1 ? 'dog' : 'dogs'}.
            </p>
          </div>
        ) : data.favours.length === 0 && data.avoids.length === 0 ? (
          <p className="text-muted-foreground">
            No clear pattern yet from your {data.likes} likes and {data.passes} passes - keep swiping.
          </p>
        ) : (
          <div className="grid gap-3">
            <TasteList title="You seem to favour:" items={data.favours} />
            <TasteList title="You tend to pass on:" items={data.avoids} muted />
            <p className="text-sm text-muted-foreground">
              Based on {data.likes} likes and {data.passes} passes. Your matches are ranked with this too.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Product §2 Profile "Manage Swipes": Reset All Swipes, after a confirmation. */
export function ManageSwipesCard() {
  const [open, setOpen] = useState(false);
  const reset = useResetSwipes({
    onSuccess: () => {
      setOpen(false);
      toast({ title: 'Swipes Reset', description: 'Every dog is back in your deck.' });
    },
    onError: () => {
      setOpen(false);
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to reset swipes. Please try again.' });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SlidersHorizontal className="size-5 text-brand-700" aria-hidden="true" />
          Manage Swipes
        </CardTitle>
        <CardDescription>Start fresh: clear every like and pass so all dogs show up again.</CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline">
              <RotateCcw aria-hidden="true" />
              Reset All Swipes
            </Button>
          }
          title="Reset all swipes?"
          description="This clears every like and pass, including your liked dogs. Dogs you passed on will show up again."
          confirmLabel="Reset Swipes"
          pendingLabel="Resetting..."
          pending={reset.isPending}
          onConfirm={() => reset.mutate()}
        />
      </CardContent>
    </Card>
  );
}
