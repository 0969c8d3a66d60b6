import { useAssets, useDeleteMaintenanceRecord, useMaintenanceRecords, useSaveMaintenanceRecord, type RecordsFilter } from '@fleet/api';
import { MAINTENANCE_TEXTS, RECORD_KIND_LABELS, REMINDER_STATE_STYLES, documentTypeLabel, formatRangeTime, localDateKey, type MaintenanceRecordOut, type RecordInput } from '@fleet/domain';
import { ReceiptFileLink } from '@fleet/report-modals';
import { Button, EmptyState } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useConfirmDelete } from '../admin/edit-dialog-state';
import { serverFieldError } from '../admin/field-errors';
import { timeZoneAtom } from '../session/session-atoms';
import { moneyText } from './maintenance-format';
import { useMaintenanceFiles } from './maintenance-files';
import { DocumentDialog, ServiceDialog } from './record-dialogs';
import { ListTable, ListError } from '../admin/list-table';

type Kind = '' | 'd' | 's' | 't';

/** What a record row says beside its title: a document's number and expiry, a service's work order. */
function detailOf(r: MaintenanceRecordOut): string {
  if (r.kind === 'd') return [documentTypeLabel(r.documentType ?? ''), r.reference ? `No. ${r.reference}` : null, r.expiryDate ? `expires ${r.expiryDate}` : null].filter(Boolean).join(' · ');
  if (r.kind === 's') return [r.workOrderNumber, r.lines.length > 0 ? `${r.lines.length} line${r.lines.length === 1 ? '' : 's'}` : null].filter(Boolean).join(' · ');
  return '';
}

/**
 * The Records tab: documents, services and tire records of the assets the user sees (of one asset, one kind), newest
 * first, with their files; documents and services are added, changed and deleted here (tire records follow the
 * tires, a work order's service its work order).
 */
export function RecordsPanel({ assetId }: { assetId?: number }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const assets = useAssets();
  const [asset, setAsset] = useState<number | undefined>(assetId);
  const [kind, setKind] = useState<Kind>('');
  const filter: RecordsFilter = { ...(asset !== undefined ? { assetId: asset } : {}), ...(kind ? { kind } : {}) };
  const records = useMaintenanceRecords(filter);
  const save = useSaveMaintenanceRecord();
  const remove = useDeleteMaintenanceRecord();
  const { upload, openFile } = useMaintenanceFiles();
  const [editing, setEditing] = useState<{ kind: 'd' | 's'; record: MaintenanceRecordOut | null } | null>(null);
  const { ask, confirm } = useConfirmDelete(remove, (r: MaintenanceRecordOut) => `Delete ${r.title} of ${r.assetName}${r.kind === 'd' ? ' and its expiry reminder' : ''}?`);
  const rows = records.data ?? [];
  const close = () => {
    setEditing(null);
    save.reset();
  };
  const submit = (body: RecordInput) =>
    save.mutate(
      { record: body, ...(editing?.record ? { recordId: editing.record.id } : {}) },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setEditing(null);
        },
      },
    );
  const dialogProps = {
    assets: assets.data ?? [],
    ...(asset !== undefined ? { assetId: asset } : {}),
    upload,
    onOpenFile: openFile,
    onSubmit: submit,
    onCancel: close,
    submitting: save.isPending,
    serverErrors: save.error ? serverFieldError(save.error) : {},
  };
  const editable = (r: MaintenanceRecordOut) => r.kind !== 't' && r.workOrderId === null;

  return (
    <section data-testid="maintenance-records">
      <div className="maintenance-toolbar">
        <label>
          Asset{' '}
          <select value={asset ?? ''} onChange={(e) => setAsset(e.target.value === '' ? undefined : Number(e.target.value))} data-testid="record-filter-asset">
            <option value="">All assets</option>
            {(assets.data ?? []).map((a) => (
              <option key={a.assetId} value={a.assetId}>
                {a.assetName}
              </option>
            ))}
          </select>
        </label>
        <label>
          Kind{' '}
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)} data-testid="record-filter-kind">
            <option value="">All</option>
            {(['d', 's', 't'] as const).map((k) => (
              <option key={k} value={k}>
                {RECORD_KIND_LABELS[k]}s
              </option>
            ))}
          </select>
        </label>
        <span className="muted">{records.data ? `${rows.length} records · ${moneyText(rows.reduce((a, r) => a + r.cost, 0))}` : ''}</span>
        <span className="maintenance-toolbar__end">
          <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'd', record: null })} data-testid="record-new-document">
            {MAINTENANCE_TEXTS.newDocument}
          </Button>
          <Button size="sm" onClick={() => setEditing({ kind: 's', record: null })} data-testid="record-new-service">
            {MAINTENANCE_TEXTS.newService}
          </Button>
        </span>
      </div>
      {records.isError ? (
        <ListError error={records.error} />
      ) : records.data && rows.length === 0 ? (
        <EmptyState title="No records yet" description="Add road tax, insurance and permits with their expiry, and the services done; tire records come from the Tires tab." />
      ) : (
        <ListTable caption="Maintenance records" head={['Time', 'Asset', 'Kind', 'Title', 'Vendor', 'Odometer', 'Cost', 'Files']} actions testId="record-table">
          {rows.map((r) => (
            <tr key={r.id} data-testid="record-row" data-kind={r.kind}>
              <td>{r.kind === 'd' && r.issuedOn ? r.issuedOn : formatRangeTime(r.time, timeZone)}</td>
              <td>{r.assetName}</td>
              <td>{RECORD_KIND_LABELS[r.kind]}</td>
              <td>
                {r.title}
                {detailOf(r) ? <div className="muted">{detailOf(r)}</div> : null}
                {r.reminderState && r.reminderState !== 'ok' ? (
                  <span className="maintenance-chip" style={{ background: REMINDER_STATE_STYLES[r.reminderState].color }} data-testid="record-reminder-state">
                    {REMINDER_STATE_STYLES[r.reminderState].label}
                  </span>
                ) : null}
              </td>
              <td>{r.vendor || '—'}</td>
              <td>{r.odometerKm === null ? '—' : `${Math.round(r.odometerKm).toLocaleString('en-US')} km`}</td>
              <td data-testid="record-cost">{moneyText(r.cost)}</td>
              <td>
                {r.files.map((url, i) => (
                  <ReceiptFileLink key={url} url={url} onOpenFile={openFile} data-testid="record-file">
                    {`File ${i + 1}`}
                  </ReceiptFileLink>
                ))}
              </td>
              <td className="alert-row__links">
                {editable(r) ? (
                  <>
                    <Button size="sm" variant="ghost" onClick={() => setEditing({ kind: r.kind as 'd' | 's', record: r })} data-testid="record-edit">
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => ask(r)} data-testid="record-delete">
                      Delete
                    </Button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      {editing?.kind === 'd' ? <DocumentDialog {...dialogProps} open record={editing.record} today={localDateKey(Date.now(), timeZone)} /> : null}
      {editing?.kind === 's' ? <ServiceDialog {...dialogProps} open record={editing.record} timeZone={timeZone} now={Date.now()} /> : null}
      <ConfirmDialog {...confirm} title="Delete record" />
    </section>
  );
}
