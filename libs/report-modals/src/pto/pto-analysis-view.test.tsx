import { MAP_DEFAULTS } from '@fleet/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PtoAnalysisView } from './pto-analysis-view';
import { PTO_FIELD_KEYS, PTO_FIELD_LABELS, aoiArea, type PtoRing } from './pto-format';
import { PTO_ANALYSIS_FIXTURE, rectangleRing } from './pto.fixtures';

// A ring of about 20,000 m² that the PolygonDraw stub 'draws': 10,000 m² covered is 50 % of it.
const DRAWN: PtoRing = rectangleRing(103.3, 1.85, 100, 200);

// MapLibre needs WebGL: the map-kit components are replaced by stubs that expose the props they receive.
vi.mock('@fleet/map-kit', () => ({
  MapView: ({ initialView, fitTo, children }: { initialView: { lat: number; lng: number; zoom: number }; fitTo?: unknown; children?: ReactNode }) => (
    <div data-testid="map-view" data-view={JSON.stringify(initialView)} data-fit-to={JSON.stringify(fitTo)}>
      {children}
    </div>
  ),
  PolylineLayer: ({ path }: { path: [number, number][] }) => <span data-testid="polyline-layer" data-length={path.length} />,
  PolygonDraw: ({ mode, value, onChange }: { mode: string; value?: PtoRing | null; onChange?: (ring: PtoRing | null) => void }) => (
    <button type="button" data-testid="polygon-draw" data-mode={mode} data-points={value?.length ?? 0} onClick={() => onChange?.(DRAWN)}>
      draw
    </button>
  ),
}));
// react-map-gl's scale control needs the real map; the stub shows that the map has one.
vi.mock('react-map-gl/maplibre', () => ({
  ScaleControl: ({ unit }: { unit: string }) => <span data-testid="scale-bar" data-unit={unit} />,
}));
vi.mock('./pto-layers', () => ({
  PtoHeatmap: ({ points }: { points: unknown[] }) => <span data-testid="heatmap-layer" data-count={points.length} />,
  PtoPolygons: ({ polygons }: { polygons: unknown[] }) => <span data-testid="polygons-layer" data-count={polygons.length} />,
}));

const field = (key: string) => screen.getByTestId(`pto-field-${key}`).textContent;

afterEach(() => vi.useRealTimers());

describe('PtoAnalysisView', () => {
  it('shows every summary label verbatim and the values in m²', () => {
    render(<PtoAnalysisView analysis={PTO_ANALYSIS_FIXTURE} mapInitDelayMs={0} />);
    const root = screen.getByTestId('pto-analysis');
    for (const label of [
      'Asset',
      'Input Type',
      'Time',
      'Elapsed Time',
      'OFF Time',
      'ON Time',
      'ON Count (times)',
      'Distance Travelled',
      'Area Covered with overlap included',
      'Area Covered with overlap not included',
      'Area of Interest',
      '% Completion (polygon estimate)',
    ]) {
      expect([...root.querySelectorAll('dt')].map((dt) => dt.textContent)).toContain(label);
    }
    expect(PTO_FIELD_KEYS.map((k) => PTO_FIELD_LABELS[k])).toHaveLength(12);
    expect(field('asset')).toBe('Tractor John Deere 6110 - SD 3310 B');
    expect(field('inputType')).toBe('PTO');
    expect(field('time')).toBe(PTO_ANALYSIS_FIXTURE.time);
    expect(field('onTime')).toBe('5 h 59 min');
    expect(field('onCount')).toBe('12 times');
    expect(field('distance')).toBe('4,250 m');
    expect(field('areaNoOverlap')).toBe('10,000 m²');
    expect(screen.getByTestId('pto-unit').textContent).toContain('m²');
  });

  it('converts the areas when the unit changes', async () => {
    render(<PtoAnalysisView analysis={PTO_ANALYSIS_FIXTURE} mapInitDelayMs={0} />);
    const choose = async (label: string) => {
      await userEvent.click(screen.getByTestId('pto-unit'));
      await userEvent.click(screen.getAllByTestId('pto-unit-option').find((o) => o.textContent === label)!);
    };
    await choose('hectares');
    expect(field('areaNoOverlap')).toBe('1 hectares');
    expect(field('areaOverlap')).toBe('1.28 hectares');
    expect(field('distance')).toBe('4.25 km');
    await choose('acres');
    expect(field('areaNoOverlap')).toBe('2.47 acres');
    await choose('km²');
    expect(field('areaNoOverlap')).toBe('0.01 km²');
    // m² comes back through the menu; there is no way to clear the unit.
    await userEvent.click(screen.getByTestId('pto-unit'));
    expect(screen.getAllByTestId('pto-unit-option').map((o) => o.textContent)).toEqual(['m²', 'km²', 'acres', 'hectares']);
  });

  it('has the map toggles off by default and shows each layer when toggled', () => {
    render(<PtoAnalysisView analysis={PTO_ANALYSIS_FIXTURE} mapInitDelayMs={0} />);
    for (const key of ['polyline', 'heatmap', 'polygons']) expect((screen.getByTestId(`pto-toggle-${key}`) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('polyline-layer')).toBeNull();
    expect(screen.queryByTestId('heatmap-layer')).toBeNull();
    expect(screen.queryByTestId('polygons-layer')).toBeNull();
    fireEvent.click(screen.getByTestId('pto-toggle-polyline'));
    expect(screen.getAllByTestId('polyline-layer')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('pto-toggle-heatmap'));
    expect(screen.getByTestId('heatmap-layer').dataset.count).toBe('20');
    fireEvent.click(screen.getByTestId('pto-toggle-polygons'));
    expect(screen.getByTestId('polygons-layer').dataset.count).toBe('2');
    fireEvent.click(screen.getByTestId('pto-toggle-polyline'));
    expect(screen.queryByTestId('polyline-layer')).toBeNull();
  });

  it('shows a placeholder until the map initialises after 2 s, opened on the work at zoom 10, fitted to it, with a scale bar', () => {
    vi.useFakeTimers();
    render(<PtoAnalysisView analysis={PTO_ANALYSIS_FIXTURE} />);
    expect(screen.getByTestId('pto-map-placeholder')).toBeTruthy();
    expect(screen.queryByTestId('map-view')).toBeNull();
    act(() => vi.advanceTimersByTime(MAP_DEFAULTS.ptoMapInitDelayMs - 1));
    expect(screen.queryByTestId('map-view')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('pto-map-placeholder')).toBeNull();
    const view = JSON.parse(screen.getByTestId('map-view').dataset.view!);
    expect(view.zoom).toBe(10);
    expect(view.lat).toBeCloseTo(1.853, 6);
    expect(view.lng).toBeCloseTo(103.3027, 6);
    const corners = JSON.parse(screen.getByTestId('map-view').dataset.fitTo!) as { lat: number; lng: number }[];
    expect(corners).toHaveLength(2);
    expect(corners[0]!.lng).toBeCloseTo(103.3, 9);
    expect(corners[1]!.lat).toBeCloseTo(1.856, 9);
    expect(screen.getByTestId('scale-bar').dataset.unit).toBe('metric');
  });

  it('is 100 % complete without an area of interest and recomputes when one is drawn or cleared', () => {
    render(<PtoAnalysisView analysis={PTO_ANALYSIS_FIXTURE} mapInitDelayMs={0} />);
    expect(screen.getByTestId('pto-completion').textContent).toBe('100');
    expect(field('completion')).toBe('100%');
    expect(field('aoi')).toBe('Not drawn');
    expect(screen.getByTestId('polygon-draw').dataset.mode).toBe('off');
    fireEvent.click(screen.getByTestId('pto-draw-aoi'));
    expect(screen.getByTestId('polygon-draw').dataset.mode).toBe('draw');
    fireEvent.click(screen.getByTestId('polygon-draw'));
    const expected = Math.round((10_000 / aoiArea(DRAWN)!) * 100);
    expect(expected).toBe(50);
    expect(screen.getByTestId('pto-completion').textContent).toBe('50');
    expect(field('aoi')).toMatch(/^(19,9|20,0)\d\d(\.\d+)? m²$/);
    expect(screen.getByTestId('polygon-draw').dataset.mode).toBe('edit');
    fireEvent.click(screen.getByTestId('pto-clear-aoi'));
    expect(screen.getByTestId('pto-completion').textContent).toBe('100');
    expect(screen.getByTestId('polygon-draw').dataset.mode).toBe('off');
  });

  it('is 0 % for an area of interest drawn on empty land, next to the work', () => {
    render(<PtoAnalysisView analysis={PTO_ANALYSIS_FIXTURE} initialAoi={rectangleRing(103.31, 1.86, 150, 150)} mapInitDelayMs={0} />);
    expect(screen.getByTestId('pto-completion').textContent).toBe('0');
    expect(field('aoi')).toMatch(/^22,\d{3}(\.\d+)? m²$/);
  });

  it('takes an injected area of interest', () => {
    render(<PtoAnalysisView analysis={PTO_ANALYSIS_FIXTURE} initialAoi={rectangleRing(103.3, 1.85, 100, 400)} mapInitDelayMs={0} />);
    expect(screen.getByTestId('pto-completion').textContent).toBe('25');
    expect(screen.getByTestId('polygon-draw').dataset.points).toBe('5');
  });
});
