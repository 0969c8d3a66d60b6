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
  /** Tooltips: what each toggle and button does (the label names it). */
  poiTip: 'Show points of interest on the map',
  poiLabelsTip: 'Show the names of points of interest',
  poiLabelsOffTip: 'Show the names of points of interest (turn POI on first)',
  trafficTip: 'Show traffic on the roads',
  exportPdfTip: 'Export the listed vehicles as a PDF',
  exportExcelTip: 'Export the listed vehicles as an Excel workbook',
} as const;
