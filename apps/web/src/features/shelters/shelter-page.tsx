// A shelter's public page (product §2 "Shelter page"): who they are, how to reach them, and
// their available dogs. Reached from a shelter marker on the map, so "back" is the map.
import type { ReactNode } from 'react';
import { ArrowLeft, BadgeCheck, FileText, House, Mail, MapPin, PawPrint, Phone } from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { Shelter } from '@scout/domain';
import { useShelter, useShelterDogs } from '@/api/shelters';
import { QueryErrorState } from '@/components/query-error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { telHref } from '@/lib/dog-format';
import { ShelterDogCard } from './shelter-dog-card';

export default function ShelterPage() {
  const { id = '' } = useParams<{ id: string }>();
  const shelterQuery = useShelter(id);
  const shelter = shelterQuery.data;
  const notFound = shelterQuery.error instanceof ApiError && shelterQuery.error.status === 404;
  useDocumentTitle(shelter ? shelter.shelterName : notFound ? 'Shelter not found' : 'Shelter');

  if (shelterQuery.isPending) return <ShelterSkeleton />;
  if (shelterQuery.isError) {
    return (
      <QueryErrorState
        error={shelterQuery.error}
        onRetry={() => void shelterQuery.refetch()}
        notFoundTitle="Shelter not found"
        notFoundText="This shelter may no longer be listed on Scout."
        errorTitle="Unable to load this shelter"
        back={{ href: '/map', label: 'Back to Map' }}
      />
    );
  }
  return <ShelterProfile shelter={shelterQuery.data} />;
}

function BackBar({ title }: { title: ReactNode }) {
  return (
    <div className="sticky top-16 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur md:px-4">
      <Button variant="ghost" size="icon" asChild>
        <Link href="/map" aria-label="Back to Map">
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <p className="truncate text-lg font-extrabold">{title}</p>
    </div>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-4">
        {icon}
      </span>
      <span className="min-w-0 break-words pt-1">{children}</span>
    </li>
  );
}

const linkClass =
  'font-bold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-md';

function ShelterProfile({ shelter }: { shelter: Shelter }) {
  const dogsQuery = useShelterDogs(shelter.id, true);
  const dogs = dogsQuery.data;
  return (
    <div className="mx-auto w-full max-w-5xl pb-10">
      <BackBar title={shelter.shelterName} />

      <section className="px-4 pt-6 md:px-8" aria-labelledby="shelter-name">
        <div className="rounded-3xl border bg-gradient-to-br from-brand-50 via-card to-card p-6 shadow-soft md:p-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <span className="flex size-16 shrink-0 items-center justify-center rounded-3xl bg-primary text-primary-foreground shadow-soft">
              <House className="size-8" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h1 id="shelter-name" className="text-3xl font-black tracking-tight md:text-4xl">
                  {shelter.shelterName}
                </h1>
                {shelter.isVerified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-3 py-1 text-sm font-bold text-success">
                    <BadgeCheck className="size-4" aria-hidden="true" />
                    Verified
                  </span>
                ) : null}
              </div>
              {shelter.description ? (
                <p className="mt-3 max-w-2xl text-lg leading-relaxed">{shelter.description}</p>
              ) : null}
            </div>
          </div>

          <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label="Contact details">
            <ContactLine icon={<MapPin aria-hidden="true" />}>{shelter.location}</ContactLine>
            <ContactLine icon={<Phone aria-hidden="true" />}>
              <a href={telHref(shelter.phone)} className={linkClass}>
                {shelter.phone}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail aria-hidden="true" />}>
              <a href={`mailto:${shelter.email}`} className={linkClass}>
                {shelter.email}
              </a>
            </ContactLine>
            {shelter.licenseNumber ? (
              <ContactLine icon={<FileText aria-hidden="true" />}>
                <span className="text-muted-foreground">License</span>{' '}
                <span className="font-semibold">{shelter.licenseNumber}</span>
              </ContactLine>
            ) : null}
          </ul>
        </div>
      </section>

      <section className="px-4 pt-8 md:px-8" aria-labelledby="available-dogs">
        <h2 id="available-dogs" className="mb-4 text-2xl font-black tracking-tight">
          Available Dogs ({dogs ? dogs.length : shelter.dogCount})
        </h2>
        {dogsQuery.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status">
            <span className="sr-only">Loading dogs…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80 rounded-3xl" />
            ))}
          </div>
        ) : dogsQuery.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-3xl border bg-card p-6">
            <p className="font-bold">We couldn't load this shelter's dogs.</p>
            <Button variant="outline" onClick={() => void dogsQuery.refetch()}>
              Try Again
            </Button>
          </div>
        ) : dogs && dogs.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {dogs.map((dog, index) => (
              <li key={dog.id}>
                {/* The first dog's photo is the largest thing on a phone's first screen. */}
                <ShelterDogCard dog={dog} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center rounded-3xl border border-dashed bg-card px-6 py-12 text-center">
            <PawPrint className="size-10 text-brand-300" aria-hidden="true" />
            <p className="mt-3 text-xl font-extrabold">No dogs available</p>
            <p className="mt-1 text-muted-foreground">Every dog here has found a home for now. Check back soon.</p>
          </div>
        )}
      </section>
    </div>
  );
}

function ShelterSkeleton() {
  return (
    <div role="status" className="mx-auto w-full max-w-5xl px-4 pt-20 md:px-8">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-64 rounded-3xl" />
      <Skeleton className="mt-8 h-8 w-56" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-3xl" />
        <Skeleton className="h-80 rounded-3xl" />
        <Skeleton className="hidden h-80 rounded-3xl lg:block" />
      </div>
    </div>
  );
}
