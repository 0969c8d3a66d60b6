import { UPLOAD_LIMITS } from '@fleet/domain';
import { Button } from '@fleet/ui';
import { useId } from 'react';
import { ReceiptFileLink, type ReceiptFileOpener } from './receipt-file-link';
import { RECEIPT_TEXTS } from './receipt-texts';
import type { useReceiptUploads } from './use-receipt-uploads';
import './add-fuel-receipt-form.css';

/** Images and PDFs: what a receipt, a document scan or a workshop invoice is. */
const ACCEPT = 'image/*,application/pdf';

/** Props of {@link FilesField}. */
export interface FilesFieldProps {
  /** The form's uploads (useReceiptUploads): chosen files, their progress, refusals. */
  uploads: ReturnType<typeof useReceiptUploads>;
  /** Opens an uploaded file (fetched with the bearer); without it, the link opens the URL itself. */
  onOpenFile?: ReceiptFileOpener;
  /** Prefix of the test ids (`<prefix>-files`, `<prefix>-file-item`, ...). @default 'receipt' */
  testId?: string;
}

/**
 * The files of a form (SPEC §5: at most 10, 10 MB each, removable links): a file input, the refusals that name each
 * file over a limit, and each file with its thumbnail (images, 150 px), its upload progress or failure, its link once
 * stored and a remove button. Controlled by `uploads`.
 */
export function FilesField({ uploads, onOpenFile, testId = 'receipt' }: FilesFieldProps) {
  const id = useId();
  return (
    <div className="fleet-field fleet-receipt-form__wide">
      <label className="fleet-field__label" htmlFor={id}>
        Files ({uploads.items.length}/{UPLOAD_LIMITS.maxFiles})
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        data-testid={`${testId}-files`}
        disabled={uploads.items.length >= UPLOAD_LIMITS.maxFiles}
        onChange={(e) => {
          uploads.addFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {uploads.refusals.length > 0 ? (
        <ul className="fleet-receipt-form__refusals" role="alert" data-testid={`${testId}-file-refusals`}>
          {uploads.refusals.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      <ul className="fleet-receipt-form__files">
        {uploads.items.map((item) => (
          <li key={item.key} className="fleet-receipt-form__file" data-testid={`${testId}-file-item`} data-status={item.status}>
            {item.thumbUrl ? <img src={item.thumbUrl} alt="" width={UPLOAD_LIMITS.thumbnailWidthPx} className="fleet-receipt-form__thumb" /> : null}
            {item.status === 'done' && item.url ? (
              <ReceiptFileLink url={item.url} onOpenFile={onOpenFile} data-testid={`${testId}-file-link`}>
                {item.name}
              </ReceiptFileLink>
            ) : (
              <span>{item.name}</span>
            )}
            {item.status === 'uploading' ? <progress max={1} value={item.progress} aria-label={`${RECEIPT_TEXTS.uploading} ${item.name}`} /> : null}
            {item.status === 'failed' ? (
              <span className="fleet-receipt-form__file-error" role="alert">
                {item.error ? `${RECEIPT_TEXTS.uploadFailed}: ${item.error}` : RECEIPT_TEXTS.uploadFailed}
              </span>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => uploads.remove(item.key)} aria-label={`${RECEIPT_TEXTS.removeFile} ${item.name}`} data-testid={`${testId}-file-remove`}>
              {RECEIPT_TEXTS.removeFile}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
