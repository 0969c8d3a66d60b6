import { ADMIN_TEXTS, FIELD_LIMITS, assetGroupInputSchema, type AdminAssetGroup } from '@fleet/domain';
import { Button, EmptyState, TextField } from '@fleet/ui';
import { useState, type FormEvent } from 'react';
import { AdminTable, type AdminTableColumn } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import './admin-assets.css';

/** Props of {@link GroupsAdminView}. */
export interface GroupsAdminViewProps {
  groups: readonly AdminAssetGroup[];
  /** Adds (no id) or renames a group; rejects with the server's error (shown beside the name). */
  onSave: (name: string, groupId?: number) => Promise<void>;
  onDelete: (groupId: number) => Promise<void>;
}

/** The name form of a group (add or rename), checked with the server's schema. */
function GroupNameForm({ initial, busy, serverError, onSubmit, onCancel }: { initial: string; busy: boolean; serverError: string | null; onSubmit: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = assetGroupInputSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    onSubmit(parsed.data.name);
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate data-testid="group-form">
      <TextField label="Group name" value={name} autoFocus maxLength={FIELD_LIMITS.groupNameMax + 1} onChange={(e) => setName(e.target.value)} error={error ?? serverError ?? undefined} data-testid="group-name" />
      <div className="admin-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} data-testid="group-save">
          Save group
        </Button>
      </div>
    </form>
  );
}

/** Asset groups: add, rename, delete (their assets move to no group; move an asset by editing it). */
export function GroupsAdminView({ groups, onSave, onDelete }: GroupsAdminViewProps) {
  const [editing, setEditing] = useState<{ group?: AdminAssetGroup } | null>(null);
  const [deleting, setDeleting] = useState<AdminAssetGroup | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = async (name: string) => {
    setBusy(true);
    setServerError(null);
    try {
      await onSave(name, editing?.group?.groupId);
      setEditing(null);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : ADMIN_TEXTS.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await onDelete(deleting.groupId);
      setDeleting(null);
    } catch {
      // The section tells why (toast).
    } finally {
      setBusy(false);
    }
  };
  const columns: AdminTableColumn<AdminAssetGroup>[] = [
    { key: 'name', header: 'Group', sortValue: (g) => g.name, render: (g) => <strong>{g.name}</strong> },
    { key: 'assetCount', header: 'Assets', align: 'right', sortValue: (g) => g.assetCount },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (g) => (
        <span className="admin-table__actions">
          <Button size="sm" variant="secondary" onClick={() => (setServerError(null), setEditing({ group: g }))} data-testid="group-rename">
            Rename
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(g)} data-testid="group-delete">
            Delete
          </Button>
        </span>
      ),
    },
  ];
  return (
    <section className="admin-section" data-testid="groups-admin">
      <div className="admin-toolbar">
        <h2 className="admin-section__title">Asset groups</h2>
        <Button onClick={() => (setServerError(null), setEditing({}))} data-testid="group-add">
          Add group
        </Button>
      </div>
      <AdminTable columns={columns} rows={groups} getRowKey={(g) => g.groupId} searchText={(g) => g.name} caption="Asset groups" testId="groups" empty={<EmptyState title={ADMIN_TEXTS.emptyGroups} />} />
      <FormDialog open={editing !== null} title={editing?.group ? `Rename ${editing.group.name}` : 'Add group'} onClose={() => setEditing(null)}>
        {editing ? <GroupNameForm initial={editing.group?.name ?? ''} busy={busy} serverError={serverError} onSubmit={(name) => void save(name)} onCancel={() => setEditing(null)} /> : null}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete group"
        message={deleting ? ADMIN_TEXTS.confirmDeleteGroup(deleting.name) : ''}
        confirmLabel="Delete group"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
