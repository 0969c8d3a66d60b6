import type { ReportColumn, ReportRow } from '@fleet/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportGrid, type ReportGridView } from './report-grid';

const columns: ReportColumn[] = [
  { header: 'Asset', field: 'assetName', width: 100 },
  { header: 'Speed', field: 'speed', unit: 'km/h', width: 60 },
  { header: 'Address', field: 'address', width: 160 },
  { header: 'Maintenance', field: 'maintenance', width: 200 },
];
const rows: ReportRow[] = Array.from({ length: 120 }, (_, i) => ({
  assetName: `Truck ${i}`,
  speed: (i * 37) % 100,
  address: i % 4 === 0 ? 'Shah Alam' : 'Klang',
  latitude: i % 2 ? 3.1 : null,
  longitude: i % 2 ? 101.5 : null,
  maintenance: 'summary',
  documentCount: 1,
  serviceCount: 2,
  tireCount: i % 3,
  totalCost: 150.5,
}));

afterEach(() => vi.restoreAllMocks());

function setup(extra: Partial<Parameters<typeof ReportGrid>[0]> = {}) {
  const views: ReportGridView[] = [];
  render(<ReportGrid columns={columns} rows={rows} onStateChange={(v) => views.push(v)} {...extra} />);
  return { last: () => views[views.length - 1]! };
}

describe('ReportGrid', () => {
  it('shows 10 rows by default and pages', () => {
    setup();
    expect(screen.getAllByTestId('report-grid-row')).toHaveLength(10);
    expect(screen.getByTestId('report-grid-page').textContent).toBe('Page 1 of 12');
    fireEvent.click(screen.getByLabelText('Next page'));
    expect(screen.getAllByTestId('report-grid-row')[0]!.textContent).toContain('Truck 10');
  });

  it('searches the visible columns case-insensitively and reports the rows shown', () => {
    const { last } = setup();
    fireEvent.change(screen.getByTestId('report-grid-search'), { target: { value: 'SHAH' } });
    expect(last().rows).toHaveLength(30);
    expect(screen.getByTestId('report-grid-count').textContent).toBe('30 of 120 rows');
  });

  it('sorts by a header: ascending, descending, off', () => {
    const { last } = setup();
    const header = screen.getByRole('button', { name: 'Speed (km/h)' });
    fireEvent.click(header);
    expect(last().sort).toEqual({ field: 'speed', direction: 'asc' });
    expect(last().rows[0]!.speed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /Speed/ }));
    expect(last().rows[0]!.speed).toBe(99);
    fireEvent.click(screen.getByRole('button', { name: /Speed/ }));
    expect(last().sort).toBeNull();
  });

  it('page size All renders a virtual window of about 40 rows', () => {
    const { last } = setup();
    fireEvent.change(screen.getByTestId('report-grid-page-size'), { target: { value: 'All' } });
    expect(last().pageSize).toBe('All');
    const n = screen.getAllByTestId('report-grid-row').length;
    expect(n).toBeGreaterThanOrEqual(20);
    expect(n).toBeLessThanOrEqual(45);
  });

  it('hides defaultHiddenFields and the search ignores hidden columns', () => {
    const { last } = setup({ defaultHiddenFields: ['address'] });
    expect(last().visibleColumns.map((c) => c.field)).toEqual(['assetName', 'speed', 'maintenance']);
    fireEvent.change(screen.getByTestId('report-grid-search'), { target: { value: 'shah' } });
    expect(last().rows).toHaveLength(0);
  });

  it('toggles Expand/Minimize Columns', () => {
    const { last } = setup();
    const toggle = screen.getByTestId('report-grid-expand');
    expect(toggle.textContent).toBe('Expand Columns');
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Minimize Columns');
    expect(last().expanded).toBe(true);
  });

  it('offers the maps command only on rows with coordinates, in the row actions menu, and renders maintenance counts', async () => {
    const onRowCommand = vi.fn();
    setup({ onRowCommand });
    const [first, second] = screen.getAllByTestId('report-grid-row');
    expect(within(first!).queryByTestId('report-grid-row-actions')).toBeNull();
    await userEvent.click(within(second!).getByTestId('report-grid-row-actions'));
    await userEvent.click(await screen.findByTestId('report-grid-row-command'));
    expect(onRowCommand).toHaveBeenCalledWith(rows[1]);
    expect(within(second!).getByTestId('report-grid-maintenance').textContent).toBe('d 1 · s 2 · t 1 · RM 150.50');
  });

  it('puts the actions a row has in its one compact menu, each running for its own row', async () => {
    const opened: unknown[] = [];
    setup({ rowActions: (row) => (row === rows[0] ? [] : [{ label: 'Details', testId: 'row-details', run: () => opened.push(row) }]) });
    const [first, second] = screen.getAllByTestId('report-grid-row');
    expect(within(first!).queryByTestId('report-grid-row-actions')).toBeNull();
    // The actions column is one 40 px column, whatever the number of actions.
    expect(screen.getByRole('columnheader', { name: 'Actions' }).style.width).toBe('40px');
    await userEvent.click(within(second!).getByTestId('report-grid-row-actions'));
    const menu = await screen.findByTestId('report-grid-row-menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Details']);
    await userEvent.click(within(menu).getByTestId('row-details'));
    expect(opened).toEqual([rows[1]]);
  });

  it('sizes each column from its label (with the unit) and its values: nothing is cut', () => {
    // A measure of 7 px per character, 8 bold: 'Speed (km/h)' needs 12 x 8 + 16 (sort arrow) + 16 (padding) = 128 px.
    setup({ measureText: (text, bold) => text.length * (bold ? 8 : 7) });
    const width = (name: string | RegExp) => Number.parseFloat(screen.getByRole('columnheader', { name }).style.width);
    expect(width('Speed (km/h)')).toBe(128);
    // 'Truck 119' (9 x 7 + 16 = 79 px) is wider than the label 'Asset' (5 x 8 + 16 + 16 = 72 px).
    expect(width('Asset')).toBe(79);
    // 'd 1 · s 2 · t 1 · RM 150.5' as the cell shows it: 26 x 7 + 16.
    expect(width('Maintenance')).toBe(198);
  });

  it('caps a column at 360 px in the default view, where longer values wrap; Expand Columns puts each on one line', () => {
    const long = 'Lot 1234, Jalan Perusahaan 5, Kawasan Perindustrian Bukit Raja Selatan, 40000 Shah Alam, Selangor Darul Ehsan';
    render(<ReportGrid columns={columns} rows={[{ ...rows[0]!, address: long }]} measureText={(text) => text.length * 7} />);
    const header = screen.getByRole('columnheader', { name: 'Address' });
    expect(header.style.width).toBe('360px');
    const cell = screen.getByTestId('report-grid-row').querySelector('td[data-field="address"]') as HTMLElement;
    expect(cell.textContent).toBe(long);
    expect(cell.style.whiteSpace).toBe('normal');
    fireEvent.click(screen.getByTestId('report-grid-expand'));
    expect(screen.getByRole('columnheader', { name: 'Address' }).style.width).toBe(`${long.length * 7 + 16}px`);
    expect((screen.getByTestId('report-grid-row').querySelector('td[data-field="address"]') as HTMLElement).style.whiteSpace).toBe('nowrap');
  });

  it('pins the actions, Asset and Time at the start: sticky at their offsets', () => {
    const withTime: ReportColumn[] = [{ header: 'Speed', field: 'speed', unit: 'km/h', width: 60 }, ...columns.slice(0, 1), { header: 'Time', field: 'time', width: 100 }];
    render(
      <ReportGrid
        columns={withTime}
        rows={rows.map((r, i) => ({ ...r, time: `1/1/2026 | 00:00:${String(i % 60).padStart(2, '0')}` }))}
        rowActions={() => [{ label: 'Details', testId: 'row-details', run: () => undefined }]}
        measureText={(text) => text.length * 7}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    // Pinned first, in order: actions, Asset, Time; then the others.
    expect(headers.map((h) => h.getAttribute('aria-label') ?? h.textContent)).toEqual(['Actions', 'Asset', 'Time', 'Speed (km/h)']);
    const [actions, asset, time, speed] = headers;
    expect(actions!.style.position).toBe('sticky');
    expect(actions!.style.left).toBe('0px');
    expect(asset!.style.left).toBe('40px');
    expect(time!.style.left).toBe(`${40 + Number.parseFloat(asset!.style.width)}px`);
    expect(time!.className).toBe('report-grid__pinned-last');
    expect(speed!.style.left).toBe('');
    const cells = screen.getAllByTestId('report-grid-row')[0]!.querySelectorAll('td');
    expect((cells[2] as HTMLElement).style.position).toBe('sticky');
    expect((cells[3] as HTMLElement).style.position).toBe('');
  });
});

describe('ReportGrid on TanStack Table', () => {
  it('marks the sorted header (aria-sort) and reports filtered+sorted rows with the visible columns', () => {
    const { last } = setup();
    fireEvent.change(screen.getByTestId('report-grid-search'), { target: { value: 'klang' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speed (km/h)' }));
    fireEvent.click(screen.getByRole('button', { name: /Speed/ }));
    expect(screen.getByRole('columnheader', { name: /Speed/ }).getAttribute('aria-sort')).toBe('descending');
    const view = last();
    expect(view.rows).toHaveLength(90);
    expect(view.rows.every((r) => r.address === 'Klang')).toBe(true);
    const speeds = view.rows.map((r) => r.speed as number);
    expect(speeds).toEqual([...speeds].sort((a, b) => b - a));
    expect(view.visibleColumns.map((c) => c.field)).toEqual(['assetName', 'speed', 'address', 'maintenance']);
    expect(screen.getAllByTestId('report-grid-row')[0]!.textContent).toContain(String(speeds[0]));
  });

  it('hides a column through the column chooser: header gone, reported, and the search skips it', async () => {
    const { last } = setup();
    await userEvent.click(screen.getByTestId('report-grid-columns'));
    const panel = await screen.findByTestId('report-grid-columns-panel');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Address' }));
    expect(screen.queryByRole('columnheader', { name: 'Address' })).toBeNull();
    expect(last().hiddenFields).toEqual(['address']);
    expect(last().visibleColumns.map((c) => c.field)).toEqual(['assetName', 'speed', 'maintenance']);
    fireEvent.change(screen.getByTestId('report-grid-search'), { target: { value: 'klang' } });
    expect(last().rows).toHaveLength(0);
  });

  it('changes the page size (25, then All) and resets to the first page', () => {
    const { last } = setup();
    fireEvent.click(screen.getByLabelText('Next page'));
    expect(last().pageIndex).toBe(1);
    fireEvent.change(screen.getByTestId('report-grid-page-size'), { target: { value: '25' } });
    expect(last()).toMatchObject({ pageSize: 25, pageIndex: 0 });
    expect(screen.getAllByTestId('report-grid-row')).toHaveLength(25);
    expect(screen.getByTestId('report-grid-page').textContent).toBe('Page 1 of 5');
    fireEvent.change(screen.getByTestId('report-grid-page-size'), { target: { value: 'All' } });
    expect(screen.queryByTestId('report-grid-page')).toBeNull();
    expect(screen.getAllByTestId('report-grid-row')[0]!.textContent).toContain('Truck 0');
  });

  it('page size All moves the virtual window as the list scrolls', async () => {
    setup();
    fireEvent.change(screen.getByTestId('report-grid-page-size'), { target: { value: 'All' } });
    const scroller = screen.getByTestId('report-grid-scroll');
    scroller.scrollTop = 60 * 32;
    await act(async () => {
      fireEvent.scroll(scroller);
      await new Promise((r) => setTimeout(r, 50));
    });
    const shown = screen.getAllByTestId('report-grid-row');
    expect(shown.length).toBeLessThanOrEqual(45);
    expect(shown[0]!.textContent).not.toContain('Truck 0');
    expect(shown.some((r) => r.textContent?.includes('Truck 60'))).toBe(true);
  });
});

describe('ReportGrid controlled state', () => {
  it('uses the state given by the app and only reports changes', () => {
    const onStateChange = vi.fn();
    const onViewStateChange = vi.fn();
    render(<ReportGrid columns={columns} rows={rows} state={{ search: 'shah', pageSize: 25 }} onStateChange={onStateChange} onViewStateChange={onViewStateChange} />);
    expect(screen.getAllByTestId('report-grid-row')).toHaveLength(25);
    fireEvent.change(screen.getByTestId('report-grid-search'), { target: { value: 'klang' } });
    // Controlled: the search stays until the app feeds the new value back.
    expect((screen.getByTestId('report-grid-search') as HTMLInputElement).value).toBe('shah');
    expect(onViewStateChange).toHaveBeenCalledWith(expect.objectContaining({ search: 'klang', pageSize: 25, pageIndex: 0 }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'shah', pageSize: 25, hiddenFields: [] }));
  });
});
