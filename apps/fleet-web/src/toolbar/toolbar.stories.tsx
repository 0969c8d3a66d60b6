import type { StatusCounts, StatusFilterKey } from '@fleet/domain';
import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toolbar, type StatusCountsSource, type ToolbarOptions } from './toolbar';
import { TOOLBAR_TEXTS } from './toolbar-texts';

const assets = [
  { assetId: 11, assetName: 'Hino 500 - WXY 4821', assetGroup: 'Klang Valley Logistics', unitId: '356307042441011' },
  { assetId: 12, assetName: 'Isuzu NPR - BKQ 7310', assetGroup: 'Klang Valley Logistics', unitId: '356307042441012' },
  { assetId: 21, assetName: 'Isuzu FRR - PKN 3921', assetGroup: 'Penang Distribution', unitId: '356307042441021' },
];
const counts: StatusCounts = { All: 49, Move: 18, Idle: 6, Park: 21, Inactive: 4 };

interface StatefulProps {
  routeName: string;
  /** v1 (one status) or v2 (several; the Monitor's). */
  statusMode?: 'v1' | 'v2';
  /** Counts that change on their own (the Monitor's live store); the fixed counts otherwise. */
  countsSource?: StatusCountsSource;
  compact: boolean;
  loading: boolean;
  options?: Partial<ToolbarOptions>;
  filterType?: string[];
  onSetTraffic?: (on: boolean) => void;
  onStatusChange?: (status: StatusFilterKey[]) => void;
  onSearchChange?: (search: string) => void;
  onPoiVisibleChange?: (visible: boolean) => void;
  onExportPdf?: () => void;
  onExportExcel?: () => void;
}

/** The toolbar with its values kept in story state (it is controlled). */
function Stateful({ routeName, compact, loading, options, filterType, statusMode, countsSource, ...events }: StatefulProps) {
  const [selection, setSelection] = useState<number[]>([]);
  const [status, setStatus] = useState<StatusFilterKey[]>(['All']);
  const [search, setSearch] = useState('');
  const [poi, setPoi] = useState(true);
  const [labels, setLabels] = useState(true);
  const [traffic, setTraffic] = useState(false);
  return (
    // The full toolbar needs a wide window (it is compact at 1000 px or less).
    <div style={{ position: 'relative', paddingBottom: 40, minWidth: compact ? undefined : 1600 }}>
      <Toolbar
        routeName={routeName}
        assets={assets}
        selection={selection}
        onSelectionChange={setSelection}
        options={options}
        filterType={filterType}
        statusMode={statusMode}
        status={status}
        counts={countsSource ?? counts}
        onStatusChange={(s) => {
          events.onStatusChange?.(s);
          setStatus(s);
        }}
        search={search}
        onSearchChange={(s) => {
          events.onSearchChange?.(s);
          setSearch(s);
        }}
        poiVisible={poi}
        onPoiVisibleChange={(v) => {
          events.onPoiVisibleChange?.(v);
          setPoi(v);
        }}
        poiLabelVisible={labels}
        onPoiLabelVisibleChange={setLabels}
        traffic={traffic}
        onSetTraffic={(on) => {
          events.onSetTraffic?.(on);
          setTraffic(on);
        }}
        loading={loading}
        compact={compact}
        onExportPdf={events.onExportPdf}
        onExportExcel={events.onExportExcel}
        leading={<strong>Monitor</strong>}
      />
    </div>
  );
}

const meta = {
  title: 'Web/Toolbar',
  component: Stateful,
  args: {
    routeName: 'monitor',
    compact: false,
    loading: false,
    onSetTraffic: fn(),
    onStatusChange: fn(),
    onSearchChange: fn(),
    onPoiVisibleChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 180 px from the left on monitor; every option on; the status filter with its counts. */
export const Monitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByTestId('toolbar');
    await expect(toolbar).toHaveAttribute('data-offset', '180');
    await expect(canvas.getByTestId('asset-selector').style.width).toBe('300px');
    await expect(canvas.getByTestId('status-filter-Park')).toHaveTextContent('21');
    await expect(canvas.getByTestId('toolbar-search').parentElement?.style.width).toBe('150px');
    await expect(canvas.getByTestId('toolbar-poi')).toHaveTextContent('POI');
    await expect(canvas.getByTestId('toolbar-banner')).toHaveAttribute('data-visible', 'false');
  },
};

/** 168 px from the left on the other routes. */
export const OtherRoute: Story = {
  args: { routeName: 'map' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('toolbar')).toHaveAttribute('data-offset', '168');
  },
};

/** The traffic toggle emits set-traffic; POI visibility toggles; the labels toggle follows POI visibility. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('toolbar-traffic'));
    await expect(args.onSetTraffic).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByTestId('toolbar-traffic')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByTestId('toolbar-traffic'));
    await expect(args.onSetTraffic).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByTestId('toolbar-poi'));
    await expect(args.onPoiVisibleChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByTestId('toolbar-poi-labels')).toBeDisabled();
  },
};

/** The status filter emits only when the choice changes; the search box reports what is typed. */
export const FilterAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('status-filter-All'));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByTestId('status-filter-Park'));
    await expect(args.onStatusChange).toHaveBeenCalledWith(['Park']);
    await userEvent.type(canvas.getByTestId('toolbar-search'), 'hino');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('hino');
  },
};

/** Export waits for the reports: real buttons, disabled, with a tooltip that says so. */
export const ExportLater: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('toolbar-export-pdf')).toBeDisabled();
    await expect(canvas.getByTestId('toolbar-export-excel').tagName).toBe('BUTTON');
    await userEvent.hover(canvas.getByTestId('toolbar-export-pdf-wrap'));
    await expect((await screen.findAllByText('Export comes with reports')).length).toBeGreaterThan(0);
  },
};

/** A view that lists vehicles (the Monitor) gives the exports their work: the buttons are enabled and call it. */
export const ExportEnabled: Story = {
  args: { onExportPdf: fn(), onExportExcel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('toolbar-export-pdf')).toBeEnabled();
    await userEvent.click(canvas.getByTestId('toolbar-export-pdf'));
    await userEvent.click(canvas.getByTestId('toolbar-export-excel'));
    await expect(args.onExportPdf).toHaveBeenCalledTimes(1);
    await expect(args.onExportExcel).toHaveBeenCalledTimes(1);
  },
};

/** Options off: no search, filter, POI or export. */
export const OptionsOff: Story = {
  args: { options: { search: false, filter: false, poi: false, export: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('toolbar-search')).toBeNull();
    await expect(canvas.queryByTestId('status-filter')).toBeNull();
    await expect(canvas.queryByTestId('toolbar-poi')).toBeNull();
    await expect(canvas.queryByTestId('toolbar-export-pdf')).toBeNull();
    await expect(canvas.getByTestId('toolbar-traffic')).toBeInTheDocument();
  },
};

/** While the main data loads: the 'Fetching data' banner shows and the selector is disabled. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('toolbar-banner')).toHaveAttribute('data-visible', 'true');
    await expect(canvas.getByTestId('toolbar-banner')).toHaveTextContent(MESSAGES.fetchingData);
    await expect(canvas.getByTestId('asset-selector-trigger')).toBeDisabled();
  },
};

/** Compact (window 1000 px or less): icons only, the filter in a dropdown, a 250 px selector. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('asset-selector').style.width).toBe('250px');
    await expect(canvas.getByTestId('toolbar-poi')).toHaveAccessibleName('POI');
    await expect(canvas.getByTestId('toolbar-poi')).not.toHaveTextContent('POI');
    await userEvent.click(canvas.getByTestId('status-filter-trigger'));
    await expect(await screen.findByTestId('status-filter-Idle')).toHaveTextContent('6');
  },
};

/** Compact with filter type 'key': the dropdown leaves out All. */
export const CompactKeyFilterType: Story = {
  args: { compact: true, filterType: ['key'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('status-filter-trigger'));
    await expect(await screen.findByTestId('status-filter-Move')).toBeInTheDocument();
    await expect(screen.queryByTestId('status-filter-All')).toBeNull();
  },
};

/** Every toggle and button is named by its label and explains itself in a tooltip; toggles keep their label where there is room. */
export const TooltipsAndNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [TOOLBAR_TEXTS.poi, TOOLBAR_TEXTS.poiLabels, TOOLBAR_TEXTS.traffic]) {
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByTestId('toolbar')).toHaveAttribute('data-level', 'labels');
    await expect(canvas.getByTestId('toolbar-traffic')).toHaveTextContent(TOOLBAR_TEXTS.traffic);
    await userEvent.hover(canvas.getByTestId('toolbar-traffic'));
    await expect((await screen.findAllByText(TOOLBAR_TEXTS.trafficTip)).length).toBeGreaterThan(0);
    await userEvent.hover(canvas.getByTestId('status-filter-Park'));
    await expect((await screen.findAllByText('Parked: 21')).length).toBeGreaterThan(0);
  },
};

/** The Monitor's filter: multi-select (v2) with counts from a live source; only the filter follows their changes. */
function liveCounts(): StatusCountsSource & { set(next: StatusCounts): void } {
  let current = counts;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      current = next;
      listeners.forEach((l) => l());
    },
  };
}
const monitorCounts = liveCounts();
export const MonitorMultiSelect: Story = {
  args: { statusMode: 'v2', countsSource: monitorCounts },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('status-filter-Move')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByTestId('status-filter-Park'));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith(['Move', 'Idle', 'Inactive']);
    await expect(canvas.getByTestId('status-filter-All')).toHaveAttribute('aria-pressed', 'false');
    monitorCounts.set({ All: 49, Move: 19, Idle: 5, Park: 21, Inactive: 4 });
    await waitFor(() => expect(canvas.getByTestId('status-filter-count-Move')).toHaveTextContent('19'));
    monitorCounts.set(counts);
  },
};
