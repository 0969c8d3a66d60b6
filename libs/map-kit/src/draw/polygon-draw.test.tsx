// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLayerRegistry } from '../map/layer-registry';
import { MapViewContext } from '../map/map-context';
import { MapRightClick } from './map-right-click';
import { PolygonDraw } from './polygon-draw';
import type { LngLatPair } from './ring';
import { startDrawSession, type DrawSessionHandlers } from './terra-draw-session';

vi.mock('./terra-draw-session', () => ({ startDrawSession: vi.fn() }));
const start = vi.mocked(startDrawSession);

const triangle: LngLatPair[] = [
  [101, 3],
  [102, 3],
  [101.5, 4],
  [101, 3],
];

function withMap(map: Partial<MapLibreMap>) {
  const value = { map: map as MapLibreMap, registry: createLayerRegistry() };
  return ({ children }: { children: ReactNode }) => <MapViewContext.Provider value={value}>{children}</MapViewContext.Provider>;
}

afterEach(() => {
  cleanup();
  start.mockReset();
});

describe('PolygonDraw', () => {
  it('starts nothing while off, a draw session in draw mode and stops it when the mode goes off', () => {
    const stop = vi.fn();
    start.mockReturnValue(stop);
    const wrapper = withMap({});
    const onChange = vi.fn();
    const onDrawStart = vi.fn();
    const view = render(<PolygonDraw mode="off" onChange={onChange} />, { wrapper });
    expect(start).not.toHaveBeenCalled();
    view.rerender(<PolygonDraw mode="draw" onChange={onChange} onDrawStart={onDrawStart} />);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![1]).toBe('draw');
    expect(start.mock.calls[0]![2]).toBeNull();
    const handlers = start.mock.calls[0]![3] as DrawSessionHandlers;
    handlers.onDrawStart?.();
    handlers.onFinish(triangle);
    expect(onDrawStart).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(triangle);
    view.rerender(<PolygonDraw mode="off" onChange={onChange} />);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('edits the value given when edit mode starts, without restarting on the rings it reports; unmount stops it', () => {
    const stop = vi.fn();
    start.mockReturnValue(stop);
    const wrapper = withMap({});
    const onChange = vi.fn();
    const view = render(<PolygonDraw mode="edit" value={triangle} onChange={onChange} />, { wrapper });
    expect(start.mock.calls[0]![1]).toBe('edit');
    expect(start.mock.calls[0]![2]).toEqual(triangle);
    const moved: LngLatPair[] = [[100, 3], ...triangle.slice(1, 3), [100, 3]];
    (start.mock.calls[0]![3] as DrawSessionHandlers).onFinish(moved);
    expect(onChange).toHaveBeenCalledWith(moved);
    view.rerender(<PolygonDraw mode="edit" value={moved} onChange={onChange} />);
    expect(start).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

describe('MapRightClick', () => {
  it('reports the position and the pixel of a right-click and stops listening on unmount', () => {
    const listeners = new Map<string, (e: unknown) => void>();
    const map = { on: vi.fn((type: string, fn: (e: unknown) => void) => listeners.set(type, fn)), off: vi.fn((type: string) => listeners.delete(type)) };
    const onRightClick = vi.fn();
    const view = render(<MapRightClick onRightClick={onRightClick} />, { wrapper: withMap(map as unknown as Partial<MapLibreMap>) });
    const preventDefault = vi.fn();
    listeners.get('contextmenu')!({ lngLat: { lng: 101.5, lat: 3.2 }, originalEvent: { clientX: 40, clientY: 50, preventDefault } });
    expect(onRightClick).toHaveBeenCalledWith({ lng: 101.5, lat: 3.2, clientX: 40, clientY: 50 });
    expect(preventDefault).toHaveBeenCalled();
    view.unmount();
    expect(listeners.has('contextmenu')).toBe(false);
  });
});
