// Every screen except the landing page, inside the app's header and navigation. This module
// is itself loaded lazily, so the landing page never downloads the shell's menu, the user
// query and its schema. Each screen is its own chunk too (screens.ts: the map library never
// loads before the map).
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoader } from '@/components/page-loader';
import { AppLayout } from './layout/app-layout';
import { PageTakenOver } from './page-taken-over';
import { RouteErrorBoundary } from './route-error-boundary';
import { lazyScreens, NotFoundScreen } from './screens';

export default function AppShell() {
  const [location] = useLocation();
  return (
    <AppLayout>
      {/* Keyed by location: leaving a crashed screen clears the error. */}
      <RouteErrorBoundary key={location}>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            {lazyScreens.map(({ path, component }) => (
              <Route key={path} path={path} component={component} />
            ))}
            <Route component={NotFoundScreen} />
          </Switch>
          <PageTakenOver />
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}
