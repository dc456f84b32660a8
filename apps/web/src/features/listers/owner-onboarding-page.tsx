import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function OwnerOnboardingPage() {
  return <PagePlaceholder title="Set Up Your Owner Profile" />;
}
