import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <CenteredMessage
      icon={SearchX}
      title="Page Not Found"
      actions={
        <Button asChild>
          <Link href="/discover">Go to Discover</Link>
        </Button>
      }
    >
      <p>The page you're looking for doesn't exist.</p>
    </CenteredMessage>
  );
}
