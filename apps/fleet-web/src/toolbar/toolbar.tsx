import { MESSAGES, TOOLBAR_OFFSET_PX, type AssetSelectionItem, type StatusCounts, type StatusFilterKey } from '@fleet/domain';
import { AssetSelector, StatusFilter } from '@fleet/select-kit';
import { Tooltip } from '@fleet/ui';
import { useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { LabelIcon, PdfIcon, PinIcon, SearchIcon, SheetIcon, TrafficIcon } from './toolbar-icons';
import { TOOLBAR_TEXTS } from './toolbar-texts';
import { useToolbarLevel } from './use-compact-toolbar';
import './toolbar.css';

/** Which parts the toolbar shows; all on by default (SPEC §2). */
export interface ToolbarOptions {
  search: boolean;
  filter: boolean;
  poi: boolean;
  export: boolean;
}

export const DEFAULT_TOOLBAR_OPTIONS: ToolbarOptions = { search: true, filter: true, poi: true, export: true };

/** The free-text search box is 150 px wide (SPEC §2). */
export const TOOLBAR_SEARCH_WIDTH_PX = 150;

/**
 * Counts that change on their own (the live store's): read with `get` (the same object until they change), `subscribe`
 * is called back when they may have. Only the status filter re-renders then, not the toolbar or its page.
 */
export interface StatusCountsSource {
  get(): StatusCounts;
  subscribe(listener: () => void): () => void;
}

/** Props of {@link Toolbar}. */
export interface ToolbarProps {
  /** The route's name: the toolbar sits 180 px from the left on monitor, 168 px elsewhere. */
  routeName: string;
  routeParams?: Readonly<Record<string, unknown>>;
  /** Legacy mode of the asset selector (cleared when the params change too). */
  legacy?: boolean;
  assets: readonly AssetSelectionItem[];
  selection: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  singleSelect?: boolean;
  options?: Partial<ToolbarOptions>;
  /** v1: one status; v2: several. @default 'v1' */
  statusMode?: 'v1' | 'v2';
  /** The filter type (its first value 'key' leaves All out of the compact dropdown). */
  filterType?: readonly string[];
  status: readonly StatusFilterKey[];
  /** The stats: assets per status entry, fixed or a live source. */
  counts: StatusCounts | StatusCountsSource;
  onStatusChange: (status: StatusFilterKey[]) => void;
  search: string;
  onSearchChange: (search: string) => void;
  poiVisible: boolean;
  onPoiVisibleChange: (visible: boolean) => void;
  poiLabelVisible: boolean;
  onPoiLabelVisibleChange: (visible: boolean) => void;
  traffic: boolean;
  /** The set-traffic event of the traffic toggle. */
  onSetTraffic: (on: boolean) => void;
  /** The main data is loading: the 'Fetching data' banner shows and the selector is disabled. */
  loading: boolean;
  /**
   * Window 1000 px or less: icons only, the filter as a dropdown, a 250 px selector. Wider, the toolbar still takes
   * that form when the full one does not fit its row (and shows its toggles' labels only where they fit).
   */
  compact: boolean;
  /** Content of the space left of the toolbar (e.g. the monitor's view tabs). */
  leading?: ReactNode;
  /** Exports what the view lists as a PDF (the export dialog); without it the button waits, explained by its tooltip. */
  onExportPdf?: () => void;
  /** Exports the same list as an Excel workbook. */
  onExportExcel?: () => void;
  /** An export is being built: the buttons are busy. */
  exporting?: boolean;
}

/** The offset of the toolbar from the left for a route, px. */
export function toolbarOffset(routeName: string): number {
  return routeName === 'monitor' ? TOOLBAR_OFFSET_PX.monitor : TOOLBAR_OFFSET_PX.other;
}

interface ToggleProps {
  pressed: boolean;
  onToggle: () => void;
  label: string;
  /** The tooltip: what the toggle does. */
  tip: string;
  icon: ReactNode;
  /** No room for the label: the icon alone (the label still names the button). */
  iconOnly: boolean;
  testId: string;
  disabled?: boolean;
}

/**
 * A toolbar toggle: icon and label (the label hides where the toolbar has no room), named by its label, with a tooltip
 * saying what it does. A disabled toggle keeps its tooltip through a focusable wrapper (disabled buttons get no events).
 */
function Toggle({ pressed, onToggle, label, tip, icon, iconOnly, testId, disabled }: ToggleProps) {
  const button = (
    <button type="button" className="toolbar__toggle" aria-pressed={pressed} aria-label={label} onClick={onToggle} disabled={disabled} data-testid={testId}>
      {icon}
      {iconOnly ? null : <span className="toolbar__label">{label}</span>}
    </button>
  );
  if (disabled) {
    return (
      <Tooltip content={tip}>
        <span className="toolbar__toggle-wrap" tabIndex={0} data-testid={`${testId}-wrap`}>
          {button}
        </span>
      </Tooltip>
    );
  }
  return <Tooltip content={tip}>{button}</Tooltip>;
}

const noSubscription = () => () => undefined;

function isCountsSource(counts: StatusCounts | StatusCountsSource): counts is StatusCountsSource {
  return typeof (counts as StatusCountsSource).subscribe === 'function';
}

/** The status filter, reading its counts from a live source (it alone re-renders when they change). */
function CountedStatusFilter({ counts, ...props }: Omit<Parameters<typeof StatusFilter>[0], 'counts'> & { counts: StatusCounts | StatusCountsSource }) {
  const source = useMemo<StatusCountsSource>(() => (isCountsSource(counts) ? counts : { get: () => counts, subscribe: noSubscription }), [counts]);
  const current = useSyncExternalStore(source.subscribe, source.get, source.get);
  return <StatusFilter {...props} counts={current} />;
}

/**
 * An export button: it exports what the view lists when the view gives it `onExport`; otherwise it is disabled and
 * its tooltip says why.
 */
function ExportButton({ label, tip, icon, iconOnly, testId, onExport, busy = false }: { label: string; tip: string; icon: ReactNode; iconOnly: boolean; testId: string; onExport?: () => void; busy?: boolean }) {
  if (onExport) {
    const button = (
      <button type="button" className="toolbar__toggle toolbar__export" aria-label={label} aria-busy={busy || undefined} disabled={busy} onClick={onExport} data-testid={testId}>
        {icon}
        {iconOnly ? null : <span className="toolbar__label">{label}</span>}
      </button>
    );
    return <Tooltip content={tip}>{button}</Tooltip>;
  }
  return (
    <Tooltip content={TOOLBAR_TEXTS.exportLater}>
      <span className="toolbar__export-wrap" tabIndex={0} data-testid={`${testId}-wrap`}>
        <button type="button" className="toolbar__toggle toolbar__export" disabled aria-label={label} data-testid={testId}>
          {icon}
          {iconOnly ? null : <span className="toolbar__label">{label}</span>}
        </button>
      </span>
    </Tooltip>
  );
}

/**
 * The toolbar of the map, monitor, playback and reports views (SPEC §2): asset selector, status filter with counts,
 * a 150 px search box, the POI and POI-label toggles, the traffic toggle and the export buttons. Compact at 1000 px
 * or less. While the main data loads a 'Fetching data' banner slides in under it and the selector is disabled.
 * Controlled: every change is an event.
 */
export function Toolbar(props: ToolbarProps) {
  const {
    routeName,
    loading,
    options: given,
    statusMode = 'v1',
    filterType = [],
    poiVisible,
    poiLabelVisible,
    traffic,
  } = props;
  const options = { ...DEFAULT_TOOLBAR_OPTIONS, ...given };
  const offset = toolbarOffset(routeName);
  // One row: compact at 1000 px or less, and wider whenever the full toolbar does not fit (it never wraps there).
  const row = useRef<HTMLDivElement>(null);
  const level = useToolbarLevel(row, props.compact);
  const compact = level === 'compact';
  const iconOnly = level !== 'labels';

  return (
    <div className="toolbar-area" data-compact={compact || undefined}>
      <div className="toolbar-area__lead" style={{ width: offset }}>
        {props.leading}
      </div>
      <div ref={row} className="toolbar" role="toolbar" aria-label="Map toolbar" data-testid="toolbar" data-compact={compact} data-level={level} data-offset={offset}>
        <AssetSelector
          assets={props.assets}
          value={props.selection}
          onChange={props.onSelectionChange}
          singleSelect={props.singleSelect}
          compact={compact}
          disabled={loading}
          legacy={props.legacy}
          routeName={routeName}
          routeParams={props.routeParams}
        />
        {options.filter ? (
          <CountedStatusFilter mode={statusMode} value={props.status} counts={props.counts} onChange={props.onStatusChange} compact={compact} filterType={filterType} />
        ) : null}
        {options.search ? (
          <label className="toolbar__search" style={{ width: TOOLBAR_SEARCH_WIDTH_PX }}>
            <SearchIcon size={14} />
            <input
              type="search"
              value={props.search}
              placeholder={TOOLBAR_TEXTS.searchPlaceholder}
              aria-label={TOOLBAR_TEXTS.searchPlaceholder}
              onChange={(e) => props.onSearchChange(e.target.value)}
              data-testid="toolbar-search"
            />
          </label>
        ) : null}
        <div className="toolbar__group">
          {options.poi ? (
            <>
              <Toggle pressed={poiVisible} onToggle={() => props.onPoiVisibleChange(!poiVisible)} label={TOOLBAR_TEXTS.poi} tip={TOOLBAR_TEXTS.poiTip} icon={<PinIcon />} iconOnly={iconOnly} testId="toolbar-poi" />
              <Toggle
                pressed={poiLabelVisible}
                onToggle={() => props.onPoiLabelVisibleChange(!poiLabelVisible)}
                label={TOOLBAR_TEXTS.poiLabels}
                tip={poiVisible ? TOOLBAR_TEXTS.poiLabelsTip : TOOLBAR_TEXTS.poiLabelsOffTip}
                icon={<LabelIcon />}
                iconOnly={iconOnly}
                disabled={!poiVisible}
                testId="toolbar-poi-labels"
              />
            </>
          ) : null}
          <Toggle pressed={traffic} onToggle={() => props.onSetTraffic(!traffic)} label={TOOLBAR_TEXTS.traffic} tip={TOOLBAR_TEXTS.trafficTip} icon={<TrafficIcon />} iconOnly={iconOnly} testId="toolbar-traffic" />
        </div>
        {options.export ? (
          <div className="toolbar__group">
            <ExportButton label={TOOLBAR_TEXTS.exportPdf} tip={TOOLBAR_TEXTS.exportPdfTip} icon={<PdfIcon />} iconOnly={iconOnly} testId="toolbar-export-pdf" onExport={props.onExportPdf} busy={props.exporting} />
            <ExportButton label={TOOLBAR_TEXTS.exportExcel} tip={TOOLBAR_TEXTS.exportExcelTip} icon={<SheetIcon />} iconOnly={iconOnly} testId="toolbar-export-excel" onExport={props.onExportExcel} busy={props.exporting} />
          </div>
        ) : null}
        <div className="toolbar__banner" data-visible={loading} aria-hidden={!loading} role="status" data-testid="toolbar-banner">
          {MESSAGES.fetchingData}
        </div>
      </div>
    </div>
  );
}
