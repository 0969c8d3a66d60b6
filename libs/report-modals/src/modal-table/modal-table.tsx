import { MESSAGES, PALETTE, PDF_COLORS, PDF_LIMITS, reportColumnLabel, type ReportColumn, type ReportRow } from '@fleet/domain';
import { PdfExportDialog, type PdfExportDialogProps, type PdfModel } from '@fleet/export-kit';
import { Button, LoadingOverlay } from '@fleet/ui';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';

/** Field of the row-number column ('#') in the PDF model. */
export const MODAL_TABLE_ROW_NUMBER_FIELD = 'rowNumber';
/** PDF title when the table has none. */
export const MODAL_TABLE_DEFAULT_PDF_TITLE = 'Report';

/** Props of {@link ModalTable}. */
export interface ModalTableProps {
  /** Shown above the table and used as the PDF title. */
  title?: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** Shows the loading overlay over the table. @default false */
  loading?: boolean;
  /**
   * Nested views by column field: a cell of such a column is a button that opens `view(row)` over the table, with a
   * 'Close Preview' button returning to the table.
   */
  nestedViews?: Readonly<Record<string, (row: ReportRow) => ReactNode>>;
  /** Time range printed in the PDF header, ms since epoch. */
  timeRange?: { from: number; to: number };
  /** Passed to the PDF dialog (tests and stories stub the builder and the download); `timeZone` also names the PDF's zone. */
  pdfOptions?: Pick<PdfExportDialogProps, 'build' | 'download' | 'now' | 'timeZone' | 'onExported' | 'logoNote' | 'loadPdfJs'>;
  /** The company logo of the PDF (useReportLogo); the default logo when absent. */
  pdfLogo?: PdfModel['logo'];
  /** Height above which the table scrolls, px. @default 480 */
  maxHeight?: number;
}

const headerText = reportColumnLabel;

function cellText(v: ReportRow[string] | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
}

/**
 * The PDF model of a modal table: a leading '#' row-number column, then the columns (labels with their units), with
 * the modal-table widths of SPEC §9 (20, 110, 110, 110, 110, 110; columns past the sixth reuse the last width; longer
 * values wrap in their cell).
 */
export function modalTablePdfModel(
  title: string | undefined,
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  timeRange?: { from: number; to: number },
  extra: Pick<PdfModel, 'logo' | 'timeZone'> = {},
): PdfModel {
  const widths = PDF_LIMITS.modalTableColsWidth;
  const widthAt = (i: number) => widths[Math.min(i, widths.length - 1)]!;
  const model: PdfModel = {
    title: title || MODAL_TABLE_DEFAULT_PDF_TITLE,
    columns: [
      { header: '#', field: MODAL_TABLE_ROW_NUMBER_FIELD, width: widthAt(0) },
      ...columns.map((c, i) => ({ header: headerText(c), field: c.field, width: widthAt(i + 1) })),
    ],
    rows: rows.map((r, i) => ({ ...r, [MODAL_TABLE_ROW_NUMBER_FIELD]: i + 1 })),
  };
  if (timeRange) model.timeRange = timeRange;
  if (extra.logo !== undefined) model.logo = extra.logo;
  if (extra.timeZone !== undefined) model.timeZone = extra.timeZone;
  return model;
}

/**
 * 'Modal table' (SPEC §2): an optional title and a table of report rows with a '#' column, PDF export (Export Pdf
 * dialog with the modal-table column widths), nested views opened by clicking a cell of a column that has one (shown
 * over the table with 'Close Preview'), and a loading overlay while `loading`.
 */
export function ModalTable({ title, columns, rows, loading = false, nestedViews = {}, timeRange, pdfOptions, pdfLogo, maxHeight = 480 }: ModalTableProps) {
  const [pdfOpen, setPdfOpen] = useState(false);
  const [preview, setPreview] = useState<{ field: string; row: ReportRow } | null>(null);
  const timeZone = pdfOptions?.timeZone;
  const report = useMemo(
    () => (rows.length > 0 ? modalTablePdfModel(title, columns, rows, timeRange, { logo: pdfLogo, timeZone }) : null),
    [title, columns, rows, timeRange, pdfLogo, timeZone],
  );
  const previewView = preview ? nestedViews[preview.field] : undefined;

  return (
    <section data-testid="modal-table" style={root} aria-busy={loading}>
      <div style={toolbar}>
        {title ? <h3 style={titleStyle}>{title}</h3> : null}
        <span style={{ flex: 1 }} />
        <Button size="sm" variant="secondary" onClick={() => setPdfOpen(true)} disabled={loading} data-testid="modal-table-pdf">
          PDF
        </Button>
      </div>
      <div style={{ position: 'relative', minHeight: 120 }}>
        {/* The nested view replaces the table in place; the table stays mounted (hidden) underneath. */}
        <div style={{ ...scroller, maxHeight }} hidden={preview !== null}>
          <table style={table} aria-label={title || undefined}>
            <thead>
              <tr>
                <th scope="col" style={{ ...th, width: 40 }}>
                  #
                </th>
                {columns.map((c) => (
                  <th key={c.field} scope="col" style={th}>
                    {headerText(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} data-testid="modal-table-row">
                  <td style={td}>{i + 1}</td>
                  {columns.map((c) => (
                    <td key={c.field} style={td}>
                      {nestedViews[c.field] ? (
                        <button
                          type="button"
                          style={linkButton}
                          onClick={() => setPreview({ field: c.field, row })}
                          aria-label={`${headerText(c)}: ${cellText(row[c.field]) || '—'}, open preview`}
                          data-testid="modal-table-cell"
                          data-field={c.field}
                        >
                          {cellText(row[c.field]) || '—'}
                        </button>
                      ) : (
                        cellText(row[c.field])
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && !loading ? <p style={{ textAlign: 'center' }}>{MESSAGES.pdfNoRows}</p> : null}
        </div>
        {preview && previewView ? (
          <div style={overlay} data-testid="nested-view" data-field={preview.field} role="region" aria-label="Preview">
            <div style={toolbar}>
              <span style={{ flex: 1 }} />
              <Button size="sm" variant="secondary" onClick={() => setPreview(null)} data-testid="close-preview">
                Close Preview
              </Button>
            </div>
            <div style={{ overflow: 'auto', maxHeight }}>{previewView(preview.row)}</div>
          </div>
        ) : null}
        <LoadingOverlay visible={loading} />
      </div>
      <PdfExportDialog open={pdfOpen} onOpenChange={setPdfOpen} report={report} {...pdfOptions} />
    </section>
  );
}

const root: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8, fontSize: 13 };
const toolbar: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8 };
const titleStyle: CSSProperties = { margin: 0, fontSize: 15, fontWeight: 600 };
const scroller: CSSProperties = { overflow: 'auto', border: '1px solid #e3e3e3' };
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%' };
const th: CSSProperties = { position: 'sticky', top: 0, background: PDF_COLORS.headerFill, textAlign: 'left', padding: '6px 8px', fontWeight: 600, whiteSpace: 'nowrap' };
const td: CSSProperties = { padding: '6px 8px', borderTop: `1px solid ${PDF_COLORS.gridLine}` };
const linkButton: CSSProperties = { all: 'unset', cursor: 'pointer', color: PALETTE.primary, textDecoration: 'underline' };
const overlay: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8, minHeight: 120 };
