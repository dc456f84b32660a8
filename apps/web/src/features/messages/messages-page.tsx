import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function MessagesPage() {
  return <PagePlaceholder title="Messages" />;
}
