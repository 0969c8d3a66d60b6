import { US_UNITS, type ReportRow } from '@fleet/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nearestIndex } from './fuel-chart-plot';
import { FuelChart } from './fuel-chart';
import { FUEL_CHART_COLORS, FUEL_CHART_FILE_NAME, fuelChartSeries, fuelChartSpeedDomain, thinFuelPoints, type FuelChartPoint } from './fuel-series';

const T0 = Date.UTC(2026, 10, 1, 0, 0, 0);

function samplePoints(n: number): FuelChartPoint[] {
  return Array.from({ length: n }, (_, i) => ({ time: T0 + i * 60_000, fuel: 50 - i * 0.1, odometer: 1000 + i, speed: (i * 7) % 120 }));
}

describe('fuelChartSeries', () => {
  it('sorts by timestamp, drops rows without one and nulls non-numeric values', () => {
    const rows: ReportRow[] = [
      { timestamp: T0 + 2000, fuel: 30, odometer: 12, speed: 40 },
      { timestamp: null, fuel: 99, odometer: 99, speed: 99 },
      { fuel: 98 },
      { timestamp: T0, fuel: null, odometer: 10, speed: 0 },
      { timestamp: T0 + 1000, fuel: 31, odometer: '11', speed: 20 },
    ];
    expect(fuelChartSeries(rows)).toEqual([
      { time: T0, fuel: null, odometer: 10, speed: 0 },
      { time: T0 + 1000, fuel: 31, odometer: null, speed: 20 },
      { time: T0 + 2000, fuel: 30, odometer: 12, speed: 40 },
    ]);
  });

  it('keeps short series whole', () => {
    const rows = samplePoints(500).map((p) => ({ timestamp: p.time, fuel: p.fuel, odometer: p.odometer, speed: p.speed }));
    expect(fuelChartSeries(rows)).toHaveLength(500);
  });

  it('thins long series to at most 2000 points, sorted, keeping the extrema (a one-sample refuel spike survives)', () => {
    const points = samplePoints(20_000);
    points[12_345] = { ...points[12_345]!, fuel: 400 }; // refuel spike
    points[777] = { ...points[777]!, fuel: -5 }; // drain dip
    points[15_001] = { ...points[15_001]!, speed: 190 };
    const rows: ReportRow[] = [...points].reverse().map((p) => ({ timestamp: p.time, fuel: p.fuel, odometer: p.odometer, speed: p.speed }));
    const out = fuelChartSeries(rows);
    expect(out.length).toBeLessThanOrEqual(2000);
    expect(out.length).toBeGreaterThan(1000);
    for (let i = 1; i < out.length; i++) expect(out[i]!.time).toBeGreaterThan(out[i - 1]!.time);
    expect(out).toContainEqual(points[12_345]);
    expect(out).toContainEqual(points[777]);
    expect(out).toContainEqual(points[15_001]);
    expect(out[0]).toEqual(points[0]);
    expect(out[out.length - 1]).toEqual(points[points.length - 1]);
    // Every bucket keeps its extrema, so the drawn range is the full range.
    const range = (xs: FuelChartPoint[], k: 'fuel' | 'odometer' | 'speed') => [Math.min(...xs.map((p) => p[k]!)), Math.max(...xs.map((p) => p[k]!))];
    for (const k of ['fuel', 'odometer', 'speed'] as const) expect(range(out, k)).toEqual(range(points, k));
  });

  it('thinFuelPoints honours a custom limit', () => {
    expect(thinFuelPoints(samplePoints(1000), 80).length).toBeLessThanOrEqual(80);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest point by time', () => {
    const pts = samplePoints(10);
    expect(nearestIndex(pts, T0 - 5)).toBe(0);
    expect(nearestIndex(pts, T0 + 3 * 60_000 + 10_000)).toBe(3);
    expect(nearestIndex(pts, T0 + 3 * 60_000 + 50_000)).toBe(4);
    expect(nearestIndex(pts, T0 + 99 * 60_000)).toBe(9);
  });
});

describe('FuelChart', () => {
  it('is hidden (a spinner) while the points are not loaded', () => {
    render(<FuelChart points={null} width={800} />);
    expect(screen.getByTestId('fuel-chart').dataset.state).toBe('loading');
    expect(screen.getByTestId('fuel-chart-loading')).toBeTruthy();
    expect(screen.queryByTestId('fuel-chart-svg')).toBeNull();
    expect((screen.getByTestId('fuel-chart-export') as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders the title, legend and three lines coloured red, blue, green once sized', () => {
    render(<FuelChart points={samplePoints(50)} width={800} height={300} />);
    expect(screen.getByRole('heading', { name: 'Fuel Chart' })).toBeTruthy();
    const paths = [...screen.getByTestId('fuel-chart-svg').querySelectorAll('path[data-series]')];
    expect(paths.map((p) => [p.getAttribute('data-series'), p.getAttribute('stroke')])).toEqual([
      ['fuel', 'red'],
      ['odometer', 'blue'],
      ['speed', 'green'],
    ]);
    expect(FUEL_CHART_COLORS).toEqual({ fuel: 'red', odometer: 'blue', speed: 'green' });
    for (const p of paths) expect(p.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByTestId('fuel-chart-legend').textContent).toBe('Fuel (L)Odometer (km)Speed (kph)');
    // The speed axis is fixed 0-200.
    const svgText = screen.getByTestId('fuel-chart-svg').textContent ?? '';
    expect(svgText).toContain('200');
  });

  it("labels the series and scales the speed axis in the company's units", () => {
    render(<FuelChart points={samplePoints(50)} width={800} height={300} units={US_UNITS} />);
    expect(screen.getByTestId('fuel-chart-legend').textContent).toBe('Fuel (gal)Odometer (mi)Speed (mph)');
    const svgText = screen.getByTestId('fuel-chart-svg').textContent ?? '';
    expect(svgText).toContain('Speed (mph)');
    expect(svgText).not.toContain('kph');
    expect(fuelChartSpeedDomain(US_UNITS)).toEqual([0, 124.3]);
  });

  it('shows the three values in a tooltip on hover', () => {
    const points = samplePoints(10);
    render(<FuelChart points={points} width={800} height={300} timeZone="UTC" />);
    fireEvent.mouseMove(screen.getByTestId('fuel-chart-hover'), { clientX: 0, clientY: 20 });
    const tip = screen.getByTestId('fuel-chart-tooltip');
    expect(tip.textContent).toContain('1/11/2026 | 00:00:00');
    expect(tip.textContent).toContain('Fuel: 50 L');
    expect(tip.textContent).toContain('Odometer: 1000 km');
    expect(tip.textContent).toContain('Speed: 0 kph');
    fireEvent.mouseLeave(screen.getByTestId('fuel-chart-hover'));
    expect(screen.queryByTestId('fuel-chart-tooltip')).toBeNull();
  });

  it("exports the chart as 'Fuel Chart.png'", async () => {
    const exportImage = vi.fn(async (_node: HTMLElement) => 'data:image/png;base64,AAAA');
    const download = vi.fn();
    render(<FuelChart points={samplePoints(10)} width={800} exportImage={exportImage} download={download} />);
    await userEvent.click(screen.getByTestId('fuel-chart-export'));
    await waitFor(() => expect(download).toHaveBeenCalledWith('data:image/png;base64,AAAA', 'Fuel Chart.png'));
    expect(FUEL_CHART_FILE_NAME).toBe('Fuel Chart.png');
    expect(exportImage.mock.calls[0]![0].textContent).toContain('Fuel Chart');
  });

  it('a failed export does not crash and re-enables the button', async () => {
    const download = vi.fn();
    render(<FuelChart points={samplePoints(10)} width={800} exportImage={() => Promise.reject(new Error('tainted'))} download={download} />);
    await userEvent.click(screen.getByTestId('fuel-chart-export'));
    await waitFor(() => expect((screen.getByTestId('fuel-chart-export') as HTMLButtonElement).disabled).toBe(false));
    expect(download).not.toHaveBeenCalled();
  });

  it('shows No Data Found for an empty series', () => {
    render(<FuelChart points={[]} width={800} />);
    expect(screen.getByTestId('fuel-chart').dataset.state).toBe('empty');
    expect(screen.getByText('No Data Found')).toBeTruthy();
  });
});
