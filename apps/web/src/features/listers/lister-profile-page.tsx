// A shelter's or owner's own profile (issue 17): the details they gave at onboarding, to
// correct, validated by the same schemas as the onboarding forms (product §5). A new location
// moves their dogs with them. Reached from the dashboard; back there once saved.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Building2, PawPrint } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type {
  ListerProfile,
  ListerProfilePatch,
  OwnerOnboard,
  OwnerOnboardInput,
  OwnerProfile,
  ShelterOnboard,
  ShelterOnboardInput,
  ShelterProfile,
} from '@scout/domain';
import { ownerOnboardSchema, shelterOnboardSchema } from '@scout/domain/contracts/listers';
import { useListerProfile, useUpdateListerProfile } from '@/api/lister-profile';
import { homeFor, ListerGate, type Lister } from '@/components/lister-gate';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { OwnerDetailsFields, OWNER_FIELDS, ShelterDetailsFields, SHELTER_FIELDS } from './lister-details-fields';
import { OnboardingFormFrame } from './onboarding-form-frame';
import { reportOnboardingError } from './onboarding-error';

const SAVE_FAILED = 'Failed to update your profile';

export default function ListerProfilePage() {
  useDocumentTitle('Edit Profile');
  return (
    <ListerGate roles={['shelter', 'owner']} requireOnboarded purpose="edit your profile">
      {(me) => <ListerProfileScreen me={me} />}
    </ListerGate>
  );
}

function ListerProfileScreen({ me }: { me: Lister }) {
  const query = useListerProfile();
  const frame =
    me.role === 'shelter'
      ? {
          icon: Building2,
          title: 'Edit Shelter Profile',
          subtitle: 'What adopters see about your shelter. If you move, your dogs move with you.',
        }
      : {
          icon: PawPrint,
          title: 'Edit Your Details',
          subtitle: 'How adopters reach you about your dog. If you move, your dog moves with you.',
        };
  return (
    <OnboardingFormFrame {...frame}>
      {query.isPending ? (
        <FormSkeleton />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.type === 'shelter' ? (
        <ShelterProfileForm profile={query.data} />
      ) : (
        <OwnerProfileForm profile={query.data} />
      )}
    </OnboardingFormFrame>
  );
}

/** Saving: a toast, then back to the dashboard; a failure shows the server's words by the fields it names. */
function useSaveListerProfile(kind: ListerProfile['type']) {
  const [, navigate] = useLocation();
  return useUpdateListerProfile({
    onSuccess: () => toast({ title: 'Profile updated', description: 'Adopters now see your new details.' }),
    onRefreshed: () => navigate(homeFor(kind, true)),
  });
}

function ShelterProfileForm({ profile }: { profile: ShelterProfile }) {
  const save = useSaveListerProfile('shelter');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShelterOnboardInput, unknown, ShelterOnboard>({
    resolver: zodResolver(shelterOnboardSchema),
    defaultValues: {
      shelterName: profile.shelterName,
      location: profile.location,
      email: profile.email,
      phone: profile.phone,
      licenseNumber: profile.licenseNumber ?? '',
      description: profile.description ?? '',
    },
  });
  const busy = save.isPending || save.isSuccess;
  const submit = handleSubmit((values) => {
    if (busy) return;
    const patch: ListerProfilePatch = { type: 'shelter', ...values };
    save.mutate(patch, {
      onError: (error) =>
        reportOnboardingError(error, SAVE_FAILED, SHELTER_FIELDS, (field, message) => setError(field, { message })),
    });
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <ShelterDetailsFields
        register={register}
        errors={errors}
        locationHint="City and state, such as Austin, TX. Your dogs are shown here."
        nameHint={
          profile.isVerified
            ? 'Changing the name or license number removes the Verified badge until it is checked again.'
            : undefined
        }
      />
      <FormActions busy={busy} kind="shelter" />
    </form>
  );
}

function OwnerProfileForm({ profile }: { profile: OwnerProfile }) {
  const save = useSaveListerProfile('owner');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OwnerOnboardInput, unknown, OwnerOnboard>({
    resolver: zodResolver(ownerOnboardSchema),
    defaultValues: {
      fullName: profile.fullName,
      location: profile.location,
      email: profile.email,
      phone: profile.phone,
      reason: profile.reason ?? '',
    },
  });
  const busy = save.isPending || save.isSuccess;
  const submit = handleSubmit((values) => {
    if (busy) return;
    const patch: ListerProfilePatch = { type: 'owner', ...values };
    save.mutate(patch, {
      onError: (error) =>
        reportOnboardingError(error, SAVE_FAILED, OWNER_FIELDS, (field, message) => setError(field, { message })),
    });
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <OwnerDetailsFields
        register={register}
        errors={errors}
        locationHint="City and state, such as Austin, TX. Your dog is shown here."
      />
      <FormActions busy={busy} kind="owner" />
    </form>
  );
}

function FormActions({ busy, kind }: { busy: boolean; kind: ListerProfile['type'] }) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row">
      <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
        <Link href={homeFor(kind, true)}>Cancel</Link>
      </Button>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div role="status" className="grid gap-5">
      <span className="sr-only">Loading your profile…</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11" />
        </div>
      ))}
      <Skeleton className="h-24" />
    </div>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-xl font-extrabold">We couldn't load your profile</h2>
        <p className="mt-1 text-muted-foreground">Your details are safe; please try again.</p>
      </div>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  );
}
