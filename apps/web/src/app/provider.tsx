import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { Toaster } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { authStore, syncAcrossTabs } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: React.ReactNode }) {
  // Spec §4: auth is "loading" on the first render, then resolved from local storage.
  React.useEffect(() => {
    authStore.hydrate();
    return syncAcrossTabs();
  }, []);

  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
