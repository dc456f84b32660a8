// The shelter dashboard (product §2, §14): real counts, then every dog the shelter
// lists with Edit, View, Mark as Adopted and Remove; above them, once there are dogs, the
// adoption applications to move on and the virtual tours to answer.
import { Building2, Eye, Heart, ListChecks, MessageCircle, PawPrint, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { useListerDogs } from '@/api/listers';
import { AdoptionApplications } from '@/components/adoption-applications';
import { ListerGate, type Lister } from '@/components/lister-gate';
import { Button } from '@/components/ui/button';
import { ListerTourList } from '@/components/virtual-tour-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { dashboardCounts } from './dashboard-counts';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { ListerDogCard } from './lister-dog-card';
import { StatCards } from './stat-cards';

const LOADING_LABEL = 'Loading your dashboard…';

export default function ShelterDashboardPage() {
  useDocumentTitle('Shelter Dashboard');
  return (
    <ListerGate
      roles={['shelter']}
      requireOnboarded
      purpose="manage your shelter's dogs"
      loading={<DashboardSkeleton label={LOADING_LABEL} />}
    >
      {(me) => <ShelterDashboard me={me} />}
    </ListerGate>
  );
}

function ShelterDashboard({ me }: { me: Lister }) {
  const dogsQuery = useListerDogs();
  if (dogsQuery.isPending) return <DashboardSkeleton label={LOADING_LABEL} />;

  const dogs = dogsQuery.data ?? [];
  const counts = dashboardCounts(dogs);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-8 px-4 py-6 md:px-8 md:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-black tracking-tight md:text-4xl">Shelter Dashboard</h1>
          <p className="mt-1 text-lg text-muted-foreground">{me.name || me.email}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/lister-profile">
            <Building2 aria-hidden="true" />
            Edit Shelter Profile
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
              { label: 'Active Listings', value: counts.activeListings, icon: ListChecks },
              { label: 'Total Views', value: counts.views, icon: Eye },
              { label: 'Inquiries', value: counts.inquiries, icon: MessageCircle },
            ]}
          />

          {dogs.length > 0 ? (
            <>
              <AdoptionApplications />
              <ListerTourList />
            </>
          ) : null}

          <section aria-labelledby="your-dogs-heading" className="grid gap-4">
            <div className="flex items-center justify-between gap-4">
              <h2 id="your-dogs-heading" className="text-2xl font-extrabold tracking-tight">
                Your Dogs
              </h2>
              <Button asChild>
                <Link href="/dog-form">
                  <Plus aria-hidden="true" />
                  Add Dog
                </Link>
              </Button>
            </div>

            {dogs.length === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-input bg-card/60 px-6 py-12 text-center">
                <span className="flex size-16 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
                  <PawPrint className="size-8" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-xl font-extrabold">No dogs listed yet</h3>
                  <p className="mt-1 text-muted-foreground">
                    Add a dog and adopters nearby will start seeing them today.
                  </p>
                </div>
                <Button asChild variant="outline">
                  <Link href="/dog-form">
                    <Heart aria-hidden="true" />
                    Add Your First Dog
                  </Link>
                </Button>
              </div>
            ) : (
              <ul aria-label="Your dogs" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {dogs.map((dog) => (
                  <li key={dog.id}>
                    <ListerDogCard dog={dog} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
