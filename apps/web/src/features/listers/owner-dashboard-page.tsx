// The owner dashboard (product §2, §14): a private owner rehomes one dog, so the page
// shows their (first) dog's profile with real counts and the ways to change it.
import { Eye, Heart, MessageCircle, PawPrint, Pencil, Plus, UserPen } from 'lucide-react';
import { Link } from 'wouter';
import type { ListerDog } from '@scout/domain';
import { useListerDogs } from '@/api/listers';
import { AdoptionApplications } from '@/components/adoption-applications';
import { ListerGate } from '@/components/lister-gate';
import { Button } from '@/components/ui/button';
import { ListerTourList } from '@/components/virtual-tour-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatAge, formatWeight } from '@/lib/dog-format';
import { dashboardCounts } from './dashboard-counts';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { DogCoverPhoto } from './dog-cover-photo';
import { MarkAdoptedAction, RemoveDogAction } from './dog-status-actions';
import { StatCards } from './stat-cards';

const LOADING_LABEL = 'Loading your dog’s profile…';

export default function OwnerDashboardPage() {
  useDocumentTitle("Your Dog's Profile");
  return (
    <ListerGate
      roles={['owner']}
      requireOnboarded
      purpose="manage your dog's profile"
      loading={<DashboardSkeleton label={LOADING_LABEL} />}
    >
      {() => <OwnerDashboard />}
    </ListerGate>
  );
}

function OwnerDashboard() {
  const dogsQuery = useListerDogs();
  if (dogsQuery.isPending) return <DashboardSkeleton label={LOADING_LABEL} />;

  const dogs = dogsQuery.data ?? [];
  const counts = dashboardCounts(dogs);
  const dog = dogs[0];
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-8 px-4 py-6 md:px-8 md:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-black tracking-tight md:text-4xl">Your Dog's Profile</h1>
          <p className="mt-1 text-lg text-muted-foreground">What adopters see, and who is interested.</p>
        </div>
        {/* Not "Edit Profile": that is the dog's own button (product §2). */}
        <Button asChild variant="outline">
          <Link href="/lister-profile">
            <UserPen aria-hidden="true" />
            Edit Your Details
          </Link>
        </Button>
      </div>

      {dogsQuery.isError ? (
        <DashboardError onRetry={() => void dogsQuery.refetch()} retrying={dogsQuery.isFetching} />
      ) : (
        <>
          <StatCards
            label="Your numbers"
            stats={[
              { label: 'Profile Views', value: counts.views, icon: Eye },
              { label: 'Interested Adopters', value: counts.interestedAdopters, icon: Heart },
              { label: 'Messages', value: counts.inquiries, icon: MessageCircle },
            ]}
          />
          {dog ? (
            <>
              <OwnerDogProfile dog={dog} />
              <AdoptionApplications />
              <ListerTourList />
            </>
          ) : (
            <NoProfileYet />
          )}
        </>
      )}
    </div>
  );
}

function OwnerDogProfile({ dog }: { dog: ListerDog }) {
  const adopted = dog.status === 'adopted';
  return (
    <article
      aria-labelledby="owner-dog-name"
      className="grid overflow-hidden rounded-3xl border bg-card shadow-soft md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="relative">
        <DogCoverPhoto
          photos={dog.photos}
          name={dog.name}
          className="aspect-[4/3] md:aspect-auto md:h-full md:min-h-80"
        />
        {adopted ? (
          <span className="absolute left-3 top-3 rounded-full bg-success px-3 py-1 text-sm font-bold text-white shadow-soft">
            Adopted
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 id="owner-dog-name" className="text-3xl font-black tracking-tight">
            {dog.name}
          </h2>
          <p className="mt-0.5 text-lg font-semibold">{dog.breed}</p>
          <p className="text-muted-foreground">
            {formatAge(dog.age)} · {formatWeight(dog.weight)}
          </p>
        </div>
        <p className="whitespace-pre-line leading-relaxed">{dog.bio}</p>
        <div className="mt-auto flex flex-wrap gap-3">
          <Button asChild>
            <Link href={`/dog-form?edit=${encodeURIComponent(dog.id)}`}>
              <Pencil aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/dogs/${encodeURIComponent(dog.id)}`}>
              <Eye aria-hidden="true" />
              View Public Profile
            </Link>
          </Button>
        </div>
        <div className="-mx-2 flex flex-wrap items-center justify-between gap-1 border-t pt-2">
          {adopted ? (
            <Button asChild variant="ghost" size="sm">
              <Link href="/dog-form">
                <Plus aria-hidden="true" />
                Create Profile
              </Link>
            </Button>
          ) : (
            <MarkAdoptedAction dog={dog} />
          )}
          <RemoveDogAction dog={dog} />
        </div>
      </div>
    </article>
  );
}

function NoProfileYet() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-input bg-card/60 px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
        <PawPrint className="size-8" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-xl font-extrabold">No profile created yet</h2>
        <p className="mt-1 max-w-sm text-muted-foreground">
          Tell adopters about your dog: a few photos, their personality and what home would suit them.
        </p>
      </div>
      <Button asChild>
        <Link href="/dog-form">
          <Plus aria-hidden="true" />
          Create Profile
        </Link>
      </Button>
    </div>
  );
}
