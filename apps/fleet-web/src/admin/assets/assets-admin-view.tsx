import { ADMIN_TEXTS, ASSET_TYPE_NAMES, FUEL_TYPE_NAMES, type AdminAsset, type AdminAssetGroup, type AssetInput } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { useState } from 'react';
import { AdminTable, type AdminTableColumn } from './admin-table';
import { AssetForm } from './asset-form';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import './admin-assets.css';

/** Props of {@link AssetsAdminView}. */
export interface AssetsAdminViewProps {
  assets: readonly AdminAsset[];
  groups: readonly AdminAssetGroup[];
  /** Adds (no id) or saves an asset; rejects with the server's error (its message is shown in the form). */
  onSave: (input: AssetInput, assetId?: number) => Promise<void>;
  /** Deletes an asset (history kept) or, with `purge`, for good. */
  onDelete: (assetId: number, purge: boolean) => Promise<void>;
}

type Editing = { mode: 'add' } | { mode: 'edit'; asset: AdminAsset } | null;
type Deleting = { asset: AdminAsset; purge: boolean } | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : ADMIN_TEXTS.saveFailed);

/** The assets list with add, edit, delete and delete-for-good (each destructive action asked first). */
export function AssetsAdminView({ assets, groups, onSave, onDelete }: AssetsAdminViewProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const save = async (input: AssetInput) => {
    setBusy(true);
    setServerError(null);
    try {
      await onSave(input, editing?.mode === 'edit' ? editing.asset.assetId : undefined);
      setEditing(null);
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await onDelete(deleting.asset.assetId, deleting.purge);
      setDeleting(null);
    } catch {
      // The section tells why (toast); the dialog stays open to try again or cancel.
    } finally {
      setBusy(false);
    }
  };

  const columns: AdminTableColumn<AdminAsset>[] = [
    { key: 'name', header: 'Name', sortValue: (a) => a.name, render: (a) => <strong>{a.name}</strong> },
    { key: 'type', header: 'Type', sortValue: (a) => a.type, render: (a) => ASSET_TYPE_NAMES[a.type] },
    { key: 'groupName', header: 'Group', sortValue: (a) => a.groupName },
    { key: 'plate', header: 'Plate', sortValue: (a) => a.plate, render: (a) => a.plate ?? '—' },
    { key: 'deviceIdentifier', header: 'Device', nowrap: true, render: (a) => a.deviceIdentifier ?? <span className="admin-muted">No tracker</span> },
    { key: 'fuel', header: 'Fuel', render: (a) => [a.fuelType && FUEL_TYPE_NAMES[a.fuelType], a.fuelTankL !== null && `${a.fuelTankL} L`].filter(Boolean).join(', ') || '—' },
    { key: 'speedLimitKmh', header: 'Speed limit', align: 'right', sortValue: (a) => a.speedLimitKmh, render: (a) => (a.speedLimitKmh === null ? 'Company’s' : `${a.speedLimitKmh} km/h`) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (a) => (
        <span className="admin-table__actions">
          <Button size="sm" variant="secondary" onClick={() => (setServerError(null), setEditing({ mode: 'edit', asset: a }))} data-testid="asset-edit">
            Edit
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDeleting({ asset: a, purge: false })} data-testid="asset-delete">
            Delete
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting({ asset: a, purge: true })} data-testid="asset-purge">
            Delete for good
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="admin-section" data-testid="assets-admin">
      <div className="admin-toolbar">
        <h2 className="admin-section__title">Assets</h2>
        <Button onClick={() => (setServerError(null), setEditing({ mode: 'add' }))} data-testid="asset-add">
          Add asset
        </Button>
      </div>
      <AdminTable
        columns={columns}
        rows={assets}
        getRowKey={(a) => a.assetId}
        searchText={(a) => `${a.name} ${a.plate ?? ''} ${a.deviceIdentifier ?? ''} ${a.groupName} ${a.type}`}
        caption="Assets"
        testId="assets"
        empty={<EmptyState title={ADMIN_TEXTS.emptyAssets} />}
      />
      <FormDialog open={editing !== null} title={editing?.mode === 'edit' ? `Edit ${editing.asset.name}` : 'Add asset'} onClose={() => setEditing(null)} wide>
        {editing ? (
          <AssetForm
            key={editing.mode === 'edit' ? editing.asset.assetId : 'new'}
            {...(editing.mode === 'edit' ? { asset: editing.asset } : {})}
            groups={groups}
            onSubmit={(input) => void save(input)}
            onCancel={() => setEditing(null)}
            submitting={busy}
            serverError={serverError}
          />
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.purge ? 'Delete for good' : 'Delete asset'}
        message={deleting ? (deleting.purge ? ADMIN_TEXTS.confirmPurgeAsset(deleting.asset.name) : ADMIN_TEXTS.confirmDeleteAsset(deleting.asset.name)) : ''}
        confirmLabel={deleting?.purge ? 'Delete for good' : 'Delete'}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
