import { QueryClientProvider } from '@tanstack/react-query';
import { HeaderFilterProvider } from '@/components/header-filter';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HeaderFilterProvider>
        <AppRoutes />
        <Toaster />
      </HeaderFilterProvider>
    </QueryClientProvider>
  );
}
