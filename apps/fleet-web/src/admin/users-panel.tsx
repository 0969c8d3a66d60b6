import { ApiError, useAssets, useDeleteUser, useSaveUser, useSendUserPasswordReset, useUsers } from '@fleet/api';
import { USER_ADMIN_TEXTS, WEB_TEXTS, type AdminUserDetail } from '@fleet/domain';
import { ErrorPanel, LoadingOverlay } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { notify } from '../app/notify';
import { timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { ConfirmDialog } from './confirm-dialog';
import { serverFieldError } from './field-errors';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

type Pending = { kind: 'delete' | 'disable'; user: AdminUserDetail } | null;

/** The Users tab: the table, the add / edit dialog and the confirmations, wired to /v2/users. */
export function UsersPanel() {
  const me = useAtomValue(userInfoAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const users = useUsers();
  const assets = useAssets();
  const save = useSaveUser();
  const remove = useDeleteUser();
  const reset = useSendUserPasswordReset();
  const [editing, setEditing] = useState<AdminUserDetail | null | 'new'>(null);
  const [pending, setPending] = useState<Pending>(null);

  if (users.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={users.error.message} onRetry={() => void users.refetch()} />;
  if (users.isPending) return <LoadingOverlay visible label="Loading users" />;

  const setStatus = (user: AdminUserDetail, status: 'active' | 'disabled') =>
    save.mutate({ uid: user.uid, body: { status } }, { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e.message) });

  return (
    <>
      <UsersTable
        users={users.data.users}
        selfUid={me?.uid ?? ''}
        timeZone={timeZone}
        onAdd={() => {
          save.reset();
          setEditing('new');
        }}
        onEdit={(u) => {
          save.reset();
          setEditing(u);
        }}
        onToggleStatus={(u) => (u.status === 'disabled' ? setStatus(u, 'active') : setPending({ kind: 'disable', user: u }))}
        onDelete={(u) => setPending({ kind: 'delete', user: u })}
        onResetPassword={(u) => reset.mutate(u.uid, { onSuccess: (m) => notify.success(m), onError: (e) => notify.error(e.message) })}
      />
      <UserFormDialog
        open={editing !== null}
        user={editing === 'new' ? null : editing}
        assets={assets.data ?? []}
        groups={users.data.groups}
        submitting={save.isPending}
        serverErrors={save.error instanceof ApiError ? serverFieldError(save.error) : {}}
        onCancel={() => setEditing(null)}
        onSubmit={(body) =>
          save.mutate(
            { ...(editing && editing !== 'new' ? { uid: editing.uid } : {}), body },
            {
              onSuccess: (r) => {
                setEditing(null);
                notify.success(r.message);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? 'Delete user' : 'Disable user'}
        message={pending ? (pending.kind === 'delete' ? USER_ADMIN_TEXTS.confirmDelete(pending.user.displayName) : USER_ADMIN_TEXTS.confirmDisable(pending.user.displayName)) : ''}
        confirmLabel={pending?.kind === 'delete' ? 'Delete' : 'Disable'}
        busy={remove.isPending || save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const done = { onSuccess: (m: string) => notify.success(m), onError: (e: Error) => notify.error(e.message), onSettled: () => setPending(null) };
          if (pending.kind === 'delete') remove.mutate(pending.user.uid, done);
          else save.mutate({ uid: pending.user.uid, body: { status: 'disabled' } }, { ...done, onSuccess: (r) => notify.success(r.message) });
        }}
      />
    </>
  );
}
