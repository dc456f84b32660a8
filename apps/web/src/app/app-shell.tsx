// Every screen except the landing page, inside the app's header and navigation. This module
// is itself loaded lazily, so the landing page never downloads the shell's menu, the user
// query and its schema. Each screen is its own chunk too (the map library never loads
// before the map).
import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoader } from '@/components/page-loader';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './route-error-boundary';

const LoginPage = lazy(() => import('@/features/auth/login-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
const UnsubscribePage = lazy(() => import('@/features/unsubscribe/unsubscribe-page'));
const OnboardingPage = lazy(() => import('@/features/onboarding/onboarding-page'));
const MigrateGuestDataPage = lazy(() => import('@/features/guest-migration/migrate-guest-data-page'));
const ShelterOnboardingPage = lazy(() => import('@/features/listers/shelter-onboarding-page'));
const OwnerOnboardingPage = lazy(() => import('@/features/listers/owner-onboarding-page'));
const ShelterDashboardPage = lazy(() => import('@/features/listers/shelter-dashboard-page'));
const OwnerDashboardPage = lazy(() => import('@/features/listers/owner-dashboard-page'));
const ShelterPage = lazy(() => import('@/features/shelters/shelter-page'));
const DogFormPage = lazy(() => import('@/features/dog-form/dog-form-page'));
const DiscoverPage = lazy(() => import('@/features/discover/discover-page'));
const DogDetailPage = lazy(() => import('@/features/dog-detail/dog-detail-page'));
const MapPage = lazy(() => import('@/features/map/map-page'));
const ChatPage = lazy(() => import('@/features/chat/chat-page'));
const MessagesPage = lazy(() => import('@/features/messages/messages-page'));
const ConversationPage = lazy(() => import('@/features/messages/conversation-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const SettingsPage = lazy(() => import('@/features/settings/settings-page'));
const NotificationsPage = lazy(() => import('@/features/notifications/notifications-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));

export default function AppShell() {
  const [location] = useLocation();
  return (
    <AppLayout>
      {/* Keyed by location: leaving a crashed screen clears the error. */}
      <RouteErrorBoundary key={location}>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            <Route path="/login" component={LoginPage} />
            <Route path="/forgot-password" component={ForgotPasswordPage} />
            <Route path="/reset-password" component={ResetPasswordPage} />
            <Route path="/unsubscribe" component={UnsubscribePage} />
            <Route path="/onboarding" component={OnboardingPage} />
            <Route path="/migrate-guest-data" component={MigrateGuestDataPage} />
            <Route path="/shelter-onboarding" component={ShelterOnboardingPage} />
            <Route path="/owner-onboarding" component={OwnerOnboardingPage} />
            <Route path="/shelter-dashboard" component={ShelterDashboardPage} />
            <Route path="/owner-dashboard" component={OwnerDashboardPage} />
            <Route path="/dog-form" component={DogFormPage} />
            <Route path="/discover" component={DiscoverPage} />
            <Route path="/dogs/:id" component={DogDetailPage} />
            <Route path="/map" component={MapPage} />
            <Route path="/chat" component={ChatPage} />
            <Route path="/messages" component={MessagesPage} />
            <Route path="/messages/:conversationId" component={ConversationPage} />
            <Route path="/profile" component={ProfilePage} />
            <Route path="/settings" component={SettingsPage} />
            <Route path="/notifications" component={NotificationsPage} />
            <Route path="/shelters/:id" component={ShelterPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}
