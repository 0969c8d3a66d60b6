/**
 * Labels of the toolbar that the specification leaves to us. The specification's own texts (Fetching data, ...) come
 * from MESSAGES in @fleet/domain.
 */
export const TOOLBAR_TEXTS = {
  searchPlaceholder: 'Search assets',
  poi: 'POI',
  poiLabels: 'POI labels',
  traffic: 'Traffic',
  exportPdf: 'PDF',
  exportExcel: 'Excel',
  exportLater: 'Export comes with reports',
} as const;
