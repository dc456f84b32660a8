import { useEffect, useState } from 'react';
import { PawPrint } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { CenteredMessage } from '@/components/centered-message';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { hasGuestData } from '@/lib/guest-storage';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Where adopters land after signing up (spec §2, §4 "Guest migration").
 * Foundation version: with no guest data there is nothing to move, so go straight to
 * /discover. With guest data we say so plainly and let people continue; the adopters issue
 * implements the migration itself (profile, then swipes one by one, partial/error states).
 */
export default function MigrateGuestDataPage() {
  useDocumentTitle('Setting up your account');
  const [, navigate] = useLocation();
  // Read once: the answer decides whether this screen is shown at all.
  const [guestDataExists] = useState(hasGuestData);

  useEffect(() => {
    if (!guestDataExists) navigate('/discover', { replace: true });
  }, [guestDataExists, navigate]);

  if (!guestDataExists) return <PageLoader />;

  return (
    <CenteredMessage
      icon={PawPrint}
      title="Setting up your account..."
      actions={
        <Button asChild>
          <Link href="/discover">Continue Anyway</Link>
        </Button>
      }
    >
      <p>
        Your answers and likes from before you signed up are still saved in this browser. Moving them to your
        account is coming soon.
      </p>
    </CenteredMessage>
  );
}
