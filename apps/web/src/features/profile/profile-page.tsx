import type { ReactNode } from 'react';
import { ClipboardList, House, LayoutDashboard, Lock, LogOut, Pencil, Settings, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { Me, Profile } from '@scout/domain';
import { profileValueLabel, yesNo } from '@scout/domain/survey/questions';
import { useProfile } from '@/api/profile';
import { useMe } from '@/api/session';
import { useSignOut } from '@/api/session';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginHref } from '@/lib/auth-links';
import { LocationCard } from './location-card';
import { NewDogAlertsCard } from './new-dog-alerts-card';
import { LearnedPreferencesCard, ManageSwipesCard, PreferencesCard } from './preferences-cards';

/** The adopter's profile (product §2 "Profile"); shelters and owners get a pointer to their dashboard. */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { me, isLoading: meLoading } = useMe();
  const { profile, isLoading, isError } = useProfile();

  if (meLoading || isLoading) return <ProfileSkeleton />;

  // Guests (even with survey answers in this browser) must sign in first (product §6).
  if (!me) {
    return (
      <CenteredMessage
        icon={Lock}
        title="Authentication Required"
        actions={
          <>
            <Button asChild>
              <Link href="/">Go to Home</Link>
            </Button>
            <Button asChild variant="outline">
              <a href={loginHref('adopter')}>Sign In</a>
            </Button>
          </>
        }
      >
        <p>Please log in to view your profile</p>
      </CenteredMessage>
    );
  }

  if (me.role !== 'adopter') return <ListerProfile me={me} />;

  if (isError) {
    return (
      <CenteredMessage
        icon={UserRound}
        title="Couldn't load your profile"
        actions={<Button onClick={() => window.location.reload()}>Try again</Button>}
      >
        <p>Something went wrong on our side. Please try again in a moment.</p>
      </CenteredMessage>
    );
  }

  if (!profile) {
    return (
      <CenteredMessage
        icon={ClipboardList}
        title="No Profile Found"
        actions={
          <Button asChild>
            <Link href="/onboarding">Start Onboarding</Link>
          </Button>
        }
      >
        <p>Complete onboarding to create your profile</p>
      </CenteredMessage>
    );
  }

  return <AdopterProfile me={me} profile={profile} />;
}

function ProfileSkeleton() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 md:px-8">
      <span className="sr-only">Loading your profile…</span>
      <div className="flex items-center justify-between gap-4">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-11 w-32 rounded-full" />
      </div>
      <Skeleton className="h-56" />
      <Skeleton className="h-72" />
      <Skeleton className="h-40" />
    </div>
  );
}

function AdopterProfile({ me, profile }: { me: Me; profile: Profile }) {
  const signOut = useSignOut();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 md:px-8 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black tracking-tight md:text-4xl">Your Profile</h1>
          <p className="mt-1 text-lg text-muted-foreground">{me.name || me.email}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/onboarding">
            <Pencil aria-hidden="true" />
            Edit Profile
          </Link>
        </Button>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <House className="size-5 text-brand-700" aria-hidden="true" />
            Your Lifestyle
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            <Detail term="Home type">
              {profileValueLabel('homeType', profile.homeType)}
              <span className="block text-sm font-normal text-muted-foreground">
                {profileValueLabel('livingSituation', profile.livingSituation)}
              </span>
            </Detail>
            <Detail term="Yard">{yesNo(profile.hasYard)}</Detail>
            <Detail term="Activity level">{profileValueLabel('activityLevel', profile.activityLevel)}</Detail>
            <Detail term="Work schedule">{profileValueLabel('workSchedule', profile.workSchedule)}</Detail>
            <Detail term="Exercise">{profileValueLabel('exerciseCommitment', profile.exerciseCommitment)}</Detail>
            <Detail term="Experience">{profileValueLabel('experienceLevel', profile.experienceLevel)}</Detail>
            <Detail term="Other pets">{profileValueLabel('otherPets', profile.otherPets)}</Detail>
            <Detail term="Household">{profileValueLabel('householdComposition', profile.householdComposition)}</Detail>
          </dl>
        </CardContent>
      </Card>

      <PreferencesCard profile={profile} />
      <LearnedPreferencesCard />
      <LocationCard profile={profile} />
      <NewDogAlertsCard />
      <ManageSwipesCard />

      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>Signed in as {me.email}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
          <Button asChild variant="ghost">
            <Link href="/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function ListerProfile({ me }: { me: Me }) {
  const signOut = useSignOut();
  const isShelter = me.role === 'shelter';
  const dashboard = isShelter ? '/shelter-dashboard' : '/owner-dashboard';
  const form = isShelter ? '/shelter-onboarding' : '/owner-onboarding';
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-3xl font-black tracking-tight md:text-4xl">Your Profile</h1>
      <Card>
        <CardHeader>
          <CardTitle>{me.name || me.email}</CardTitle>
          <CardDescription>
            {isShelter ? 'Shelter account' : 'Private owner account'} · {me.email}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-muted-foreground">
            {me.onboarded
              ? 'Your listings, messages and adopter interest live on your dashboard. Account details and your password are in Settings.'
              : `Finish your ${isShelter ? 'shelter' : 'owner'} details to start listing dogs.`}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link href={me.onboarded ? dashboard : form}>
                <LayoutDashboard aria-hidden="true" />
                {me.onboarded ? 'Go to Dashboard' : 'Complete your details'}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/settings">
                <Settings aria-hidden="true" />
                Settings
              </Link>
            </Button>
            <Button variant="ghost" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-2xl bg-muted/60 px-4 py-3">
      <dt className="text-sm font-bold text-muted-foreground">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
