import type { Poi, TrafficSegment } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { createCircleLayers } from './circle/circle-layers';
import { createHeatmapLayers } from './heatmap/heatmap-layers';
import { createPoiLayers, poiColor, poiLabelPosition } from './poi/poi-layers';
import { createPolylineLayers } from './polyline/polyline-layers';
import { createTrafficLayers, trafficRasterSource } from './traffic/traffic-layers';

/** A layer's props as a plain record (the factories' accessors are tested directly). */
const p = (layer: { props: unknown }) => layer.props as Record<string, unknown>;

const poi: Poi = {
  id: 1,
  name: 'Depot',
  paths: [
    { lat: 3, lng: 101 },
    { lat: 3, lng: 101.01 },
    { lat: 3.01, lng: 101.01 },
    { lat: 3.01, lng: 101 },
  ],
  metadata: { name: 'Depot', lat: 3.005, lng: 101.005, type: '', color: '' },
  meta: { type: '', color: '#EA5455' },
  groups: [],
};

describe('layer factories (no WebGL)', () => {
  it('heatmap: binary positions, radius by zoom', () => {
    const positions = Float64Array.from([101, 3, 102, 4, 0, 0]);
    const [layer] = createHeatmapLayers({ id: 'h', positions, length: 2, zoom: 8, version: 1 });
    expect(layer!.props).toMatchObject({ radiusPixels: 20 });
    const data = layer!.props.data as unknown as { length: number; attributes: { getPosition: { value: Float64Array } } };
    expect(data.length).toBe(2);
    expect(data.attributes.getPosition.value).toHaveLength(4);
    expect(createHeatmapLayers({ id: 'h', positions, length: 2, zoom: 15, version: 1 })[0]!.props).toMatchObject({ radiusPixels: 80 });
    expect(createHeatmapLayers({ id: 'h', positions, length: 0, zoom: 8, version: 1 })).toEqual([]);
  });

  it('traffic: paths coloured by ratio', () => {
    const segments: TrafficSegment[] = [
      { path: [[101, 3], [101.1, 3]], speedKmh: 10, ratio: 0.2, samples: 3 },
      { path: [[101, 3], [101.1, 3]], speedKmh: 80, ratio: 0.9, samples: 3 },
    ];
    const [layer] = createTrafficLayers({ id: 't', segments });
    const color = p(layer!).getColor as (s: TrafficSegment) => number[];
    expect(color(segments[0]!)).toEqual([0xea, 0x54, 0x55, 220]);
    expect(color(segments[1]!)).toEqual([0x28, 0xc7, 0x6f, 220]);
    expect(createTrafficLayers({ id: 't', segments: [] })).toEqual([]);
    expect(trafficRasterSource('https://t/{z}/{x}/{y}.png')).toEqual({ type: 'raster', tiles: ['https://t/{z}/{x}/{y}.png'], tileSize: 256 });
  });

  it('POIs: translucent polygons and optional labels', () => {
    expect(createPoiLayers({ id: 'p', pois: [poi], showLabels: false }).map((l) => l.id)).toEqual(['p-polygons']);
    const layers = createPoiLayers({ id: 'p', pois: [poi], showLabels: true });
    expect(layers.map((l) => l.id)).toEqual(['p-polygons', 'p-labels']);
    expect((p(layers[0]!).getFillColor as (p: Poi) => number[])(poi)).toEqual([0xea, 0x54, 0x55, 50]);
    expect(poiColor({ ...poi, meta: { type: '', color: 'not-a-colour' } })).toEqual([0x28, 0x34, 0x90]);
    expect(poiLabelPosition(poi)).toEqual([101.005, 3.005]);
    expect(createPoiLayers({ id: 'p', pois: [{ ...poi, paths: poi.paths.slice(0, 2) }], showLabels: true })).toEqual([]);
  });

  it('polyline: route purple by default', () => {
    const [layer] = createPolylineLayers({ id: 'r', path: [[101, 3], [101.1, 3.1]] });
    expect(layer!.props).toMatchObject({ id: 'r', getColor: [0x8a, 0x2b, 0xe2, 255], getWidth: 5 });
    expect(createPolylineLayers({ id: 'r', path: [[101, 3]] })).toEqual([]);
  });

  it('circle: radius in metres', () => {
    const [layer] = createCircleLayers({ id: 'c', center: { lat: 3, lng: 101 }, radiusMeters: 500, color: '#FF9F43' });
    expect(layer!.props).toMatchObject({ radiusUnits: 'meters', getRadius: 500, getLineColor: [0xff, 0x9f, 0x43, 220] });
    expect(createCircleLayers({ id: 'c', center: { lat: 3, lng: 101 }, radiusMeters: 0 })).toEqual([]);
  });
});
