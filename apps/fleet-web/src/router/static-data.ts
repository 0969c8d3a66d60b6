import type { PageKey } from '@fleet/domain';

/** Facts about a route that the shell reads from the matched routes. */
export interface PageMeta {
  /** Title in the top bar and the document title. */
  title?: string;
  /** Page-access key, when the page is gated. */
  pageKey?: PageKey;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends PageMeta {}
}
