import { ADMIN_TEXTS, FIELD_LIMITS, deviceClaimSchema, formatRangeTime, type AdminAsset, type AdminDevice } from '@fleet/domain';
import { Button, EmptyState, TextField } from '@fleet/ui';
import { useState, type FormEvent } from 'react';
import { AdminTable, type AdminTableColumn } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import './admin-assets.css';

/** Props of {@link DevicesAdminView}. */
export interface DevicesAdminViewProps {
  devices: readonly AdminDevice[];
  /** The assets a tracker may be fitted to. */
  assets: readonly Pick<AdminAsset, 'assetId' | 'name'>[];
  /** Claims the identifier for the asset; rejects with the server's error (409 DEVICE_TAKEN shown beside the field). */
  onClaim: (identifier: string, assetId: number) => Promise<void>;
  onDetach: (identifier: string) => Promise<void>;
  /** The time zone last messages are shown in. */
  timeZone?: string;
}

/** Trackers: claim one by typing its identifier for an asset, see what each reported, detach one. */
export function DevicesAdminView({ devices, assets, onClaim, onDetach, timeZone }: DevicesAdminViewProps) {
  const [identifier, setIdentifier] = useState('');
  const [assetId, setAssetId] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; assetId?: string }>({});
  const [busy, setBusy] = useState(false);
  const [detaching, setDetaching] = useState<string | null>(null);
  const claim = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = deviceClaimSchema.safeParse({ identifier, assetId: assetId === '' ? undefined : Number(assetId) });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'assetId' ? 'assetId' : 'identifier'] ??= issue.path[0] === 'assetId' ? 'Choose the asset the tracker is fitted to.' : issue.message;
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      await onClaim(parsed.data.identifier, parsed.data.assetId as number);
      setIdentifier('');
      setAssetId('');
    } catch (error) {
      setErrors({ identifier: error instanceof Error ? error.message : ADMIN_TEXTS.saveFailed });
    } finally {
      setBusy(false);
    }
  };
  const detach = async () => {
    if (!detaching) return;
    setBusy(true);
    try {
      await onDetach(detaching);
      setDetaching(null);
    } catch {
      // The section tells why (toast).
    } finally {
      setBusy(false);
    }
  };
  const columns: AdminTableColumn<AdminDevice>[] = [
    { key: 'identifier', header: 'Identifier', nowrap: true, sortValue: (d) => d.identifier, render: (d) => <strong>{d.identifier}</strong> },
    { key: 'protocol', header: 'Protocol', sortValue: (d) => d.protocol, render: (d) => d.protocol || '—' },
    { key: 'model', header: 'Model', render: (d) => d.model || <span className="admin-muted">Not reported</span> },
    { key: 'firmware', header: 'Firmware', render: (d) => d.firmware ?? <span className="admin-muted">Not reported</span> },
    { key: 'lastSeen', header: 'Last message', nowrap: true, sortValue: (d) => d.lastSeen, render: (d) => (d.lastSeen === null ? 'Never' : formatRangeTime(d.lastSeen, timeZone)) },
    { key: 'assetName', header: 'Asset', sortValue: (d) => d.assetName, render: (d) => d.assetName ?? <span className="admin-muted">Not fitted{d.backlog > 0 ? ` (${d.backlog} records waiting)` : ''}</span> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (d) =>
        d.assetId === null ? null : (
          <Button size="sm" variant="danger" onClick={() => setDetaching(d.identifier)} data-testid="device-detach">
            Detach
          </Button>
        ),
    },
  ];
  return (
    <section className="admin-section" data-testid="devices-admin">
      <h2 className="admin-section__title">Devices</h2>
      <form className="admin-toolbar" onSubmit={(e) => void claim(e)} noValidate data-testid="device-claim">
        <TextField
          label="Device identifier"
          hint="Type it from the tracker’s label (its IMEI)."
          value={identifier}
          maxLength={FIELD_LIMITS.deviceIdentifierMax + 1}
          onChange={(e) => setIdentifier(e.target.value)}
          error={errors.identifier}
          data-testid="device-identifier"
        />
        <label className="admin-select">
          <span className="admin-select__label">Asset</span>
          <select value={assetId} onChange={(e) => setAssetId(e.target.value)} aria-invalid={errors.assetId ? true : undefined} data-testid="device-asset">
            <option value="">Choose an asset</option>
            {assets.map((a) => (
              <option key={a.assetId} value={a.assetId}>
                {a.name}
              </option>
            ))}
          </select>
          {errors.assetId ? (
            <span className="admin-form__error" role="alert">
              {errors.assetId}
            </span>
          ) : null}
        </label>
        <Button type="submit" loading={busy} data-testid="device-claim-submit">
          Fit tracker
        </Button>
      </form>
      <AdminTable columns={columns} rows={devices} getRowKey={(d) => d.identifier} searchText={(d) => `${d.identifier} ${d.model} ${d.protocol} ${d.assetName ?? ''}`} caption="Devices" testId="devices" empty={<EmptyState title={ADMIN_TEXTS.emptyDevices} />} />
      <ConfirmDialog
        open={detaching !== null}
        title="Detach device"
        message={detaching ? ADMIN_TEXTS.confirmDetach(detaching) : ''}
        confirmLabel="Detach"
        busy={busy}
        onConfirm={() => void detach()}
        onCancel={() => setDetaching(null)}
      />
    </section>
  );
}
