import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function ConversationPage() {
  return <PagePlaceholder title="Conversation" />;
}
