import { STATUS_SHORT, type DashboardSummary, type StatusFilterKey } from '@fleet/domain';
import { Card, Badge } from '@fleet/ui';
import { AssetTable } from './asset-table';
import { BreakdownBars } from './breakdown-bars';
import { StatusTiles, type StatusDrillDown } from './status-tiles';

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  summary: DashboardSummary;
  /** Status the asset list is filtered by. */
  filter: StatusFilterKey;
  onFilterChange: (filter: StatusFilterKey) => void;
  /** The status tiles open the Monitor (for a user who may open it). */
  drillDown?: StatusDrillDown;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The dashboard's content: status tiles (a drill-down into the Monitor), the fleet by type and by group, and the asset list. Controlled. */
export function DashboardView({ summary, filter, onFilterChange, drillDown }: DashboardViewProps) {
  const total = summary.statusCounts.All;
  const assets = filter === 'All' ? summary.assets : summary.assets.filter((a) => STATUS_SHORT[a.status] === filter);
  return (
    <div className="dashboard" data-testid="dashboard">
      <StatusTiles counts={summary.statusCounts} value={filter} onChange={onFilterChange} drillDown={drillDown} />
      <div className="dashboard__grid">
        <Card title="By type" aria-label="Assets by type">
          <BreakdownBars rows={summary.byType.map((t) => ({ label: capitalize(t.type), count: t.count }))} total={total} testId="by-type" />
        </Card>
        <Card title="By group" aria-label="Assets by group">
          <BreakdownBars rows={summary.byGroup.map((g) => ({ label: g.group, count: g.count, statusCounts: g.statusCounts }))} total={total} testId="by-group" />
        </Card>
      </div>
      <Card
        flush
        title={
          <>
            Assets{' '}
            <Badge color="secondary" data-testid="asset-count">
              {assets.length}
            </Badge>
          </>
        }
        actions={filter !== 'All' ? <Badge color="primary">Status: {filter}</Badge> : null}
      >
        <AssetTable assets={assets} />
      </Card>
    </div>
  );
}
