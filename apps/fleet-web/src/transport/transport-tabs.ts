/** The tabs of /trips (the `tab` search parameter), in the order they show. Apart from the page: the route reads them. */
export const TRANSPORT_TABS = ['trips', 'drivers', 'clients', 'transporters'] as const;
/** A tab of /trips. */
export type TransportTab = (typeof TRANSPORT_TABS)[number];

/** The search parameters of /trips. */
export interface TransportSearch {
  tab?: TransportTab;
}

/** A positive whole id of a route parameter (`/trips/trip-view/12`), else null (the page then offers a list). */
export function routeId(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null;
  const n = Number(param);
  return n > 0 ? n : null;
}
