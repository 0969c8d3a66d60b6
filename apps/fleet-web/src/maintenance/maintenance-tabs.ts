/** The tabs of /maintenance (the `tab` search parameter), in the order they show. Apart from the page: the route reads them. */
export const MAINTENANCE_TABS = ['assets', 'records', 'schedules', 'work-orders', 'tires', 'costs'] as const;
export type MaintenanceTab = (typeof MAINTENANCE_TABS)[number];

/** The search parameters of /maintenance: the tab, and the asset a tab opens on. */
export interface MaintenanceSearch {
  tab?: MaintenanceTab;
  asset?: number;
}
