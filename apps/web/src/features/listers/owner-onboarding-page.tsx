// Owner onboarding (product §2, §3, §5, §8): a private owner rehoming their own dog. The reason
// stays private; adopters see only the first name and the city. On success the owner's
// dashboard opens; an owner who has already onboarded goes straight there.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PawPrint } from 'lucide-react';
import { Redirect } from 'wouter';
import type { OwnerOnboard, OwnerOnboardInput } from '@scout/domain';
import { ownerOnboardSchema } from '@scout/domain/contracts/listers';
import { homeFor, ListerGate, type Lister } from '@/components/lister-gate';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { OwnerDetailsFields, OWNER_FIELDS } from './lister-details-fields';
import { OnboardingFormFrame } from './onboarding-form-frame';
import { reportOnboardingError } from './onboarding-error';
import { useListerOnboarding } from './use-lister-onboarding';

export default function OwnerOnboardingPage() {
  useDocumentTitle('Set Up Your Owner Profile');
  return (
    <ListerGate roles={['owner']} requireOnboarded={false} purpose="set up your owner profile">
      {(me) => <OwnerOnboarding me={me} />}
    </ListerGate>
  );
}

function OwnerOnboarding({ me }: { me: Lister }) {
  const onboard = useListerOnboarding<OwnerOnboard>('owner');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OwnerOnboardInput, unknown, OwnerOnboard>({
    resolver: zodResolver(ownerOnboardSchema),
    defaultValues: { fullName: me.name, location: '', email: me.email, phone: '', reason: '' },
  });

  // Arriving already onboarded (not just finished here): the dashboard is the place.
  if (me.onboarded && onboard.isIdle) return <Redirect to={homeFor('owner', true)} replace />;

  const busy = onboard.isPending || onboard.isSuccess;
  const submit = handleSubmit((values) => {
    if (busy) return;
    onboard.mutate(values, {
      onError: (error) =>
        reportOnboardingError(error, 'Failed to create owner profile', OWNER_FIELDS, (field, message) =>
          setError(field, { message }),
        ),
    });
  });

  return (
    <OnboardingFormFrame
      icon={PawPrint}
      title="Set Up Your Owner Profile"
      subtitle="A few details so adopters can reach you about your dog."
    >
      <form className="grid gap-5" noValidate onSubmit={submit}>
        <OwnerDetailsFields register={register} errors={errors} />
        <Button type="submit" size="lg" className="mt-2 w-full sm:w-auto sm:justify-self-start" disabled={busy}>
          {busy ? 'Creating...' : 'Create Owner Profile'}
        </Button>
      </form>
    </OnboardingFormFrame>
  );
}
