import { lazy, Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HeaderFilterProvider } from '@/components/header-filter';
import { queryClient as browserQueryClient } from '@/lib/query-client';
import { OfflineBanner } from './offline-banner';
import { AppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';

// Radix's toast code loads beside the first screen instead of before it: a toast raised
// earlier waits in the queue (use-toast.ts) and shows once it has arrived.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The whole app: in the browser with its one query client, on the server with one per page it renders. */
export function App({ queryClient = browserQueryClient }: { queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HeaderFilterProvider>
        <OfflineBanner />
        <AppRoutes />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        <UpdatePrompt />
      </HeaderFilterProvider>
    </QueryClientProvider>
  );
}
