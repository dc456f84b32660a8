import { PagePlaceholder } from '@/components/page-placeholder';

// Foundation placeholder: a later issue builds this screen.
export default function ChatPage() {
  return <PagePlaceholder title="Chat with Scout" subtitle="Your AI adoption matchmaker" />;
}
