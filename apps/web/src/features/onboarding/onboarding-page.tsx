import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function OnboardingPage() {
  return <PagePlaceholder title="Get Started" />;
}
