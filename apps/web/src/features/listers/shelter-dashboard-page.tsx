import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function ShelterDashboardPage() {
  return <PagePlaceholder title="Shelter Dashboard" />;
}
