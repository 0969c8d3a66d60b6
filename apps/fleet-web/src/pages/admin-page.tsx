import { useAdminUsers, type AdminUser } from '@fleet/api';
import { WEB_TEXTS, formatRangeTime } from '@fleet/domain';
import { Badge, Card, DataTable, ErrorPanel, LoadingOverlay, PageHeader, type DataTableColumn } from '@fleet/ui';

const columns: DataTableColumn<AdminUser>[] = [
  {
    key: 'user',
    header: 'User',
    render: (u) => (
      <span className="user-cell">
        <strong>{u.displayName || u.username}</strong>
        <span className="muted">{u.username}</span>
      </span>
    ),
  },
  { key: 'email', header: 'Email' },
  { key: 'userRole', header: 'Role', render: (u) => <Badge color={u.userRole === 'Administrator' ? 'primary' : 'secondary'}>{u.userRole}</Badge> },
  { key: 'pages', header: 'Pages', render: (u) => <span className="muted">{u.pages.length ? u.pages.join(', ') : '—'}</span> },
  { key: 'status', header: 'Status', render: (u) => <Badge color={u.status === 'active' ? 'success' : 'grey'}>{u.status}</Badge> },
  { key: 'lastLoginAt', header: 'Last sign-in', nowrap: true, render: (u) => (u.lastLoginAt ? formatRangeTime(new Date(u.lastLoginAt)) : 'Never') },
];

/** /admin (Administrator only): the tenant's users from GET /v2/admin/users. */
export function AdminPage() {
  const users = useAdminUsers();
  return (
    <div className="page">
      <PageHeader title="Administration" subtitle="Users of your company, their roles and page access." />
      {users.isError ? (
        <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={users.error.message} onRetry={() => void users.refetch()} />
      ) : users.isPending ? (
        <div className="page__loading">
          <LoadingOverlay visible label="Loading users" />
        </div>
      ) : (
        <Card flush title={<>Users <Badge color="secondary">{users.data.length}</Badge></>}>
          <DataTable columns={columns} rows={users.data} getRowKey={(u) => u.uid} caption="Users" emptyText="No users" testId="admin-users" />
        </Card>
      )}
    </div>
  );
}
