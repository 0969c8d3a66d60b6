/**
 * The water off Port Klang where boats operate. Every point and every straight line between consecutive points below
 * is checked against the OSM land polygons the offline basemap draws (about 10 m along the coast; see marine.test.ts):
 * the berths lie in the North Port channel (Selat Klang Utara) off the wharves, the channel leads north out of it
 * between the mainland and Pulau Klang, then west into the Straits of Malacca, where the open-water box is convex and
 * all water, so any straight leg inside it stays on water.
 */
import type { GeoPoint } from './geo';

/** Berths in the channel at North Port, Port Klang, 250-400 m off the wharves. */
export const BERTHS: readonly GeoPoint[] = [
  { lat: 3.03, lng: 101.354 },
  { lat: 3.026, lng: 101.3545 },
  { lat: 3.034, lng: 101.3535 },
  { lat: 3.022, lng: 101.3545 },
  { lat: 3.038, lng: 101.353 },
  { lat: 3.018, lng: 101.355 },
  { lat: 3.014, lng: 101.355 },
];

/** The way out from the berths to open water (first point joins every berth, last is the sea entry, in OPEN_WATER). */
export const CHANNEL: readonly GeoPoint[] = [
  { lat: 3.042, lng: 101.3535 },
  { lat: 3.062, lng: 101.353 },
  { lat: 3.078, lng: 101.345 },
  { lat: 3.095, lng: 101.3 },
  { lat: 3.1, lng: 101.17 },
];

/** Open water in the Straits of Malacca west of Port Klang: [minLng, minLat, maxLng, maxLat]. */
export const OPEN_WATER: readonly [number, number, number, number] = [100.8, 2.65, 101.18, 3.25];

/** Moorings of buoys and beacons along the approach (on water). */
export const MOORINGS: readonly GeoPoint[] = [
  { lat: 3.085, lng: 101.32 },
  { lat: 3.09, lng: 101.28 },
  { lat: 3.094, lng: 101.25 },
  { lat: 3.097, lng: 101.22 },
];

/** The land site of the marine group (port office), used by its staff and watches. */
export const PORT_OFFICE: GeoPoint = { lat: 2.99959, lng: 101.39287 };
