// Shelter onboarding (product §2, §3, §5, §8): the shelter's public details. On success the
// shelter's dashboard opens; a shelter that has already onboarded goes straight there.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { Redirect } from 'wouter';
import type { ShelterOnboard, ShelterOnboardInput } from '@scout/domain';
import { shelterOnboardSchema } from '@scout/domain/contracts/listers';
import { homeFor, ListerGate, type Lister } from '@/components/lister-gate';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ShelterDetailsFields, SHELTER_FIELDS } from './lister-details-fields';
import { OnboardingFormFrame } from './onboarding-form-frame';
import { reportOnboardingError } from './onboarding-error';
import { useListerOnboarding } from './use-lister-onboarding';

export default function ShelterOnboardingPage() {
  useDocumentTitle('Set Up Your Shelter');
  return (
    <ListerGate roles={['shelter']} requireOnboarded={false} purpose="set up your shelter">
      {(me) => <ShelterOnboarding me={me} />}
    </ListerGate>
  );
}

function ShelterOnboarding({ me }: { me: Lister }) {
  const onboard = useListerOnboarding<ShelterOnboard>('shelter');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShelterOnboardInput, unknown, ShelterOnboard>({
    resolver: zodResolver(shelterOnboardSchema),
    // The name and email given at sign-up are most likely the shelter's own.
    defaultValues: {
      shelterName: me.name,
      location: '',
      email: me.email,
      phone: '',
      licenseNumber: '',
      description: '',
    },
  });

  // Arriving already onboarded (not just finished here): the dashboard is the place.
  if (me.onboarded && onboard.isIdle) return <Redirect to={homeFor('shelter', true)} replace />;

  const busy = onboard.isPending || onboard.isSuccess;
  const submit = handleSubmit((values) => {
    if (busy) return;
    onboard.mutate(values, {
      onError: (error) =>
        reportOnboardingError(error, 'Failed to create shelter profile', SHELTER_FIELDS, (field, message) =>
          setError(field, { message }),
        ),
    });
  });

  return (
    <OnboardingFormFrame
      icon={Building2}
      title="Set Up Your Shelter"
      subtitle="Tell adopters who you are. You can list dogs as soon as you're done."
    >
      <form className="grid gap-5" noValidate onSubmit={submit}>
        <ShelterDetailsFields register={register} errors={errors} />
        <Button type="submit" size="lg" className="mt-2 w-full sm:w-auto sm:justify-self-start" disabled={busy}>
          {busy ? 'Creating...' : 'Create Shelter Profile'}
        </Button>
      </form>
    </OnboardingFormFrame>
  );
}
