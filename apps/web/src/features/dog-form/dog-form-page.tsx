import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function DogFormPage() {
  return <PagePlaceholder title="Add a Dog" />;
}
