// Every route of product §2. The landing page and the rest of the app (app-shell.tsx, with its
// own lazily loaded screens) are separate chunks so the landing page loads little JS.
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { PageLoader } from '@/components/page-loader';
import { PageTakenOver } from './page-taken-over';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppShell, LandingPage } from './route-code';

export function AppRoutes() {
  const [location] = useLocation();
  // The landing page brings its own header and no navigation.
  const isLanding = location === '/';
  return (
    <RouteErrorBoundary key={isLanding ? 'landing' : 'app'}>
      <Suspense fallback={<PageLoader />}>
        {isLanding ? (
          <>
            <LandingPage />
            <PageTakenOver />
          </>
        ) : (
          <AppShell />
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
