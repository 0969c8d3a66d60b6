import { useAssets, useTransportClients, useTransporters, useTrips } from '@fleet/api';
import { TRANSPORT_TEXTS, WEB_TEXTS, type Client, type Transporter } from '@fleet/domain';
import { EmptyState, ErrorPanel, LoadingOverlay, PageHeader } from '@fleet/ui';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { timeZoneAtom } from '../session/session-atoms';
import { PartnerPerformance } from './partner-performance';
import { PickList } from './pick-list';
import { routeId } from './transport-tabs';
import { TRANSPORT_HREFS } from './trip-board-logic';
import { usePeriod } from './use-period';
import './transport.css';

type Kind = 'client' | 'transporter';

/** A client's or a transporter's trips and figures in a period (this week by default). */
function Performance({ kind, partner, details, onNavigate }: { kind: Kind; partner: Client | Transporter; details: { label: string; value: string }[]; onNavigate: (href: string) => void }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const period = usePeriod(timeZone);
  const trips = useTrips({ from: period.bounds.from, to: period.bounds.to, ...(kind === 'client' ? { clientId: partner.id } : { transporterId: partner.id }) });
  if (trips.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={trips.error.message} onRetry={() => void trips.refetch()} />;
  return (
    <PartnerPerformance
      kind={kind}
      name={partner.name}
      details={details}
      trips={trips.data?.trips ?? null}
      figures={trips.data?.figures ?? null}
      period={period.choice}
      onPeriodChange={period.setChoice}
      periodError={period.error}
      timeZone={timeZone}
      now={period.now}
      onNavigate={onNavigate}
    />
  );
}

/** The page frame of a partner view: its header, then the partner (by id) or the list to pick from. */
function PartnerPage<T extends Client | Transporter>({ kind, list, detailsOf, pickDetail }: { kind: Kind; list: { data?: T[]; isError: boolean; error: Error | null; refetch: () => unknown }; detailsOf: (p: T) => { label: string; value: string }[]; pickDetail: (p: T) => string }) {
  const params = useParams({ strict: false }) as { clientId?: string; transporterId?: string };
  const navigate = useNavigate();
  const id = routeId(kind === 'client' ? params.clientId : params.transporterId);
  const follow = (href: string) => void navigate({ href });
  const label = kind === 'client' ? 'Client' : 'Transporter';
  const hrefOf = kind === 'client' ? TRANSPORT_HREFS.client : TRANSPORT_HREFS.transporter;
  const partner = id === null ? undefined : list.data?.find((p) => p.id === id);
  return (
    <div className="page" data-testid={`${kind}-view-page`}>
      <PageHeader title={partner?.name ?? label} breadcrumb={[{ label: TRANSPORT_TEXTS.title, href: TRANSPORT_HREFS.trips(`${kind}s`) }, { label }]} onNavigate={follow} />
      {list.isError ? (
        <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={list.error?.message ?? ''} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingOverlay visible label={`Loading ${kind}s`} />
      ) : id === null ? (
        <PickList noun={`${kind}s`} items={list.data.map((p) => ({ id: p.id, name: p.name, detail: pickDetail(p), inactive: !p.active }))} hrefOf={hrefOf} onNavigate={follow} testId={`${kind}-pick`} />
      ) : partner ? (
        <Performance key={partner.id} kind={kind} partner={partner} details={detailsOf(partner)} onNavigate={follow} />
      ) : (
        <EmptyState title={`No such ${kind}`} description={`Choose one on the ${label}s tab.`} />
      )}
    </div>
  );
}

const contact = (p: Client | Transporter) => [
  { label: 'Contact', value: p.contact },
  { label: 'Phone', value: p.phone },
  { label: 'E-mail', value: p.email },
];

/** /trips/client-view/{-$clientId} (page key tms): a client's trips and on-time performance; without an id, the clients. */
export function ClientViewPage() {
  const clients = useTransportClients();
  return (
    <PartnerPage<Client>
      kind="client"
      list={clients}
      detailsOf={(c) => [...contact(c), { label: 'Sites', value: c.sites.map((s) => s.name).join(', ') }]}
      pickDetail={(c) => `${c.sites.length} site${c.sites.length === 1 ? '' : 's'}`}
    />
  );
}

/** /trips/transporter-view/{-$transporterId} (page key tms): a transporter's trips and on-time performance; without an id, the transporters. */
export function TransporterViewPage() {
  const transporters = useTransporters();
  const assets = useAssets();
  const names = new Map((assets.data ?? []).map((a) => [a.assetId, a.assetName]));
  return (
    <PartnerPage<Transporter>
      kind="transporter"
      list={transporters}
      detailsOf={(t) => [...contact(t), { label: 'Vehicles', value: t.assetIds.map((id) => names.get(id) ?? `#${id}`).join(', ') }]}
      pickDetail={(t) => `${t.assetIds.length} vehicle${t.assetIds.length === 1 ? '' : 's'}`}
    />
  );
}
