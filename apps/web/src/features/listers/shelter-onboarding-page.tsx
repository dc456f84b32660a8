import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function ShelterOnboardingPage() {
  return <PagePlaceholder title="Set Up Your Shelter" />;
}
