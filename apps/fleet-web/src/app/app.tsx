import { ApiClientProvider } from '@fleet/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { Toaster } from 'sonner';
import { LiveSessionProvider } from '../live/live-session-context';
import { AppMapDefaults } from './app-map-defaults';
import type { AppServices } from './create-app-services';

/** Props of {@link App}. */
export interface AppProps {
  services: AppServices;
}

/** The providers (session store, API client, queries, map defaults, toasts) around the router. */
export function App({ services }: AppProps) {
  return (
    <JotaiProvider store={services.store}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientProvider client={services.apiClient}>
          <LiveSessionProvider session={services.live}>
            <AppMapDefaults>
              <RouterProvider router={services.router} />
            </AppMapDefaults>
          </LiveSessionProvider>
          <Toaster position="top-center" richColors closeButton duration={5000} toastOptions={{ className: 'fleet-toast' }} />
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
