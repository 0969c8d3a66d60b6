// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createIconAtlasLayout } from '../../icons/icon-atlas';
import {
  createPlaybackMarkerLayers,
  markerIconType,
  PLAYBACK_STATUS_RGBA,
  playbackMarkerAngle,
  playbackMarkerColor,
  type PlaybackMarker,
} from './playback-marker-layers';

type Props = Record<string, unknown>;
const p = (layer: { props: unknown }) => layer.props as Props;
const layout = createIconAtlasLayout(16);
const atlas = { image: new ImageData(layout.width, layout.height), mapping: layout.mapping };

const markers: PlaybackMarker[] = [
  { id: 1, lng: 101.5, lat: 3.07, heading: 90, status: 'Moving', iconType: 'truck-1', label: 'WXY 1234' },
  { id: 2, lng: 101.6, lat: 3.08, heading: 45, status: 'Inactive', iconType: 'staff' },
  { id: 3, lng: 101.7, lat: 3.09, heading: 10, status: 'Parked', color: '#283490' },
];

describe('createPlaybackMarkerLayers (no WebGL)', () => {
  it('halo, icons and labels with the asset atlas', () => {
    const layers = createPlaybackMarkerLayers({ id: 'm', markers, frame: 0, atlas });
    expect(layers.map((l) => l.id)).toEqual(['m-halo', 'm-icons', 'm-labels']);
    const icons = layers[1]!;
    expect(p(icons)).toMatchObject({ iconMapping: layout.mapping, getSize: 34, sizeUnits: 'pixels' });
    const getIcon = p(icons).getIcon as (m: PlaybackMarker) => string;
    expect(markers.map(getIcon)).toEqual(['truck', 'staff', 'truck']);
    expect(markers.map(p(layers[0]!).getIcon as (m: PlaybackMarker) => string)).toEqual(['truck-halo', 'staff-halo', 'truck-halo']);
    expect((p(icons).getPosition as (m: PlaybackMarker) => number[])(markers[0]!)).toEqual([101.5, 3.07]);
    expect((p(layers[2]!).getText as (m: PlaybackMarker) => string)(markers[0]!)).toBe('WXY 1234');
  });

  it('turned by minus the heading (as the live map), except icons that do not turn', () => {
    const [, icons] = createPlaybackMarkerLayers({ id: 'm', markers, frame: 0, atlas });
    const getAngle = p(icons!).getAngle as (m: PlaybackMarker) => number;
    expect(getAngle(markers[0]!)).toBe(-90);
    expect(getAngle(markers[1]!)).toBe(0); // the staff icon stays upright
    expect(playbackMarkerAngle({ heading: 30, iconType: 'car' })).toBe(-30);
    expect(playbackMarkerAngle({ heading: NaN })).toBe(0);
  });

  it('coloured by playback status (Inactive grey) or the marker colour', () => {
    const [, icons] = createPlaybackMarkerLayers({ id: 'm', markers, frame: 0, atlas });
    const getColor = p(icons!).getColor as (m: PlaybackMarker) => number[];
    expect(markers.map(getColor)).toEqual([
      [0x28, 0xc7, 0x6f, 255],
      [0xb4, 0xa5, 0xa5, 255],
      [0x28, 0x34, 0x90, 255],
    ]);
    expect(playbackMarkerColor({ status: 'Idling' })).toEqual([0xff, 0x9f, 0x43, 255]);
    expect(playbackMarkerColor({ status: 'Parked' })).toEqual([0xea, 0x54, 0x55, 255]);
    expect(PLAYBACK_STATUS_RGBA.Inactive).toEqual([0xb4, 0xa5, 0xa5, 255]);
  });

  it('cheap per frame: same data array, update triggers keyed by the frame', () => {
    const a = createPlaybackMarkerLayers({ id: 'm', markers, frame: 1, atlas });
    markers[0]!.lng += 0.001;
    const b = createPlaybackMarkerLayers({ id: 'm', markers, frame: 2, atlas });
    expect(p(b[1]!).data).toBe(p(a[1]!).data);
    expect(p(b[1]!).data).toBe(markers);
    expect(p(a[1]!).updateTriggers).toMatchObject({ getPosition: 1, getAngle: 1, getColor: 1 });
    expect(p(b[1]!).updateTriggers).toMatchObject({ getPosition: 2, getAngle: 2, getColor: 2 });
    expect(p(b[2]!).updateTriggers).toMatchObject({ getPosition: 2 });
  });

  it('no atlas, no labels, no markers', () => {
    expect(createPlaybackMarkerLayers({ id: 'm', markers, frame: 0, atlas: null }).map((l) => l.id)).toEqual(['m-labels']);
    expect(createPlaybackMarkerLayers({ id: 'm', markers, frame: 0, atlas, showLabels: false }).map((l) => l.id)).toEqual(['m-halo', 'm-icons']);
    expect(createPlaybackMarkerLayers({ id: 'm', markers: [], frame: 0, atlas })).toEqual([]);
  });

  it('icon types: variants and unknown types', () => {
    expect(markerIconType('car-2')).toBe('car');
    expect(markerIconType('Boat')).toBe('boat');
    expect(markerIconType('rocket')).toBe('truck');
    expect(markerIconType(undefined)).toBe('truck');
  });
});
