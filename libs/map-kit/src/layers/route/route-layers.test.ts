// @vitest-environment happy-dom
import { PathStyleExtension } from '@deck.gl/extensions';
import { describe, expect, it } from 'vitest';
import { fitRouteBounds } from './fit-route-bounds';
import {
  createRouteLayers,
  MULTI_ROUTE_COLORS,
  ROUTE_DASH_ARRAY,
  ROUTE_DIRECTION_WIDTH_PX,
  routeColor,
  routeEndpoints,
  type RouteEndpoint,
} from './route-layers';

type Props = Record<string, unknown>;
const p = (layer: { props: unknown }) => layer.props as Props;
const hasDash = (layer: { props: unknown }) => ((p(layer).extensions as unknown[]) ?? []).some((e) => e instanceof PathStyleExtension);

const path: [number, number][] = [
  [101.478, 3.0615],
  [101.4816, 3.0608],
  [101.4913, 3.0673],
];
const route = { id: 'a', path };

describe('createRouteLayers (no WebGL)', () => {
  it('solid: purple 5 px line, dashed direction line over it, Start/End markers', () => {
    const layers = createRouteLayers({ id: 'r', routes: [route] });
    expect(layers.map((l) => l.id)).toEqual(['r-line', 'r-direction', 'r-endpoints', 'r-endpoint-labels']);
    const [line, direction] = layers;
    expect(p(line!)).toMatchObject({ getWidth: 5, widthUnits: 'pixels', capRounded: true, jointRounded: true });
    const data = p(line!).data as { rgba: number[] }[];
    expect((p(line!).getColor as (d: unknown) => number[])(data[0])).toEqual([0x8a, 0x2b, 0xe2, 255]);
    expect(hasDash(line!)).toBe(false);
    expect(hasDash(direction!)).toBe(true);
    expect(p(direction!)).toMatchObject({ getDashArray: [5, 5], dashUnits: 'pixels', dashJustified: true, getWidth: ROUTE_DIRECTION_WIDTH_PX });
    expect(p(direction!).getColor).toEqual([255, 255, 255, 204]);
    expect(ROUTE_DASH_ARRAY[0] + ROUTE_DASH_ARRAY[1]).toBe(10);
  });

  it('solid without direction line: no dash extension at all', () => {
    const layers = createRouteLayers({ id: 'r', routes: [route], direction: false, markers: false });
    expect(layers.map((l) => l.id)).toEqual(['r-line']);
    expect(layers.some(hasDash)).toBe(false);
  });

  it('dashed: only a dashed line in the route colour', () => {
    const layers = createRouteLayers({ id: 'r', routes: [route], style: 'dashed', markers: false });
    expect(layers.map((l) => l.id)).toEqual(['r-dashed']);
    const dashed = layers[0]!;
    expect(hasDash(dashed)).toBe(true);
    expect(p(dashed)).toMatchObject({ getDashArray: [5, 5], dashUnits: 'pixels', getWidth: 5 });
    const data = p(dashed).data as unknown[];
    expect((p(dashed).getColor as (d: unknown) => number[])(data[0])).toEqual([0x8a, 0x2b, 0xe2, 255]);
  });

  it('several routes: palette colours by index unless a route has its own', () => {
    const routes = [route, { id: 'b', path }, { id: 'c', path, color: '#123456' }];
    const [line] = createRouteLayers({ id: 'r', routes, markers: false });
    const getColor = p(line!).getColor as (d: unknown) => number[];
    const data = p(line!).data as unknown[];
    expect(data.map(getColor)).toEqual([
      [0x8a, 0x2b, 0xe2, 255],
      [0x0a, 0x84, 0xff, 255],
      [0x12, 0x34, 0x56, 255],
    ]);
    expect(MULTI_ROUTE_COLORS[0]).toBe('#8A2BE2');
    expect(new Set(MULTI_ROUTE_COLORS.map((c) => c.toLowerCase())).size).toBe(MULTI_ROUTE_COLORS.length);
    expect(MULTI_ROUTE_COLORS.length).toBeGreaterThanOrEqual(6);
    expect(routeColor({ id: 'x', path }, MULTI_ROUTE_COLORS.length)).toBe('#8A2BE2');
  });

  it('Start green and End red at the first and last points, labelled', () => {
    const layers = createRouteLayers({ id: 'r', routes: [route], labels: { start: 'Mula', end: 'Tamat' } });
    const circles = layers.find((l) => l.id === 'r-endpoints')!;
    const data = p(circles).data as RouteEndpoint[];
    expect(data.map((e) => [e.kind, e.position])).toEqual([
      ['start', [101.478, 3.0615]],
      ['end', [101.4913, 3.0673]],
    ]);
    const fill = p(circles).getFillColor as (e: RouteEndpoint) => number[];
    expect(fill(data[0]!)).toEqual([0x28, 0xc7, 0x6f, 255]);
    expect(fill(data[1]!)).toEqual([0xea, 0x54, 0x55, 255]);
    const labels = layers.find((l) => l.id === 'r-endpoint-labels')!;
    const text = p(labels).getText as (e: RouteEndpoint) => string;
    expect(data.map(text)).toEqual(['Mula', 'Tamat']);
    expect(createRouteLayers({ id: 'r', routes: [route], labels: { start: '', end: '' } }).map((l) => l.id)).not.toContain('r-endpoint-labels');
  });

  it('short and empty routes', () => {
    expect(createRouteLayers({ id: 'r', routes: [] })).toEqual([]);
    expect(createRouteLayers({ id: 'r', routes: [{ id: 'a', path: [] }] })).toEqual([]);
    const one = createRouteLayers({ id: 'r', routes: [{ id: 'a', path: [[101, 3]] }] });
    expect(one.map((l) => l.id)).toEqual(['r-endpoints', 'r-endpoint-labels']);
    expect(routeEndpoints([{ id: 'a', path: [[101, 3]] }]).map((e) => e.kind)).toEqual(['start']);
  });
});

describe('fitRouteBounds', () => {
  it('[[w, s], [e, n]] over every path, skipping non-finite points', () => {
    expect(fitRouteBounds([path, [[101.5, 3.1], [NaN, 0]]])).toEqual([[101.478, 3.0608], [101.5, 3.1]]);
    expect(fitRouteBounds([])).toBeNull();
    expect(fitRouteBounds([[[NaN, NaN]]])).toBeNull();
  });

  it('grows a tiny extent to the minimum span around its centre', () => {
    const [[w, s], [e, n]] = fitRouteBounds([[[101, 3]]], 0.01)!;
    expect(e - w).toBeCloseTo(0.01);
    expect(n - s).toBeCloseTo(0.01);
    expect((w + e) / 2).toBeCloseTo(101);
    expect((s + n) / 2).toBeCloseTo(3);
  });
});
