import { useAssets, useCostView } from '@fleet/api';
import { MIME, buildPdf, buildWorkbook, downloadBytes, excelFileName, pdfFileName } from '@fleet/export-kit';
import { Button, EmptyState, ErrorPanel, Spinner } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { timeZoneAtom } from '../session/session-atoms';
import { CostFilters } from './cost-filters';
import { CostMonthsChart } from './cost-months-chart';
import { CostPerKmChart } from './cost-per-km-chart';
import { CostTable } from './cost-table';
import { CostTiles } from './cost-tiles';
import {
  COST_EXPORT_TITLE,
  DEFAULT_COST_PERIOD,
  DEFAULT_COST_SORT,
  assetScopeText,
  boundsDates,
  costMonthBars,
  costPdfModel,
  costPerKmBars,
  costPeriodBounds,
  costPeriodText,
  costRows,
  costTotalRow,
  costWorkbookModel,
  customCostBounds,
  sortCostRows,
  type CostBounds,
  type CostGrouping,
  type CostPeriodId,
  type CostSort,
} from './cost-view';

/** Shown when the period has no cost at all. */
export const COST_EMPTY_TEXT = 'No costs in this period: add fuel receipts, services or tires';

/**
 * The Costs tab: the total cost of ownership of the assets the user sees (or those chosen) over a period of the
 * company's zone, as tiles, a chart by month, a chart of the cost per km, and a table by asset or group that exports
 * to Excel and PDF as shown. The figures are the server's (GET /maintenance/costs); the pieces are props-in components.
 */
export function CostsPanel() {
  const timeZone = useAtomValue(timeZoneAtom);
  const assets = useAssets();
  const [period, setPeriod] = useState<CostPeriodId>(DEFAULT_COST_PERIOD);
  // A named period is fixed when chosen ("today" moves on the next choice or reload).
  const [now, setNow] = useState(() => Date.now());
  // The custom days as typed, and the last valid bounds they gave (the data shown meanwhile).
  const [dates, setDates] = useState<{ first: string; last: string } | null>(null);
  const [custom, setCustom] = useState<CostBounds | null>(null);
  const [assetIds, setAssetIds] = useState<number[]>([]);
  const [grouping, setGrouping] = useState<CostGrouping>('asset');
  const [sort, setSort] = useState<CostSort>(DEFAULT_COST_SORT);
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);

  const bounds = period !== 'custom' ? costPeriodBounds(period, now, timeZone) : (custom ?? costPeriodBounds(DEFAULT_COST_PERIOD, now, timeZone));
  const shownDates = period === 'custom' && dates ? dates : boundsDates(bounds, timeZone);
  const typed = period === 'custom' && dates ? customCostBounds(dates.first, dates.last, timeZone) : null;
  const datesError = typed && 'error' in typed ? typed.error : null;

  const ids = useMemo(() => [...assetIds].sort((a, b) => a - b), [assetIds]);
  const query = useCostView({ from: bounds.from, to: bounds.to, ...(ids.length > 0 ? { assetIds: ids } : {}) });
  const view = query.data;
  const names = useMemo(() => new Map((assets.data ?? []).map((a) => [a.assetId, a.assetName])), [assets.data]);
  const rows = useMemo(() => (view ? sortCostRows(costRows(view, grouping), sort) : []), [view, grouping, sort]);
  const monthBars = useMemo(() => (view ? costMonthBars(view) : []), [view]);
  const perKmBars = useMemo(() => (view ? costPerKmBars(view) : []), [view]);
  const hasCosts = !!view && view.assets.length > 0 && view.total.total > 0;
  const zone = view?.timeZone ?? timeZone;

  const choosePeriod = (next: CostPeriodId) => {
    setPeriod(next);
    setNow(Date.now());
    if (next === 'custom') {
      setDates(boundsDates(bounds, timeZone));
      setCustom(bounds);
    }
  };
  const chooseDates = (first: string, last: string) => {
    if (period !== 'custom') setCustom(bounds);
    setPeriod('custom');
    setDates({ first, last });
    const next = customCostBounds(first, last, timeZone);
    if (!('error' in next)) setCustom(next);
  };
  const chooseGrouping = (next: CostGrouping) => {
    setGrouping(next);
    // The group column is by asset only, the asset count by group only.
    if (sort.key === 'group' || sort.key === 'assets') setSort(DEFAULT_COST_SORT);
  };

  const exportAs = async (format: 'xlsx' | 'pdf') => {
    if (!view) return;
    setExporting(format);
    try {
      const scope = assetScopeText(ids, names);
      const input = { rows, total: costTotalRow(view), grouping, period: bounds, timeZone: zone, ...(scope ? { scope } : {}) };
      if (format === 'xlsx') {
        const model = costWorkbookModel(input);
        downloadBytes(await buildWorkbook(model), excelFileName(model.fileName), MIME.xlsx);
      } else {
        downloadBytes(await buildPdf(costPdfModel(input)), pdfFileName(COST_EXPORT_TITLE, Date.now(), zone), MIME.pdf);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="maintenance-cost" data-testid="cost-panel">
      <CostFilters
        period={period}
        onPeriodChange={choosePeriod}
        first={shownDates.first}
        last={shownDates.last}
        onDatesChange={chooseDates}
        datesError={datesError}
        assets={assets.data ?? []}
        assetIds={assetIds}
        onAssetIdsChange={setAssetIds}
        grouping={grouping}
        onGroupingChange={chooseGrouping}
      />
      <div className="maintenance-toolbar">
        <span className="muted" data-testid="cost-period-text">
          {costPeriodText(bounds, zone)}
        </span>
        <span className="maintenance-toolbar__end">
          <Button size="sm" variant="secondary" disabled={!hasCosts || exporting !== null} loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')} data-testid="cost-export-xlsx">
            Excel
          </Button>
          <Button size="sm" variant="secondary" disabled={!hasCosts || exporting !== null} loading={exporting === 'pdf'} onClick={() => void exportAs('pdf')} data-testid="cost-export-pdf">
            PDF
          </Button>
        </span>
      </div>
      {query.isError ? (
        <div data-testid="cost-error">
          <ErrorPanel title="Could not load the costs." message={query.error.message} onRetry={() => void query.refetch()} />
        </div>
      ) : !view ? (
        <div className="maintenance-cost__loading" data-testid="cost-loading">
          <Spinner size={32} label="Loading the costs" />
        </div>
      ) : !hasCosts ? (
        <div data-testid="cost-empty">
          <EmptyState title={COST_EMPTY_TEXT} description="Fuel receipts, toll receipts and the cost of services, tires and documents count here." />
        </div>
      ) : (
        <>
          <CostTiles total={view.total} />
          <div className="maintenance-cost-charts">
            <CostMonthsChart bars={monthBars} />
            <CostPerKmChart bars={perKmBars} />
          </div>
          <CostTable rows={rows} total={costTotalRow(view)} grouping={grouping} sort={sort} onSortChange={setSort} />
        </>
      )}
    </div>
  );
}
