import { DOCUMENT_TYPES, documentInputSchema, documentTypeLabel, serviceInputSchema, type AssetSummary, type DocumentType, type MaintenanceRecordOut, type RecordInput } from '@fleet/domain';
import { FilesField, useReceiptUploads, type ReceiptUploader } from '@fleet/report-modals';
import { TextField } from '@fleet/ui';
import { useState } from 'react';
import type { FieldErrors } from '../admin/field-errors';
import { FormActions } from '../admin/form-actions';
import { firstErrorOf, submitChecked, useFormDraft } from '../admin/form-draft';
import { FormDialog } from '../alerts/form-dialog';
import { fromLocalInputValue, toLocalInputValue } from '../reports/report-period';
import { LinesEditor, draftLines, linesOf, type LineDraft } from './lines-editor';
import { numberOrNull } from './maintenance-format';

/** What both record dialogs take. */
interface RecordDialogBase {
  /** The record edited; null adds one. */
  record: MaintenanceRecordOut | null;
  open: boolean;
  assets: readonly Pick<AssetSummary, 'assetId' | 'assetName'>[];
  /** The asset a new record is for, when the page was opened on one. */
  assetId?: number;
  upload: ReceiptUploader;
  onOpenFile?: (url: string) => Promise<void> | void;
  onSubmit: (record: RecordInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

function AssetSelect({ value, assets, disabled, onChange, error, testId }: { value: string; assets: RecordDialogBase['assets']; disabled: boolean; onChange: (v: string) => void; error?: string; testId: string }) {
  return (
    <label className="settings-form__label">
      Asset{' '}
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">Choose an asset</option>
        {assets.map((a) => (
          <option key={a.assetId} value={a.assetId}>
            {a.assetName}
          </option>
        ))}
      </select>
      {error ? <span className="admin-form__error">{error}</span> : null}
    </label>
  );
}

/** Props of {@link DocumentDialog}. */
export type DocumentDialogProps = RecordDialogBase & { today: string };

/**
 * Adds or edits a document (road tax, insurance, inspection, permit...): its number, dates of issue and expiry (company
 * dates), the notice its expiry reminder gives, what it cost, who issued it and its scans.
 */
export function DocumentDialog({ record, open, assets, assetId, today, upload, onOpenFile, onSubmit, onCancel, submitting = false, serverErrors = {} }: DocumentDialogProps) {
  const { draft, set, setDraft, errors, setErrors } = useFormDraft(open ? (record?.id ?? 'new') : 'closed', () => ({
    assetId: record ? String(record.assetId) : assetId ? String(assetId) : '',
    documentType: (record?.documentType ?? 'road-tax') as DocumentType,
    title: record?.title ?? 'Road tax',
    reference: record?.reference ?? '',
    issuedOn: record?.issuedOn ?? today,
    expiryDate: record?.expiryDate ?? '',
    noticeDays: '30',
    cost: record ? String(record.cost) : '',
    vendor: record?.vendor ?? '',
    notes: record?.notes ?? '',
  }));
  const uploads = useReceiptUploads(upload, record?.files ?? []);
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const submit = () => {
    const body: RecordInput = {
      kind: 'd',
      assetId: draft.assetId === '' ? Number.NaN : Number(draft.assetId),
      documentType: draft.documentType,
      title: draft.title,
      reference: draft.reference,
      issuedOn: draft.issuedOn,
      expiryDate: draft.expiryDate === '' ? null : draft.expiryDate,
      noticeDays: Number(draft.noticeDays),
      cost: numberOrNull(draft.cost) ?? 0,
      vendor: draft.vendor,
      notes: draft.notes,
      files: uploads.urls,
    };
    submitChecked(documentInputSchema, body, setErrors, onSubmit);
  };
  return (
    <FormDialog open={open} title={record ? `Edit ${documentTypeLabel(record.documentType ?? '')}` : 'Add document'} testId="document-form" onCancel={onCancel} onSubmit={submit}>
      <div className="maintenance-form__row">
        <AssetSelect value={draft.assetId} assets={assets} disabled={record !== null} onChange={(v) => set('assetId', v)} error={errorOf('assetId')} testId="document-asset" />
        <label className="settings-form__label">
          Type{' '}
          <select
            value={draft.documentType}
            onChange={(e) => {
              const next = e.target.value as DocumentType;
              setDraft((d) => ({ ...d, documentType: next, title: DOCUMENT_TYPES.some((t) => t.label === d.title) || d.title === '' ? documentTypeLabel(next) : d.title }));
            }}
            data-testid="document-type"
          >
            {DOCUMENT_TYPES.map((t) => (
              <option key={t.type} value={t.type}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="maintenance-form__row">
        <TextField label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={errorOf('title')} data-testid="document-title" />
        <TextField label="Number" value={draft.reference} onChange={(e) => set('reference', e.target.value)} error={errorOf('reference')} data-testid="document-reference" />
      </div>
      <div className="maintenance-form__row">
        <TextField label="Issued on" type="date" value={draft.issuedOn} onChange={(e) => set('issuedOn', e.target.value)} error={errorOf('issuedOn')} data-testid="document-issued" />
        <TextField label="Expires on (empty: never)" type="date" value={draft.expiryDate} onChange={(e) => set('expiryDate', e.target.value)} error={errorOf('expiryDate')} data-testid="document-expiry" />
        <TextField label="Remind, days before" inputMode="numeric" value={draft.noticeDays} onChange={(e) => set('noticeDays', e.target.value)} error={errorOf('noticeDays')} data-testid="document-notice" />
      </div>
      <div className="maintenance-form__row">
        <TextField label="Cost (RM)" inputMode="decimal" value={draft.cost} onChange={(e) => set('cost', e.target.value)} error={errorOf('cost')} data-testid="document-cost" />
        <TextField label="Issued by" value={draft.vendor} onChange={(e) => set('vendor', e.target.value)} error={errorOf('vendor')} data-testid="document-vendor" />
      </div>
      <TextField label="Notes" value={draft.notes} onChange={(e) => set('notes', e.target.value)} error={errorOf('notes')} data-testid="document-notes" />
      <FilesField uploads={uploads} onOpenFile={onOpenFile} testId="document" />
      <FormActions formError={shown['form'] ?? errorOf('files')} onCancel={onCancel} submitting={submitting || uploads.pending} testId="document" />
    </FormDialog>
  );
}

/** Props of {@link ServiceDialog}. */
export type ServiceDialogProps = RecordDialogBase & { timeZone: string; now: number };

/**
 * Adds or edits a service done: what, when (the user's zone), the odometer and engine hours then, the workshop, its
 * parts and labour lines (their total is the cost) or the invoice's amount when it lists none, notes and files.
 */
export function ServiceDialog({ record, open, assets, assetId, timeZone, now, upload, onOpenFile, onSubmit, onCancel, submitting = false, serverErrors = {} }: ServiceDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft(open ? (record?.id ?? 'new') : 'closed', () => ({
    assetId: record ? String(record.assetId) : assetId ? String(assetId) : '',
    title: record?.title ?? '',
    time: toLocalInputValue(record?.time ?? now, timeZone),
    odometerKm: record?.odometerKm === null || record?.odometerKm === undefined ? '' : String(record.odometerKm),
    engineHours: record?.engineHours === null || record?.engineHours === undefined ? '' : String(record.engineHours),
    vendor: record?.vendor ?? '',
    cost: record && record.lines.length === 0 ? String(record.cost) : '',
    notes: record?.notes ?? '',
  }));
  const [lines, setLines] = useState<LineDraft[]>(() => draftLines(record?.lines ?? []));
  const [linesFor, setLinesFor] = useState<number | 'new' | 'closed'>(open ? (record?.id ?? 'new') : 'closed');
  const key = open ? (record?.id ?? 'new') : 'closed';
  if (key !== linesFor) {
    setLinesFor(key);
    setLines(draftLines(record?.lines ?? []));
  }
  const uploads = useReceiptUploads(upload, record?.files ?? []);
  const shown = { ...errors, ...serverErrors };
  const errorOf = (field: string) => firstErrorOf(shown, field);
  const submit = () => {
    const body: RecordInput = {
      kind: 's',
      assetId: draft.assetId === '' ? Number.NaN : Number(draft.assetId),
      title: draft.title,
      time: fromLocalInputValue(draft.time, timeZone) ?? Number.NaN,
      odometerKm: numberOrNull(draft.odometerKm),
      engineHours: numberOrNull(draft.engineHours),
      vendor: draft.vendor,
      lines: linesOf(lines),
      cost: lines.length > 0 ? null : numberOrNull(draft.cost),
      notes: draft.notes,
      files: uploads.urls,
    };
    submitChecked(serviceInputSchema, body, setErrors, onSubmit);
  };
  return (
    <FormDialog open={open} title={record ? 'Edit service' : 'Add service'} testId="service-form" onCancel={onCancel} onSubmit={submit}>
      <div className="maintenance-form__row">
        <AssetSelect value={draft.assetId} assets={assets} disabled={record !== null} onChange={(v) => set('assetId', v)} error={errorOf('assetId')} testId="service-asset" />
        <TextField label={`Done at (${timeZone})`} type="datetime-local" value={draft.time} onChange={(e) => set('time', e.target.value)} error={errorOf('time')} data-testid="service-time" />
      </div>
      <TextField label="What was done" value={draft.title} onChange={(e) => set('title', e.target.value)} error={errorOf('title')} data-testid="service-title" />
      <div className="maintenance-form__row">
        <TextField label="Odometer, km" inputMode="decimal" value={draft.odometerKm} onChange={(e) => set('odometerKm', e.target.value)} error={errorOf('odometerKm')} data-testid="service-odometer" />
        <TextField label="Engine hours" inputMode="decimal" value={draft.engineHours} onChange={(e) => set('engineHours', e.target.value)} error={errorOf('engineHours')} data-testid="service-hours" />
        <TextField label="Workshop" value={draft.vendor} onChange={(e) => set('vendor', e.target.value)} error={errorOf('vendor')} data-testid="service-vendor" />
      </div>
      <LinesEditor lines={lines} onChange={setLines} errors={shown} testId="service-lines" />
      {lines.length === 0 ? <TextField label="Invoice amount (RM), without lines" inputMode="decimal" value={draft.cost} onChange={(e) => set('cost', e.target.value)} error={errorOf('cost')} data-testid="service-cost" /> : null}
      <TextField label="Notes" value={draft.notes} onChange={(e) => set('notes', e.target.value)} error={errorOf('notes')} data-testid="service-notes" />
      <FilesField uploads={uploads} onOpenFile={onOpenFile} testId="service" />
      <FormActions formError={shown['form'] ?? errorOf('files')} onCancel={onCancel} submitting={submitting || uploads.pending} testId="service" />
    </FormDialog>
  );
}
