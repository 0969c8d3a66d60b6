import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { hideAppLoading } from './app-loading';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';
import type { RouterContext } from './router-context';
import { routeTree } from './route-tree';

/** Options of {@link createAppRouter}. */
export interface AppRouterOptions {
  context: Omit<RouterContext, 'previousPath'>;
  /** @default browser history */
  history?: RouterHistory;
}

/**
 * Creates the router: the code-based route tree, a recoverable error panel per route, the pending spinner, and the
 * index.html loading overlay hidden after each navigation resolves.
 */
export function createAppRouter({ context, history }: AppRouterOptions) {
  let previousPath: string | undefined;
  const router = createRouter({
    routeTree,
    history: history ?? createBrowserHistory(),
    context: { ...context, previousPath: () => previousPath },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 400,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
  });
  router.subscribe('onResolved', (event) => {
    previousPath = event.toLocation.pathname;
    if (typeof document === 'undefined') return;
    const title = [...router.state.matches].reverse().find((m) => m.staticData?.title)?.staticData.title;
    document.title = title ? `${title} · Fleet` : 'Fleet';
    hideAppLoading(document);
  });
  return router;
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
