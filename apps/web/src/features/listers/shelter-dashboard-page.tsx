// The shelter dashboard (product §2, §14): real counts over every dog, then the shelter's
// dogs a page at a time, searched, filtered and sorted, with Edit, View, Mark as Adopted and
// Remove, one dog or several; above them, once there are dogs, the
// adoption applications to move on and the virtual tours to answer.
import { Building2, Eye, ListChecks, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useListerProfile } from '@/api/lister-profile';
import { useListerDogStats } from '@/api/listers';
import { AdoptionApplications } from '@/components/adoption-applications';
import { ListerGate, type Lister } from '@/components/lister-gate';
import { Button } from '@/components/ui/button';
import { ListerTourList } from '@/components/virtual-tour-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { ListerDogsSection } from './lister-dogs-section';
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
  // The counts cover every dog; the list below reads a page at a time (lister-dogs-section.tsx).
  const stats = useListerDogStats();
  // The shelter's name as it now stands (it may have changed since sign-up).
  const profile = useListerProfile();
  if (stats.isPending) return <DashboardSkeleton label={LOADING_LABEL} />;
  const shelterName = profile.data?.type === 'shelter' ? profile.data.shelterName : me.name;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-8 px-4 py-6 md:px-8 md:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-black tracking-tight md:text-4xl">Shelter Dashboard</h1>
          <p className="mt-1 text-lg text-muted-foreground">{shelterName || me.email}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/lister-profile">
            <Building2 aria-hidden="true" />
            Edit Shelter Profile
          </Link>
        </Button>
      </div>

      {stats.isError ? (
        <DashboardError onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <>
          <StatCards
            label="Your numbers"
            stats={[
              { label: 'Active Listings', value: stats.data.activeListings, icon: ListChecks },
              { label: 'Total Views', value: stats.data.views, icon: Eye },
              { label: 'Inquiries', value: stats.data.inquiries, icon: MessageCircle },
            ]}
          />

          {stats.data.listed > 0 ? (
            <>
              <AdoptionApplications />
              <ListerTourList />
            </>
          ) : null}

          <ListerDogsSection listed={stats.data.listed} />
        </>
      )}
    </div>
  );
}
