import type { ReportColumnKind } from '@fleet/domain';

/** A cell value an exporter can write. */
export type ExportValue = string | number | boolean | null | undefined;

/** One data row: values by field. */
export type ExportRow = Readonly<Record<string, ExportValue>>;

/** The export data object of SPEC §3. */
export interface ExportModel {
  /** File name without extension; the workbook is saved as fileName + '.xlsx'. */
  fileName: string;
  /** Rows written above the column labels (Excel). */
  header?: readonly (readonly ExportValue[])[];
  /** Data rows. */
  data: readonly ExportRow[];
  /** Row property names, one per column. */
  fields: readonly string[];
  /** Column captions, one per field. */
  labels: readonly string[];
  title?: string;
  filter?: string;
  /** Report time range, ms since epoch. */
  timeRange?: { from: number; to: number };
  /** Column widths, pt (PDF); the workbook sizes its columns from the content. */
  colsWidth?: readonly number[];
  /** What each field's values are (reportColumnKind): times and days become date cells. @default 'value' for all */
  kinds?: readonly ReportColumnKind[];
  /** Zone of times given as instants (ms): their cells show its wall-clock time. Times given as text are in it already. */
  timeZone?: string;
}

/**
 * One PDF column: caption (with its unit: reportColumnLabel), row field and width in pt. Without a width the column
 * is as wide as its measured header and values (up to 220 pt). A value longer than its column wraps onto more lines (the row grows); it is never cut.
 */
export interface PdfColumn {
  header: string;
  field: string;
  width?: number;
}

/** The PDF report model of SPEC §3. */
export interface PdfModel {
  /** Report title; the header reads 'Report Type: ' + title. */
  title: string;
  columns: readonly PdfColumn[];
  rows: readonly ExportRow[];
  /** Time range, ms since epoch, printed as D/M/YYYY | HH:mm:ss. */
  timeRange?: { from: number; to: number };
  /** IANA time zone for the time range; the domain default when omitted. */
  timeZone?: string;
  /** Logo: PNG/JPEG bytes; the built-in default logo when missing or unreadable. */
  logo?: Uint8Array;
  /** The Total row: values by field (reportTotals), drawn after the rows under their columns; none when empty. */
  totals?: ExportRow;
  /** An image placed after the title and time range, before the table (the playback map: SPEC §4 export flow). */
  image?: PdfImage;
  /** Whether the table is drawn. @default true (the playback export drops it when the table option is not chosen) */
  table?: boolean;
}

/** An image block of the PDF: PNG bytes drawn `width` pt wide with margins [left, top, right, bottom] pt. */
export interface PdfImage {
  png: Uint8Array;
  width: number;
  margins: readonly [number, number, number, number];
}
