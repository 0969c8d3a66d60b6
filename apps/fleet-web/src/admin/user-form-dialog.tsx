import { PAGE_KEYS, PAGE_NAMES, PERMISSION_GROUPS, ROLES, newUserSchema, userUpdateSchema, type ActionPermission, type AdminUserDetail, type AssetSummary, type NewUserInput, type PageKey, type Role, type UserUpdateInput } from '@fleet/domain';
import { GroupedMultiSelect, type OptionValue } from '@fleet/select-kit';
import { DIALOG_CLASS_NAMES, TextField } from '@fleet/ui';
import { Dialog } from 'radix-ui';
import type { FieldErrors } from './field-errors';
import { ASSET_FIELDS, GROUP_FIELDS, submitChecked, toggle, useFormDraft } from './form-draft';
import { FormActions } from './form-actions';

/** An asset group the Client may be given. */
export interface GroupOption {
  id: number;
  name: string;
}

/** Props of {@link UserFormDialog}. */
export interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; null adds one. */
  user: AdminUserDetail | null;
  /** The company's assets and groups (a Client's pickers). */
  assets: readonly AssetSummary[];
  groups: readonly GroupOption[];
  /** Sends a valid body; the page shows the answer. */
  onSubmit: (body: NewUserInput | UserUpdateInput) => void;
  onCancel: () => void;
  submitting?: boolean;
  /** The server's refusal, by field (`username`, `email`, or `form`). */
  serverErrors?: FieldErrors;
}

interface Draft {
  username: string;
  email: string;
  displayName: string;
  role: Role;
  pages: PageKey[];
  permissions: ActionPermission[];
  assetIds: number[];
  groupIds: number[];
  passwordMode: 'mail' | 'temporary';
  password: string;
}

const draftOf = (user: AdminUserDetail | null): Draft => ({
  username: user?.username ?? '',
  email: user?.email ?? '',
  displayName: user?.displayName ?? '',
  role: user?.userRole ?? 'Client',
  pages: user?.pages ?? ['mapview', 'tableview', 'hybridview', 'multiview', 'playback', 'reports'],
  permissions: user?.permissions ?? [],
  assetIds: user?.assetIds ?? [],
  groupIds: user?.groupIds ?? [],
  passwordMode: 'mail',
  password: '',
});


/**
 * Adds or edits a user: name, username, email, role, page keys and action permissions as checkboxes, and for a Client
 * the assets and groups they see. A new user gets a mailed set-password link, or a temporary password. Messages
 * show beside the fields (the domain schema's, then the server's).
 */
export function UserFormDialog({ open, user, assets, groups, onSubmit, onCancel, submitting = false, serverErrors = {} }: UserFormDialogProps) {
  const { draft, set, errors, setErrors } = useFormDraft<Draft>(user?.uid ?? 'new', () => draftOf(user));
  const shown = { ...errors, ...serverErrors };
  const isClient = draft.role === 'Client';

  const submit = () => {
    const body = {
      username: draft.username,
      email: draft.email,
      displayName: draft.displayName,
      role: draft.role,
      pages: draft.pages,
      permissions: draft.permissions,
      assetIds: isClient ? draft.assetIds : [],
      groupIds: isClient ? draft.groupIds : [],
      ...(user === null && draft.passwordMode === 'temporary' ? { password: draft.password } : {}),
    };
    submitChecked(user === null ? newUserSchema : userUpdateSchema, body, setErrors, onSubmit);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_CLASS_NAMES.overlay} />
        <Dialog.Content className={DIALOG_CLASS_NAMES.content} style={{ width: 640 }} data-testid="user-form" aria-describedby={undefined}>
          <div className={DIALOG_CLASS_NAMES.header}>
            <Dialog.Title className={DIALOG_CLASS_NAMES.title}>{user ? `Edit ${user.displayName}` : 'Add user'}</Dialog.Title>
          </div>
          <form
            className={`${DIALOG_CLASS_NAMES.body} admin-form`}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <TextField label="Name" value={draft.displayName} onChange={(e) => set('displayName', e.target.value)} error={shown['displayName']} data-testid="user-displayName" />
            <TextField label="Username" value={draft.username} onChange={(e) => set('username', e.target.value)} error={shown['username']} autoComplete="off" data-testid="user-username" />
            <TextField label="Email" type="email" value={draft.email} onChange={(e) => set('email', e.target.value)} error={shown['email']} data-testid="user-email" />
            <fieldset className="admin-form__group">
              <legend>Role</legend>
              {ROLES.map((r) => (
                <label key={r} className="admin-form__check">
                  <input type="radio" name="role" checked={draft.role === r} onChange={() => set('role', r)} data-testid={`user-role-${r}`} /> {r}
                </label>
              ))}
              {shown['role'] ? <p className="admin-form__error">{shown['role']}</p> : null}
            </fieldset>
            <fieldset className="admin-form__group" data-testid="user-pages">
              <legend>Pages</legend>
              {PAGE_KEYS.map((p) => (
                <label key={p} className="admin-form__check">
                  <input type="checkbox" checked={draft.pages.includes(p)} onChange={(e) => set('pages', toggle(draft.pages, p, e.target.checked))} data-testid={`user-page-${p}`} /> {PAGE_NAMES[p]}
                </label>
              ))}
            </fieldset>
            {isClient ? (
              <fieldset className="admin-form__group" data-testid="user-permissions">
                <legend>Permissions</legend>
                {PERMISSION_GROUPS.map((g) => (
                  <div key={g.label} className="admin-form__permission-row">
                    <span className="admin-form__permission-label">{g.label}</span>
                    {g.permissions.map((p) => (
                      <label key={p.key} className="admin-form__check">
                        <input type="checkbox" checked={draft.permissions.includes(p.key)} onChange={(e) => set('permissions', toggle(draft.permissions, p.key, e.target.checked))} data-testid={`user-perm-${p.key}`} /> {p.label}
                      </label>
                    ))}
                  </div>
                ))}
              </fieldset>
            ) : (
              <p className="muted">An Administrator holds every permission and sees every asset.</p>
            )}
            {isClient ? (
              <div className="admin-form__group">
                <span className="settings-form__label">Assets and groups this Client sees</span>
                <GroupedMultiSelect
                  options={assets}
                  fields={ASSET_FIELDS}
                  value={draft.assetIds}
                  onChange={(ids: OptionValue[]) => set('assetIds', ids.map(Number))}
                  placeholder="Select assets"
                  ariaLabel="Assets"
                  width={420}
                  testId="user-assets"
                />
                <GroupedMultiSelect
                  options={groups.map((g) => ({ ...g, kind: 'Asset groups' }))}
                  fields={GROUP_FIELDS}
                  value={draft.groupIds}
                  onChange={(ids: OptionValue[]) => set('groupIds', ids.map(Number))}
                  placeholder="Select groups (every asset of them)"
                  ariaLabel="Groups"
                  width={420}
                  testId="user-groups"
                />
                {shown['assetIds'] ? <p className="admin-form__error">{shown['assetIds']}</p> : null}
                {shown['groupIds'] ? <p className="admin-form__error">{shown['groupIds']}</p> : null}
              </div>
            ) : null}
            {user === null ? (
              <fieldset className="admin-form__group">
                <legend>Password</legend>
                <label className="admin-form__check">
                  <input type="radio" name="pw" checked={draft.passwordMode === 'mail'} onChange={() => set('passwordMode', 'mail')} data-testid="user-pw-mail" /> Mail a link to set their password
                </label>
                <label className="admin-form__check">
                  <input type="radio" name="pw" checked={draft.passwordMode === 'temporary'} onChange={() => set('passwordMode', 'temporary')} data-testid="user-pw-temp" /> Give a temporary password
                </label>
                {draft.passwordMode === 'temporary' ? (
                  <TextField label="Temporary password" type="password" autoComplete="new-password" value={draft.password} onChange={(e) => set('password', e.target.value)} error={shown['password']} data-testid="user-password" />
                ) : null}
              </fieldset>
            ) : null}
            <FormActions formError={shown['form']} onCancel={onCancel} submitting={submitting} testId="user" submitLabel={user ? 'Save' : 'Add user'} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
