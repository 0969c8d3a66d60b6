import type { ReactNode } from 'react';
import { AssetGroupsAdmin, AssetsAdmin, DevicesAdmin, ImportExportAdmin } from './assets';
import { AuditPanel } from './audit-panel';
import { CompanyPanel } from './company-panel';
import { UsersPanel } from './users-panel';

/** One tab of the Administration page; its id is the `tab` search parameter. */
export interface AdminTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

/** The Administration tabs, in order. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'company', label: 'Company', render: () => <CompanyPanel readOnly={false} /> },
  { id: 'users', label: 'Users', render: () => <UsersPanel /> },
  { id: 'assets', label: 'Assets', render: () => <AssetsAdmin /> },
  { id: 'groups', label: 'Groups', render: () => <AssetGroupsAdmin /> },
  { id: 'devices', label: 'Devices', render: () => <DevicesAdmin /> },
  { id: 'import', label: 'Import / export', render: () => <ImportExportAdmin /> },
  { id: 'audit', label: 'Audit log', render: () => <AuditPanel /> },
];

/** The tab a search parameter names, else the first. */
export function tabOf(id: unknown, tabs: readonly AdminTab[] = ADMIN_TABS): string {
  return tabs.some((t) => t.id === id) ? String(id) : (tabs[0]?.id ?? '');
}
