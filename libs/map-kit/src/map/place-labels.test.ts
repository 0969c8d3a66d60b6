import { describe, expect, it } from 'vitest';
import { createPlaceLabelLayers, parsePlaces, placeMinZoom, placesInBounds, visiblePlaces, type Place } from './place-labels';

const places: Place[] = [
  { name: 'Kuala Lumpur', lat: 3.139, lng: 101.687, population: 1_453_975 },
  { name: 'Petaling Jaya', lat: 3.107, lng: 101.606, population: 520_698 },
  { name: 'Shah Alam', lat: 3.073, lng: 101.518, population: 481_654 },
  { name: 'Kuantan', lat: 3.8, lng: 103.33, population: 366_229 },
  { name: 'Kampung Kecil', lat: 3.5, lng: 102.5, population: null },
];

describe('place labels', () => {
  it('labels bigger places from lower zooms', () => {
    expect(placeMinZoom(2_000_000)).toBe(0);
    expect(placeMinZoom(500_000)).toBe(6);
    expect(placeMinZoom(150_000)).toBe(7);
    expect(placeMinZoom(50_000)).toBe(8);
    expect(placeMinZoom(12_000)).toBe(9);
    expect(placeMinZoom(500)).toBe(10);
    expect(placeMinZoom(null)).toBe(11);
  });
  it('keeps only places due at the zoom and drops overlapping smaller labels', () => {
    expect(visiblePlaces(places, 5).map((p) => p.name)).toEqual(['Kuala Lumpur']);
    // at zoom 7 Petaling Jaya and Shah Alam overlap Kuala Lumpur's label; Kuantan is far away
    expect(visiblePlaces(places, 7).map((p) => p.name)).toEqual(['Kuala Lumpur', 'Kuantan']);
    // close in, all fit
    expect(visiblePlaces(places, 12).map((p) => p.name)).toEqual(['Kuala Lumpur', 'Petaling Jaya', 'Shah Alam', 'Kuantan', 'Kampung Kecil']);
  });
  it('reads the places GeoJSON', () => {
    const parsed = parsePlaces({
      features: [
        { geometry: { type: 'Point', coordinates: [101.5, 3.1] }, properties: { name: 'A', population: 10 } },
        { geometry: { type: 'Point', coordinates: [101.6, 3.2] }, properties: { name: 'B' } },
        { geometry: { type: 'Point', coordinates: [101.6, 3.2] }, properties: {} },
        { geometry: { type: 'LineString', coordinates: [] }, properties: { name: 'C' } },
      ],
    });
    expect(parsed).toEqual([
      { name: 'A', lat: 3.1, lng: 101.5, population: 10 },
      { name: 'B', lat: 3.2, lng: 101.6, population: null },
    ]);
  });
  it('builds one text layer without WebGL, limited to the view when bounds are given', () => {
    const [layer] = createPlaceLabelLayers(places, { zoom: 12 });
    expect(layer?.id).toBe('basemap-place-labels');
    expect((layer?.props.data as Place[]).length).toBe(5);
    const [near] = createPlaceLabelLayers(places, { zoom: 12, bounds: [101.4, 3.0, 101.8, 3.2] });
    expect((near?.props.data as Place[]).map((p) => p.name)).toEqual(['Kuala Lumpur', 'Petaling Jaya', 'Shah Alam']);
  });
  it('builds nothing for no places (no empty font atlas)', () => {
    expect(createPlaceLabelLayers([], { zoom: 8 })).toEqual([]);
  });
  it('filters places by a bbox', () => {
    expect(placesInBounds(places, [103, 3, 104, 4]).map((p) => p.name)).toEqual(['Kuantan']);
  });
});
