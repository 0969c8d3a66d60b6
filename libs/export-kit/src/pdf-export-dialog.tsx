import { MESSAGES, PDF_LIMITS } from '@fleet/domain';
import { Button, DIALOG_LAYER_Z_INDEX } from '@fleet/ui';
import { Checkbox, Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { buildPdf } from './build-pdf';
import { MIME, downloadBytes } from './download-bytes';
import type { PdfModel } from './export-model';
import { pdfFileName, trimSelectedFields } from '@fleet/report-pdf';
import { PdfPreviewPages } from './pdf-preview-pages';
import type { LoadPdfJs } from './pdfjs-loader';
import { usePdfPreview } from './use-pdf-preview';

/** Delay between generation and download, ms (SPEC §4). */
export const DOWNLOAD_DELAY_MS = 100;

/** Props of {@link PdfExportDialog}. */
export interface PdfExportDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog asks to open or close (Cancel, Escape, after the download). */
  onOpenChange: (open: boolean) => void;
  /** The report to export; null/undefined means there is no data ('No Data for Pdf Export' alert). */
  report: PdfModel | null | undefined;
  /** Fields ticked initially (trimmed to the column count); every column when omitted. */
  selectedFields?: readonly string[];
  /** When set, Cancel (and the 2000-row 'no') calls it instead of closing (SPEC §4 external cancel). */
  onCancel?: () => void;
  /** Called with the file name after the download was triggered. */
  onExported?: (fileName: string) => void;
  /** PDF builder. @default buildPdf */
  build?: (model: PdfModel) => Promise<Uint8Array>;
  /** Saves the bytes. @default downloadBytes as application/pdf */
  download?: (bytes: Uint8Array, fileName: string) => void;
  /** Clock for the file-name stamp, ms since epoch. @default Date.now */
  now?: () => number;
  /** Time zone of the file-name stamp. @default the domain default */
  timeZone?: string;
  /** Loads pdf.js for the preview (tests and stories inject a fake). @default the lazily imported `pdfjs-dist` */
  loadPdfJs?: LoadPdfJs;
  /** Why the PDF carries the default logo instead of the company's (useReportLogo); shown under the columns. */
  logoNote?: string | null;
}

const defaultDownload = (bytes: Uint8Array, fileName: string) => downloadBytes(bytes, fileName, MIME.pdf);

type Phase = 'preview' | 'exporting' | 'idle';

/**
 * 'Export Pdf' dialog (SPEC §2, §4, §5): a live preview beside a 300 px panel with one checkbox per column, Export and
 * Cancel. Over 2000 rows it asks to download without preview; without data it alerts and closes.
 */
export function PdfExportDialog(props: PdfExportDialogProps) {
  const { open, onOpenChange, report, onCancel, onExported, timeZone, loadPdfJs, logoNote } = props;
  const build = props.build ?? buildPdf;
  const download = props.download ?? defaultDownload;
  const now = props.now ?? Date.now;
  const columns = useMemo(() => report?.columns ?? [], [report]);
  const initialSelected = useMemo(
    () => trimSelectedFields(props.selectedFields ?? columns.map((c) => c.field), columns.length),
    [props.selectedFields, columns],
  );
  const [selected, setSelected] = useState<readonly string[]>(initialSelected);
  const [phase, setPhase] = useState<Phase>('idle');
  const checked = useRef<PdfModel | null | undefined>(undefined);

  const cancel = () => (onCancel ? onCancel() : onOpenChange(false));
  const fileName = () => pdfFileName(report?.title ?? '', now(), timeZone);
  const exportModel = (model: PdfModel, ready?: Uint8Array | null) => {
    setPhase('exporting');
    (ready ? Promise.resolve(ready) : build(model)).then((bytes) => {
      setTimeout(() => {
        const name = fileName();
        download(bytes, name);
        onExported?.(name);
        setPhase('idle');
        onOpenChange(false);
      }, DOWNLOAD_DELAY_MS);
    });
  };

  // On open: the no-data alert and the 2000-row rule, once per opened report.
  useEffect(() => {
    if (!open) {
      checked.current = undefined;
      setPhase('idle');
      return;
    }
    if (checked.current === report) return;
    checked.current = report;
    setSelected(initialSelected);
    if (!report) {
      window.alert(MESSAGES.pdfNoData);
      onOpenChange(false);
    } else if (report.rows.length > PDF_LIMITS.previewRowLimit) {
      if (window.confirm(MESSAGES.pdfTooManyRows)) exportModel(report);
      else cancel();
    } else setPhase('preview');
    // Runs when the dialog opens or the report changes; the handlers are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, report]);

  const selectedModel = useMemo<PdfModel | null>(() => {
    if (!report) return null;
    const keep = new Set(selected);
    return { ...report, columns: report.columns.filter((c) => keep.has(c.field)) };
  }, [report, selected]);
  const preview = usePdfPreview(open && phase === 'preview' ? selectedModel : null, build);

  const toggle = (field: string, on: boolean) =>
    setSelected((cur) => columns.map((c) => c.field).filter((f) => (f === field ? on : cur.includes(f))));

  const showDialog = open && phase !== 'idle';
  return (
    <Dialog.Root open={showDialog} onOpenChange={(next) => (next ? undefined : cancel())}>
      <Dialog.Portal>
        <Dialog.Overlay style={styles.overlay} />
        <Dialog.Content style={styles.content} data-testid="pdf-export-dialog" aria-describedby={undefined}>
          <div style={styles.preview} data-testid="pdf-preview">
            {phase === 'exporting' ? (
              <p role="status">{MESSAGES.pdfExporting}</p>
            ) : preview.loading || !preview.url || !preview.bytes ? (
              <p role="status">loading</p>
            ) : (
              <PdfPreviewPages bytes={preview.bytes} fallbackUrl={preview.url} loadPdfJs={loadPdfJs} />
            )}
          </div>
          <aside style={styles.panel}>
            <Dialog.Title style={styles.title}>Export Pdf</Dialog.Title>
            <ul style={styles.list}>
              {columns.map((c) => {
                const id = `pdf-col-${c.field}`;
                return (
                  <li key={c.field} style={styles.item}>
                    <Checkbox.Root
                      id={id}
                      checked={selected.includes(c.field)}
                      onCheckedChange={(v) => toggle(c.field, v === true)}
                      disabled={phase === 'exporting'}
                      style={styles.box}
                      data-testid="pdf-column-checkbox"
                    >
                      <Checkbox.Indicator>✓</Checkbox.Indicator>
                    </Checkbox.Root>
                    <label htmlFor={id}>{c.header}</label>
                  </li>
                );
              })}
            </ul>
            {logoNote ? (
              <p style={styles.note} role="note" data-testid="pdf-logo-note">
                {logoNote}
              </p>
            ) : null}
            <div style={styles.actions}>
              <Button variant="primary" onClick={() => selectedModel && exportModel(selectedModel, preview.bytes)} disabled={phase === 'exporting' || !selectedModel}>
                Export
              </Button>
              <Button variant="secondary" onClick={cancel}>
                Cancel
              </Button>
            </div>
          </aside>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// The dialog takes the one dialog layer of the design tokens (above the toolbar, the sidebar, maps and anything a page
// raises), like every other dialog; without a z-index it painted under any positioned element with one.
const styles = {
  // Overlay and content on the one dialog layer: opened from a report modal, the dialog is above it (document order).
  overlay: { position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.4)', zIndex: DIALOG_LAYER_Z_INDEX },
  content: {
    position: 'fixed',
    zIndex: DIALOG_LAYER_Z_INDEX,
    inset: '4vh 4vw',
    display: 'flex',
    background: '#fff',
    borderRadius: 6,
    overflow: 'hidden',
    fontFamily: 'inherit',
  },
  preview: { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#525659', color: '#fff' },
  panel: { width: 300, flex: '0 0 300px', display: 'flex', flexDirection: 'column', padding: 16, gap: 12, boxSizing: 'border-box' },
  title: { margin: 0, fontSize: 18 },
  list: { listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1 },
  item: { display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' },
  box: { width: 18, height: 18, border: '1px solid #888', borderRadius: 3, background: '#fff', padding: 0, lineHeight: '16px' },
  actions: { display: 'flex', gap: 8, justifyContent: 'flex-end' },
  note: { margin: 0, fontSize: 12, color: '#6e6b7b' },
} satisfies Record<string, CSSProperties>;
