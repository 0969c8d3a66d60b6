import { MAINTENANCE_TEXTS } from '@fleet/domain';
import { PageHeader } from '@fleet/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { AssetsPanel } from './assets-panel';
import { CostsPanel } from './costs-panel';
import { MAINTENANCE_TABS, type MaintenanceSearch, type MaintenanceTab } from './maintenance-tabs';
import { RecordsPanel } from './records-panel';
import { SchedulesPanel } from './schedules-panel';
import { TiresPanel } from './tires-panel';
import { WorkOrdersPanel } from './work-orders-panel';
import './maintenance.css';


const LABELS: Record<MaintenanceTab, string> = {
  assets: MAINTENANCE_TEXTS.tabs.assets,
  records: MAINTENANCE_TEXTS.tabs.records,
  schedules: MAINTENANCE_TEXTS.tabs.schedules,
  'work-orders': MAINTENANCE_TEXTS.tabs.workOrders,
  tires: MAINTENANCE_TEXTS.tabs.tires,
  costs: MAINTENANCE_TEXTS.tabs.costs,
};


/**
 * /maintenance (page key fms): the assets and their meters, the documents and services, the service programs and
 * their schedules, the work orders, the tires and the cost of ownership; the tab is the `tab` search parameter.
 */
export function MaintenancePage() {
  const search = useSearch({ strict: false }) as MaintenanceSearch;
  const navigate = useNavigate();
  const tab: MaintenanceTab = search.tab && MAINTENANCE_TABS.includes(search.tab) ? search.tab : 'assets';
  const go = (next: MaintenanceTab, asset?: number) => void navigate({ to: '/maintenance', search: { tab: next, ...(asset !== undefined ? { asset } : {}) }, replace: true });
  return (
    <div className="page" data-testid="maintenance-page">
      <PageHeader title={MAINTENANCE_TEXTS.title} subtitle={MAINTENANCE_TEXTS.subtitle} />
      <Tabs.Root value={tab} onValueChange={(next) => go(next as MaintenanceTab)} className="admin-tabs">
        <Tabs.List className="admin-tabs__list" aria-label={MAINTENANCE_TEXTS.title}>
          {MAINTENANCE_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} className="admin-tabs__trigger" data-testid={`maintenance-tab-${t}`}>
              {LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="assets" className="admin-tabs__panel">
          {tab === 'assets' ? <AssetsPanel onOpen={go} /> : null}
        </Tabs.Content>
        <Tabs.Content value="records" className="admin-tabs__panel">
          {tab === 'records' ? <RecordsPanel assetId={search.asset} /> : null}
        </Tabs.Content>
        <Tabs.Content value="schedules" className="admin-tabs__panel">
          {tab === 'schedules' ? <SchedulesPanel onOpenWorkOrders={() => go('work-orders')} /> : null}
        </Tabs.Content>
        <Tabs.Content value="work-orders" className="admin-tabs__panel">
          {tab === 'work-orders' ? <WorkOrdersPanel assetId={search.asset} /> : null}
        </Tabs.Content>
        <Tabs.Content value="tires" className="admin-tabs__panel">
          {tab === 'tires' ? <TiresPanel assetId={search.asset} /> : null}
        </Tabs.Content>
        <Tabs.Content value="costs" className="admin-tabs__panel">
          {tab === 'costs' ? <CostsPanel /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
