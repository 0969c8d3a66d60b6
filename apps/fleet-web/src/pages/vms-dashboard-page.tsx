import { useVessels } from '@fleet/api';
import { STATUS_FILTERS, STATUS_SHORT, WEB_TEXTS, countByStatus, type StatusFilterKey } from '@fleet/domain';
import { Card, ErrorPanel, LoadingOverlay, PageHeader, ShipIcon, StatTile } from '@fleet/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type MouseEvent } from 'react';
import { AssetTable, type AssetLink } from '../dashboard/asset-table';
import { mapSingleHref } from '../monitor/drill-down';

/** /vms-dashboard (page key `vms`): the tenant's vessels from GET /v2/vessels with their status; a vessel's name opens it on the map. */
export function VmsDashboardPage() {
  const vessels = useVessels();
  const [filter, setFilter] = useState<StatusFilterKey>('All');
  // A vessel opens on the map, followed (the single follow view); a modified click is left to the browser (new tab).
  const navigate = useNavigate();
  const vesselLink = useMemo<AssetLink>(
    () => ({
      href: (v) => mapSingleHref(v.assetId, v.assetName),
      go: (e: MouseEvent, href: string) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void navigate({ href });
      },
    }),
    [navigate],
  );
  const list = vessels.data ?? [];
  const counts = countByStatus(list.map((v) => v.status));
  const shown = filter === 'All' ? list : list.filter((v) => STATUS_SHORT[v.status] === filter);

  return (
    <div className="page">
      <PageHeader title="Vessel Monitoring" subtitle="Boats of your fleet and their current status." />
      {vessels.isError ? (
        <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={vessels.error.message} onRetry={() => void vessels.refetch()} />
      ) : vessels.isPending ? (
        <div className="page__loading">
          <LoadingOverlay visible label="Loading vessels" />
        </div>
      ) : (
        <div className="dashboard" data-testid="vessels">
          <div className="status-tiles" role="group" aria-label="Vessels by status">
            {STATUS_FILTERS.map((f) => (
              <StatTile
                key={f.key}
                label={f.key}
                value={counts[f.key]}
                color={f.color}
                active={filter === f.key}
                onClick={() => setFilter(f.key === filter ? 'All' : f.key)}
                testId={`vessel-status-tile-${f.key}`}
              />
            ))}
          </div>
          <Card flush title={<><ShipIcon size={16} /> Vessels</>}>
            <AssetTable assets={shown} caption="Vessels" emptyText="No vessels" testId="vessel-table" assetLink={vesselLink} />
          </Card>
        </div>
      )}
    </div>
  );
}
