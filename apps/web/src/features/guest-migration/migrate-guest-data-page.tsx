import { useEffect, useRef, useState } from 'react';
import { AlertTriangle, CheckCircle2, PawPrint, XCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { MIGRATION_REDIRECT_MS } from '@scout/domain/constants';
import { guestMigrationCalls, useRefreshAfterGuestMigration } from '@/api/guest-migration';
import { CenteredMessage } from '@/components/centered-message';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  clearGuestNewDogAlerts,
  clearGuestProfile,
  clearGuestSwipes,
  hasGuestData,
  readGuestNewDogAlerts,
  readGuestProfile,
  readGuestSwipes,
  writeGuestSwipes,
} from '@/lib/guest-storage';
import { migrateGuestData, MIGRATION_TITLES, MIGRATION_UNEXPECTED_MESSAGE } from './migrate';

type ScreenState = { status: 'migrating' } | { status: 'done' | 'partial' | 'error'; message: string };

/**
 * Where adopters land after signing up (product §2, §4 "Guest migration"): their survey
 * answers, swipes and new-dog alert choice (product §16.5) from before move to the
 * account, then on to /discover. Partial and failed runs stay on screen with Retry (a
 * reload runs again with what is left) and Continue Anyway.
 */
export default function MigrateGuestDataPage() {
  useDocumentTitle('Setting up your account');
  const [, navigate] = useLocation();
  const refreshAfterMigration = useRefreshAfterGuestMigration();
  // Read once: the answer decides whether this screen is shown at all.
  const [guestDataExists] = useState(hasGuestData);
  const [state, setState] = useState<ScreenState>({ status: 'migrating' });
  // Runs once per visit, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    if (!guestDataExists) {
      navigate('/discover', { replace: true });
      return;
    }
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const result = await migrateGuestData(
          { profile: readGuestProfile(), swipes: readGuestSwipes(), newDogAlerts: readGuestNewDogAlerts() },
          guestMigrationCalls,
        );
        if (!result.keep.profile) clearGuestProfile();
        if (!result.keep.newDogAlerts) clearGuestNewDogAlerts();
        if (result.keep.swipes.length === 0) clearGuestSwipes();
        else writeGuestSwipes(result.keep.swipes);
        await refreshAfterMigration();
        if (result.status === 'done') toast({ title: 'Welcome to Scout!', description: result.message });
        setState({ status: result.status, message: result.message });
      } catch (error) {
        console.error('Guest migration failed', error);
        setState({ status: 'error', message: MIGRATION_UNEXPECTED_MESSAGE });
      }
    })();
  }, [guestDataExists, navigate, refreshAfterMigration]);

  useEffect(() => {
    if (state.status !== 'done') return;
    const timer = setTimeout(() => navigate('/discover', { replace: true }), MIGRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  if (!guestDataExists) return <PageLoader />;

  if (state.status === 'migrating') {
    return (
      <div role="status" aria-live="polite">
        <CenteredMessage icon={PawPrint} title="Setting up your account...">
          <p>Moving your answers and likes to your new account.</p>
        </CenteredMessage>
      </div>
    );
  }

  if (state.status === 'done') {
    return (
      <div role="status" aria-live="polite">
        <CenteredMessage icon={CheckCircle2} title={MIGRATION_TITLES.done}>
          <p>{state.message}</p>
          <p className="mt-2 text-base">Taking you to your matches…</p>
        </CenteredMessage>
      </div>
    );
  }

  return (
    <div role="alert">
      <CenteredMessage
        icon={state.status === 'partial' ? AlertTriangle : XCircle}
        title={MIGRATION_TITLES[state.status]}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Retry Migration</Button>
            <Button variant="outline" onClick={() => navigate('/discover')}>
              Continue Anyway
            </Button>
          </>
        }
      >
        <p>{state.message}</p>
      </CenteredMessage>
    </div>
  );
}
