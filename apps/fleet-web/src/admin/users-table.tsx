import { USER_ADMIN_TEXTS, formatRangeTime, type AdminUserDetail } from '@fleet/domain';
import { SearchInput } from '@fleet/select-kit';
import { Badge, Button } from '@fleet/ui';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from './admin-table';
import { viewRows, type TableSort } from './table-view';

/** Props of {@link UsersTable}. */
export interface UsersTableProps {
  users: readonly AdminUserDetail[];
  /** The signed-in Administrator (no delete or disable on their own row). */
  selfUid: string;
  /** The zone last sign-ins are shown in. */
  timeZone: string;
  onAdd: () => void;
  onEdit: (user: AdminUserDetail) => void;
  onToggleStatus: (user: AdminUserDetail) => void;
  onDelete: (user: AdminUserDetail) => void;
  onResetPassword: (user: AdminUserDetail) => void;
}

const sortValue = (u: AdminUserDetail, key: string): string | number =>
  key === 'lastLoginAt' ? (u.lastLoginAt ? Date.parse(u.lastLoginAt) : 0) : key === 'user' ? u.username : String(u[key as keyof AdminUserDetail] ?? '');

/** The company's users: search, sort, paging, and the actions of each row. Controlled by the Users tab. */
export function UsersTable({ users, selfUid, timeZone, onAdd, onEdit, onToggleStatus, onDelete, onResetPassword }: UsersTableProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | null>({ key: 'user', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const view = viewRows(users, { search, sort, page, pageSize, text: (u) => `${u.username} ${u.displayName} ${u.email} ${u.userRole}`, value: sortValue });
  const columns: AdminColumn<AdminUserDetail>[] = [
    {
      key: 'user',
      header: 'User',
      render: (u) => (
        <span className="user-cell">
          <strong>{u.displayName}</strong>
          <span className="muted">{u.username}</span>
        </span>
      ),
    },
    { key: 'email', header: 'Email', render: (u) => u.email },
    { key: 'userRole', header: 'Role', render: (u) => <Badge color={u.userRole === 'Administrator' ? 'primary' : 'secondary'}>{u.userRole}</Badge> },
    { key: 'status', header: 'Status', render: (u) => <Badge color={u.status === 'active' ? 'success' : 'grey'}>{u.status}</Badge> },
    { key: 'lastLoginAt', header: 'Last sign-in', render: (u) => (u.lastLoginAt ? formatRangeTime(Date.parse(u.lastLoginAt), timeZone) : 'Never') },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (u) => (
        <span className="admin-row-actions">
          <Button size="sm" variant="secondary" onClick={() => onEdit(u)} data-testid="user-edit">
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onResetPassword(u)} data-testid="user-reset">
            Reset password
          </Button>
          {u.uid === selfUid ? null : (
            <>
              <Button size="sm" variant="ghost" onClick={() => onToggleStatus(u)} data-testid="user-toggle">
                {u.status === 'disabled' ? 'Enable' : 'Disable'}
              </Button>
              <Button size="sm" variant="danger" onClick={() => onDelete(u)} data-testid="user-delete">
                Delete
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className="admin-section" data-testid="users-table">
      <div className="admin-toolbar">
        <SearchInput value={search} onChange={(v) => { setSearch(v); setPage(1); }} placeholder="Search users" label="Search users" testId="users-search" />
        <Button onClick={onAdd} data-testid="user-add">
          Add user
        </Button>
      </div>
      <AdminTable
        columns={columns}
        rows={view.rows}
        getRowKey={(u) => u.uid}
        caption="Users"
        sort={sort}
        onSortChange={setSort}
        page={view.page}
        pages={view.pages}
        total={view.total}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(s) => { setPageSize(s); setPage(1); }}
        empty={users.length === 0 ? { title: 'No users', description: USER_ADMIN_TEXTS.emptyUsers } : { title: 'No match', description: USER_ADMIN_TEXTS.emptySearch }}
        testId="users"
      />
    </div>
  );
}
