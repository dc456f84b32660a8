import { QueryClientProvider } from '@tanstack/react-query';
import { HeaderFilterProvider } from '@/components/header-filter';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { OfflineBanner } from './offline-banner';
import { AppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HeaderFilterProvider>
        <OfflineBanner />
        <AppRoutes />
        <Toaster />
        <UpdatePrompt />
      </HeaderFilterProvider>
    </QueryClientProvider>
  );
}
