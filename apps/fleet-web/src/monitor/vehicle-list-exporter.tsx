import { MIME, PdfExportDialog, buildWorkbook, downloadBytes, excelFileName, type ExportModel, type PdfModel } from '@fleet/export-kit';
import { buildPdfOffThread } from '../export/worker-pdf-builder';
import { loadPdfJs } from '../export/pdfjs';

/**
 * The Monitor's export parts that need the PDF and Excel libraries: the Monitor imports this module only when an
 * export is asked for, so that its first view does not load them.
 */

/** Props of {@link VehicleListPdfDialog}. */
export interface VehicleListPdfDialogProps {
  model: PdfModel | null;
  onClose: () => void;
  timeZone: string;
}

/** The export dialog of the vehicle list (its preview, columns and Export); no model: 'No Data for Pdf Export'. */
export function VehicleListPdfDialog({ model, onClose, timeZone }: VehicleListPdfDialogProps) {
  return <PdfExportDialog open onOpenChange={(open) => !open && onClose()} report={model} timeZone={timeZone} build={buildPdfOffThread} loadPdfJs={loadPdfJs} />;
}

/** Builds the vehicle list's workbook and saves it as `<fileName>.xlsx`. */
export async function saveVehicleListWorkbook(model: ExportModel): Promise<void> {
  downloadBytes(await buildWorkbook(model), excelFileName(model.fileName), MIME.xlsx);
}
