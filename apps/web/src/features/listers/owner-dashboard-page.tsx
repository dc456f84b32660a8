import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function OwnerDashboardPage() {
  return <PagePlaceholder title="Your Dog's Profile" />;
}
