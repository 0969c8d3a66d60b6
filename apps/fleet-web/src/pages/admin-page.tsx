import { PageHeader } from '@fleet/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { ADMIN_TABS, tabOf } from '../admin/admin-tabs';

/** /admin (Administrator only): the Administration tabs; the open tab is the `tab` search parameter (kept on reload). */
export function AdminPage() {
  const search = useSearch({ strict: false }) as { tab?: unknown };
  const navigate = useNavigate();
  const tab = tabOf(search.tab);
  return (
    <div className="page">
      <PageHeader title="Administration" subtitle="Your company’s settings, users, assets, groups, devices and audit log." />
      <Tabs.Root value={tab} onValueChange={(next) => void navigate({ to: '/admin', search: { tab: next }, replace: true })} className="admin-tabs">
        <Tabs.List className="admin-tabs__list" aria-label="Administration">
          {ADMIN_TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} className="admin-tabs__trigger" data-testid={`admin-tab-${t.id}`}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((t) => (
          <Tabs.Content key={t.id} value={t.id} className="admin-tabs__panel" data-testid={`admin-panel-${t.id}`}>
            {t.id === tab ? t.render() : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
