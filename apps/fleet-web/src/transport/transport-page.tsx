import { TRANSPORT_TEXTS } from '@fleet/domain';
import { PageHeader } from '@fleet/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { ClientsPanel, DriversPanel, TransportersPanel } from './partner-panels';
import { TRANSPORT_TABS, type TransportSearch, type TransportTab } from './transport-tabs';
import { TripsPanel } from './trips-panel';
import './transport.css';

const LABELS: Record<TransportTab, string> = { trips: 'Trips', drivers: 'Drivers', clients: 'Clients', transporters: 'Transporters' };

/**
 * /trips (page key tms): the trips of a period on a board or in a list with their on-time figures, and the drivers,
 * clients and transporters; the tab is the `tab` search parameter.
 */
export function TransportPage() {
  const search = useSearch({ strict: false }) as TransportSearch;
  const navigate = useNavigate();
  const tab: TransportTab = search.tab && TRANSPORT_TABS.includes(search.tab) ? search.tab : 'trips';
  const go = (next: TransportTab) => void navigate({ to: '/trips', search: next === 'trips' ? {} : { tab: next }, replace: true });
  const follow = (href: string) => void navigate({ href });
  return (
    <div className="page" data-testid="transport-page">
      <PageHeader title={TRANSPORT_TEXTS.title} subtitle={TRANSPORT_TEXTS.subtitle} />
      <Tabs.Root value={tab} onValueChange={(next) => go(next as TransportTab)} className="admin-tabs">
        <Tabs.List className="admin-tabs__list" aria-label={TRANSPORT_TEXTS.title}>
          {TRANSPORT_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} className="admin-tabs__trigger" data-testid={`transport-tab-${t}`}>
              {LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="trips" className="admin-tabs__panel">
          {tab === 'trips' ? <TripsPanel onNavigate={follow} /> : null}
        </Tabs.Content>
        <Tabs.Content value="drivers" className="admin-tabs__panel">
          {tab === 'drivers' ? <DriversPanel onNavigate={follow} /> : null}
        </Tabs.Content>
        <Tabs.Content value="clients" className="admin-tabs__panel">
          {tab === 'clients' ? <ClientsPanel onNavigate={follow} /> : null}
        </Tabs.Content>
        <Tabs.Content value="transporters" className="admin-tabs__panel">
          {tab === 'transporters' ? <TransportersPanel onNavigate={follow} /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
