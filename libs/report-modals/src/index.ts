export { ReportModal, REPORT_MODAL_DEFAULT_WIDTH_PX, REPORT_MODAL_LOAD_FAILED } from './modal/report-modal';
export type { ReportModalProps } from './modal/report-modal';
export { FuelChart, FUEL_CHART_DEFAULT_HEIGHT_PX, FUEL_CHART_EXPORT_FAILED } from './fuel-chart/fuel-chart';
export type { FuelChartProps } from './fuel-chart/fuel-chart';
export {
  fuelChartSeries,
  thinFuelPoints,
  FUEL_CHART_COLORS,
  FUEL_CHART_FILE_NAME,
  FUEL_CHART_LABELS,
  FUEL_CHART_MAX_POINTS,
  FUEL_CHART_SERIES,
  FUEL_CHART_SPEED_DOMAIN_KPH,
  FUEL_CHART_TITLE,
  fuelChartLabels,
  fuelChartSpeedDomain,
} from './fuel-chart/fuel-series';
export type { FuelChartPoint, FuelChartSeriesKey } from './fuel-chart/fuel-series';
export { MapEmbed, mapEmbedView, MAP_EMBED_ZOOM, MAP_EMBED_MARKER_RADIUS_M, MAP_EMBED_DEFAULT_HEIGHT_PX } from './map-embed/map-embed';
export type { MapEmbedProps, MapEmbedView } from './map-embed/map-embed';
export { ModalTable, modalTablePdfModel, MODAL_TABLE_ROW_NUMBER_FIELD, MODAL_TABLE_DEFAULT_PDF_TITLE } from './modal-table/modal-table';
export type { ModalTableProps } from './modal-table/modal-table';
export { ReceiptCards } from './receipts/receipt-cards';
export type { FuelReceiptRow, ReceiptCardsProps, TollReceiptRow } from './receipts/receipt-cards';
export { AddFuelReceiptForm, fromDateTimeLocal, toDateTimeLocal } from './receipts/add-fuel-receipt-form';
export type { AddFuelReceiptFormProps, ReceiptMaintenanceAsset, ReceiptVehicle, RefuelEventPrefill } from './receipts/add-fuel-receipt-form';
export { useReceiptUploads } from './receipts/use-receipt-uploads';
export type { ReceiptUploader } from './receipts/use-receipt-uploads';
export { FilesField } from './receipts/files-field';
export type { FilesFieldProps } from './receipts/files-field';
export { ReceiptFileLink } from './receipts/receipt-file-link';
export type { ReceiptFileLinkProps, ReceiptFileOpener } from './receipts/receipt-file-link';
export { RECEIPT_TEXTS } from './receipts/receipt-texts';
export { PtoAnalysisView } from './pto/pto-analysis-view';
export type { PtoAnalysisViewProps } from './pto/pto-analysis-view';
export {
  PTO_FIELD_KEYS,
  PTO_FIELD_LABELS,
  PTO_NO_AOI_TEXT,
  aoiArea,
  formatArea,
  formatDistance,
  formatOnCount,
  ptoCompletion,
  ptoFieldValues,
} from './pto/pto-format';
export type { PtoFieldKey, PtoRing } from './pto/pto-format';
