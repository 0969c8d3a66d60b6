import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ApiClient } from './create-api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Provides the app's one {@link ApiClient} to the endpoint hooks below it. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The {@link ApiClient} given to the nearest {@link ApiClientProvider}; throws when there is none. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
