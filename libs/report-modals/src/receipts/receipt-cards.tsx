import { MESSAGES } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { ReceiptFileLink, type ReceiptFileOpener } from './receipt-file-link';
import { formatLitres, formatRm, formatText, parseReceiptFiles, type CellValue } from './receipt-format';
import { RECEIPT_TEXTS } from './receipt-texts';
import './receipt-cards.css';

/** A toll receipt row of the toll-receipt report (GET /reports/toll-receipt). */
export interface TollReceiptRow {
  receiptId: number | string;
  assetName?: CellValue;
  /** 'D/M/YYYY | HH:mm:ss' */
  time?: CellValue;
  /** RM total */
  price?: CellValue;
  location?: CellValue;
  /** 'D/M/YYYY | HH:mm:ss' */
  uploadedAt?: CellValue;
  title?: CellValue;
}

/** A fuel receipt row of the fuel-receipt report (GET /reports/fuel-receipt). */
export interface FuelReceiptRow extends TollReceiptRow {
  /** litres */
  fuel?: CellValue;
  priceperliter?: CellValue;
  /** The row's asset name is sometimes under `name`. */
  name?: CellValue;
  /** JSON text of a list of file URLs (a list is accepted too). */
  files?: string | readonly string[] | null;
  fileCount?: CellValue;
  assetId?: CellValue;
}

/** Props of {@link ReceiptCards}. */
export type ReceiptCardsProps = {
  /** Deletes one receipt; a rejection shows 'Could not delete receipt.' on its card. */
  onDelete: (receiptId: number | string) => Promise<void>;
  /**
   * Opens a file link that was clicked (e.g. fetches it with the session's bearer and shows it in a new tab); the
   * links always point to the plain stored URL. @default none: the plain link opens in a new tab
   */
  onOpenFile?: ReceiptFileOpener;
  /** The unit the rows' volumes and prices per volume are in (a report of a company in US gallons). @default 'L' */
  volumeUnit?: 'L' | 'gal';
} & ({ kind: 'fuel'; receipts: readonly FuelReceiptRow[] } | { kind: 'toll'; receipts: readonly TollReceiptRow[] });

interface Field {
  label: string;
  value: string;
  testId: string;
}

function fieldsOf(kind: 'fuel' | 'toll', r: FuelReceiptRow, volumeUnit: 'L' | 'gal'): Field[] {
  const common = { location: formatText(r.location), receiptId: formatText(r.receiptId), uploadedAt: formatText(r.uploadedAt) };
  if (kind === 'toll') {
    return [
      { label: 'Time', value: formatText(r.time), testId: 'time' },
      { label: 'Total Spent', value: formatRm(r.price), testId: 'price' },
      { label: 'Location', value: common.location, testId: 'location' },
      { label: 'Receipt Id', value: common.receiptId, testId: 'receipt-id' },
      { label: 'Uploaded', value: common.uploadedAt, testId: 'uploaded' },
    ];
  }
  return [
    { label: 'Asset', value: formatText(r.assetName ?? r.name), testId: 'asset' },
    { label: 'Refuel Time', value: formatText(r.time), testId: 'time' },
    { label: 'Refuel Volume', value: volumeUnit === 'gal' ? formatLitres(r.fuel).replace(/ L$/, ' gal') : formatLitres(r.fuel), testId: 'volume' },
    { label: 'Total Spent', value: formatRm(r.price), testId: 'price' },
    { label: volumeUnit === 'gal' ? 'Price per Gallon' : 'Price per Liter', value: formatRm(r.priceperliter), testId: 'priceperliter' },
    { label: 'Location', value: common.location, testId: 'location' },
    { label: 'Receipt Id', value: common.receiptId, testId: 'receipt-id' },
    { label: 'Uploaded', value: common.uploadedAt, testId: 'uploaded' },
  ];
}

/** The confirm-first delete button of one card: a Radix AlertDialog, busy while the delete runs. */
function DeleteReceipt({ receiptId, onDelete }: { receiptId: number | string; onDelete: ReceiptCardsProps['onDelete'] }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onDelete(receiptId);
      setOpen(false);
    } catch {
      setFailed(true);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <AlertDialog.Trigger asChild>
          <Button variant="danger" size="sm" loading={busy} data-testid="receipt-delete">
            {RECEIPT_TEXTS.deleteReceipt}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fleet-receipt-dialog__overlay" />
          <AlertDialog.Content className="fleet-receipt-dialog" data-testid="receipt-delete-dialog">
            <AlertDialog.Title className="fleet-receipt-dialog__title">{RECEIPT_TEXTS.deleteConfirmTitle}</AlertDialog.Title>
            <AlertDialog.Description className="fleet-receipt-dialog__body">{RECEIPT_TEXTS.deleteConfirmBody}</AlertDialog.Description>
            <div className="fleet-receipt-dialog__actions">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy} data-testid="receipt-delete-cancel">
                  {RECEIPT_TEXTS.cancel}
                </Button>
              </AlertDialog.Cancel>
              {/* Not an AlertDialog.Action: the dialog stays open (busy) until the delete has finished. */}
              <Button variant="danger" loading={busy} onClick={() => void confirm()} data-testid="receipt-delete-confirm">
                {RECEIPT_TEXTS.deleteConfirm}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {failed ? (
        <span className="fleet-receipt-card__error" role="alert" data-testid="receipt-delete-error">
          {MESSAGES.receiptDeleteFailed}
        </span>
      ) : null}
    </>
  );
}

/**
 * The Fuel Receipts and Toll Receipts report details (SPEC §2): one card per receipt titled 'Receipt N' (N counts
 * from 1 in the given order). Fuel cards show asset, refuel time, volume 'N L', total spent 'RM N.NN', price per
 * liter, location, receipt id, upload time and the file links (new tab, with a count); toll cards show time, total
 * spent, location, receipt id and upload time. 'Delete Receipt' asks for confirmation first.
 */
export function ReceiptCards({ kind, receipts, onDelete, onOpenFile, volumeUnit = 'L' }: ReceiptCardsProps) {
  if (receipts.length === 0) return <EmptyState title={RECEIPT_TEXTS.noReceipts} />;
  return (
    <div className="fleet-receipt-cards" data-kind={kind}>
      {receipts.map((receipt, index) => {
        const row = receipt as FuelReceiptRow;
        const files = kind === 'fuel' ? parseReceiptFiles(row.files) : [];
        return (
          <article key={String(row.receiptId)} className="fleet-receipt-card" data-testid="receipt-card" aria-labelledby={`receipt-${row.receiptId}-title`}>
            <header className="fleet-receipt-card__header">
              <h3 className="fleet-receipt-card__title" id={`receipt-${row.receiptId}-title`}>
                {RECEIPT_TEXTS.receiptTitle(index + 1)}
              </h3>
            </header>
            <dl className="fleet-receipt-card__fields">
              {fieldsOf(kind, row, volumeUnit).map((f) => (
                <div key={f.testId} className="fleet-receipt-card__field" data-field={f.testId}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
            {kind === 'fuel' ? (
              <div className="fleet-receipt-card__files">
                <span className="fleet-receipt-card__files-label" data-testid="receipt-file-count">
                  {RECEIPT_TEXTS.filesCount(files.length)}
                </span>
                {files.map((url, i) => (
                  <ReceiptFileLink key={`${i}:${url}`} url={url} onOpenFile={onOpenFile} data-testid="receipt-file-link">
                    File {i + 1}
                  </ReceiptFileLink>
                ))}
              </div>
            ) : null}
            <footer className="fleet-receipt-card__footer">
              <DeleteReceipt receiptId={row.receiptId} onDelete={onDelete} />
            </footer>
          </article>
        );
      })}
    </div>
  );
}
