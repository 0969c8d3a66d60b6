// @vitest-environment happy-dom
import { DEFAULT_TIME_ZONE, MAINTENANCE_TEXTS, type CostViewResponse } from '@fleet/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { costFixtureView, emptyCostView } from './cost-fixtures';
import { COST_EMPTY_TEXT, CostsPanel } from './costs-panel';
import { costPeriodBounds, customCostBounds } from './cost-view';

type CostState = { data?: CostViewResponse; isError: boolean; error: Error | null; refetch: () => void };
const state: { cost: CostState; queries: { from: number; to: number; assetIds?: readonly number[] }[] } = { cost: { isError: false, error: null, refetch: vi.fn() }, queries: [] };
const ASSETS = [
  { assetId: 1, assetName: 'Hino 700', assetGroup: 'Trucks', unitId: 'U1', type: 'truck' as const, iconType: 'truck-1' },
  { assetId: 3, assetName: 'Axia', assetGroup: 'Cars', unitId: 'U3', type: 'car' as const, iconType: 'car-1' },
];
vi.mock('@fleet/api', () => ({
  useAssets: () => ({ data: ASSETS }),
  useCostView: (query: { from: number; to: number; assetIds?: readonly number[] }) => {
    state.queries.push(query);
    return state.cost;
  },
}));
const kit = vi.hoisted(() => ({ buildWorkbook: vi.fn(async () => new Uint8Array([1])), buildPdf: vi.fn(async () => new Uint8Array([2])), downloadBytes: vi.fn() }));
vi.mock('@fleet/export-kit', async (importOriginal) => ({ ...(await importOriginal<typeof import('@fleet/export-kit')>()), ...kit }));

// 20:00 UTC on 30 Nov 2026: 1 December in Kuala Lumpur (the company zone when the session names none).
const NOW = Date.UTC(2026, 10, 30, 20);
const lastQuery = () => state.queries.at(-1)!;

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  state.cost = { data: costFixtureView(), isError: false, error: null, refetch: vi.fn() };
  state.queries = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  kit.buildWorkbook.mockClear();
  kit.buildPdf.mockClear();
  kit.downloadBytes.mockClear();
});

describe('CostsPanel', () => {
  it('asks for the last 12 months of every asset in the company zone and shows tiles, charts and the table', () => {
    render(<CostsPanel />);
    expect(lastQuery()).toEqual(costPeriodBounds('last-12-months', NOW, DEFAULT_TIME_ZONE));
    expect(screen.getByTestId('cost-period')).toHaveProperty('value', 'last-12-months');
    expect(screen.getByTestId('cost-from')).toHaveProperty('value', '2026-01-01');
    expect(screen.getByTestId('cost-to')).toHaveProperty('value', '2026-12-01');
    expect(screen.getByTestId('cost-tile-total-count').textContent).toMatch(/^RM [\d,]+\.\d\d$/);
    expect(screen.getByTestId('cost-chart-months')).toBeTruthy();
    expect(screen.getByTestId('cost-chart-per-km')).toBeTruthy();
    expect(screen.getAllByTestId('cost-row').map((r) => r.querySelector('th')!.textContent)).toEqual(['Hino 700', 'Isuzu NPR', 'Axia', 'Generator 2']);
    expect(screen.getByTestId('cost-assets-trigger')).toBeTruthy();
  });

  it('changes the period by name or by days, and keeps the last valid days while the typed ones are wrong', () => {
    render(<CostsPanel />);
    fireEvent.change(screen.getByTestId('cost-period'), { target: { value: 'this-month' } });
    expect(lastQuery()).toEqual(costPeriodBounds('this-month', NOW, DEFAULT_TIME_ZONE));
    fireEvent.change(screen.getByTestId('cost-from'), { target: { value: '2026-03-01' } });
    expect(screen.getByTestId('cost-period')).toHaveProperty('value', 'custom');
    expect(lastQuery()).toEqual(customCostBounds('2026-03-01', '2026-12-01', DEFAULT_TIME_ZONE));
    fireEvent.change(screen.getByTestId('cost-to'), { target: { value: '2026-02-01' } });
    expect(screen.getByTestId('cost-dates-error').textContent).toBe(MAINTENANCE_TEXTS.costPeriodInvalid);
    expect(lastQuery()).toEqual(customCostBounds('2026-03-01', '2026-12-01', DEFAULT_TIME_ZONE));
    fireEvent.change(screen.getByTestId('cost-to'), { target: { value: '2026-03-31' } });
    expect(screen.queryByTestId('cost-dates-error')).toBeNull();
    expect(lastQuery()).toEqual(customCostBounds('2026-03-01', '2026-03-31', DEFAULT_TIME_ZONE));
  });

  it('shows the table by group', () => {
    render(<CostsPanel />);
    fireEvent.click(screen.getByTestId('cost-grouping-group'));
    expect(screen.getAllByTestId('cost-row').map((r) => r.querySelector('th')!.textContent)).toEqual(['Trucks', 'Cars']);
  });

  it('exports the table as shown to Excel and PDF', async () => {
    render(<CostsPanel />);
    fireEvent.click(screen.getByTestId('cost-sort-name'));
    fireEvent.click(screen.getByTestId('cost-export-xlsx'));
    await vi.waitFor(() => expect(kit.downloadBytes).toHaveBeenCalledWith(new Uint8Array([1]), 'Cost of Ownership.xlsx', expect.stringContaining('spreadsheet')));
    const model = (kit.buildWorkbook.mock.calls[0] as unknown[])[0] as { header: string[][]; data: { name: string }[] };
    expect(model.header[0]).toEqual(['Cost of Ownership']);
    expect(model.data.map((r) => r.name)).toEqual(['Axia', 'Generator 2', 'Hino 700', 'Isuzu NPR', 'Total']);
    fireEvent.click(screen.getByTestId('cost-export-pdf'));
    await vi.waitFor(() => expect(kit.downloadBytes).toHaveBeenCalledWith(new Uint8Array([2]), 'Cost of Ownership 1-12-2026 04.00.00.pdf', 'application/pdf'));
  });

  it('shows loading, the error with a retry, and the empty period', () => {
    state.cost = { isError: false, error: null, refetch: vi.fn() };
    const { rerender } = render(<CostsPanel />);
    expect(screen.getByTestId('cost-loading')).toBeTruthy();
    expect(screen.getByTestId('cost-export-xlsx')).toHaveProperty('disabled', true);
    const refetch = vi.fn();
    state.cost = { isError: true, error: new Error('Server unavailable'), refetch };
    rerender(<CostsPanel />);
    const error = screen.getByTestId('cost-error');
    expect(error.textContent).toContain('Server unavailable');
    fireEvent.click(within(error).getByTestId('error-retry'));
    expect(refetch).toHaveBeenCalled();
    state.cost = { data: emptyCostView(), isError: false, error: null, refetch: vi.fn() };
    rerender(<CostsPanel />);
    expect(screen.getByTestId('cost-empty').textContent).toContain(COST_EMPTY_TEXT);
    expect(screen.queryByTestId('cost-table')).toBeNull();
    expect(screen.getByTestId('cost-export-pdf')).toHaveProperty('disabled', true);
  });
});
