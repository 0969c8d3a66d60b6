import type { ApiClient } from '@fleet/api';
import type { QueryClient } from '@tanstack/react-query';
import type { Notifier } from '../app/notify';
import type { AppStore } from '../session/create-app-store';

/** What every route's `beforeLoad` and loader can use. */
export interface RouterContext {
  store: AppStore;
  queryClient: QueryClient;
  apiClient: ApiClient;
  notify: Notifier;
  /** Path of the last resolved navigation; undefined on the first one. */
  previousPath: () => string | undefined;
}
