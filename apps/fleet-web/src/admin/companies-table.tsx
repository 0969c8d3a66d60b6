import { OPERATOR_TEXTS, formatRangeTime, newCompanySchema, type NewCompany, type OperatorCompany } from '@fleet/domain';
import { SearchInput } from '@fleet/select-kit';
import { Badge, Button, TextField } from '@fleet/ui';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from './admin-table';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { viewRows, type TableSort } from './table-view';

/** Props of {@link CompaniesTable}. */
export interface CompaniesTableProps {
  companies: readonly OperatorCompany[];
  timeZone: string;
  onToggleStatus: (company: OperatorCompany) => void;
  onOpenAsAdministrator: (company: OperatorCompany) => void;
}

/** The installation's companies (operator): search, sort, paging; suspend / reactivate and open as Administrator. */
export function CompaniesTable({ companies, timeZone, onToggleStatus, onOpenAsAdministrator }: CompaniesTableProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | null>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const view = viewRows(companies, { search, sort, page, pageSize, text: (c) => c.name, value: (c, k) => (k === 'users' ? c.users : k === 'assets' ? c.assets : String(c[k as keyof OperatorCompany])) });
  const columns: AdminColumn<OperatorCompany>[] = [
    { key: 'name', header: 'Company', render: (c) => <strong>{c.name}</strong> },
    { key: 'status', header: 'Status', render: (c) => <Badge color={c.status === 'active' ? 'success' : 'danger'}>{c.status}</Badge> },
    { key: 'users', header: 'Users', render: (c) => c.users },
    { key: 'assets', header: 'Assets', render: (c) => c.assets },
    { key: 'createdAt', header: 'Created', render: (c) => formatRangeTime(Date.parse(c.createdAt), timeZone) },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (c) => (
        <span className="admin-row-actions">
          <Button size="sm" variant="secondary" disabled={c.status !== 'active'} onClick={() => onOpenAsAdministrator(c)} data-testid="company-open">
            Open as Administrator
          </Button>
          <Button size="sm" variant={c.status === 'active' ? 'danger' : 'ghost'} onClick={() => onToggleStatus(c)} data-testid="company-toggle">
            {c.status === 'active' ? 'Suspend' : 'Reactivate'}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className="admin-section" data-testid="companies-table">
      <div className="admin-toolbar">
        <SearchInput value={search} onChange={(v) => { setSearch(v); setPage(1); }} placeholder="Search companies" label="Search companies" testId="companies-search" />
      </div>
      <AdminTable
        columns={columns}
        rows={view.rows}
        getRowKey={(c) => c.tenantId}
        caption="Companies"
        sort={sort}
        onSortChange={setSort}
        page={view.page}
        pages={view.pages}
        total={view.total}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(s) => { setPageSize(s); setPage(1); }}
        empty={{ title: 'No companies', description: companies.length === 0 ? OPERATOR_TEXTS.empty : 'No company matches the search. Clear it to see all.' }}
        testId="companies"
      />
    </div>
  );
}

/** Props of {@link CreateCompanyForm}. */
export interface CreateCompanyFormProps {
  onCreate: (company: NewCompany) => void;
  submitting?: boolean;
  serverErrors?: FieldErrors;
}

/** A new company and its first Administrator, who gets a mail to set their password. */
export function CreateCompanyForm({ onCreate, submitting = false, serverErrors = {} }: CreateCompanyFormProps) {
  const [draft, setDraft] = useState({ name: '', adminName: '', adminEmail: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...errors, ...serverErrors };
  return (
    <form
      className="admin-form admin-form--inline"
      noValidate
      data-testid="create-company"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = newCompanySchema.safeParse(draft);
        if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
        setErrors({});
        onCreate(parsed.data);
      }}
    >
      <TextField label="Company name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} error={shown['name']} data-testid="new-company-name" />
      <TextField label="Administrator name" value={draft.adminName} onChange={(e) => setDraft({ ...draft, adminName: e.target.value })} error={shown['adminName']} data-testid="new-company-admin-name" />
      <TextField label="Administrator email" type="email" value={draft.adminEmail} onChange={(e) => setDraft({ ...draft, adminEmail: e.target.value })} error={shown['adminEmail']} data-testid="new-company-admin-email" />
      {shown['form'] ? <p className="admin-form__error" role="alert">{shown['form']}</p> : null}
      <div className="admin-form__actions">
        <Button type="submit" loading={submitting} data-testid="new-company-create">
          Create company
        </Button>
      </div>
    </form>
  );
}
