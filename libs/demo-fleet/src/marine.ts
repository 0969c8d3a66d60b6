/**
 * The water off Port Klang where boats operate. Every point and every straight line between consecutive points below
 * was checked against the Natural Earth 1:10m land polygons (see marine.test.ts): the berths lie in the North Port
 * channel, the channel leads out between the mainland and Pulau Klang, and the open-water box in the Straits of
 * Malacca is convex and all water, so any straight leg inside it stays on water.
 */
import type { GeoPoint } from './geo';

/** Berths in the channel at North Port, Port Klang. */
export const BERTHS: readonly GeoPoint[] = [
  { lat: 3.03, lng: 101.356 },
  { lat: 3.026, lng: 101.358 },
  { lat: 3.034, lng: 101.355 },
  { lat: 3.022, lng: 101.357 },
  { lat: 3.038, lng: 101.354 },
  { lat: 3.018, lng: 101.359 },
  { lat: 3.014, lng: 101.3565 },
];

/** The way out from the berths to open water (first point joins every berth, last is the sea entry). */
export const CHANNEL: readonly GeoPoint[] = [
  { lat: 3.01, lng: 101.352 },
  { lat: 3.005, lng: 101.35 },
  { lat: 2.978, lng: 101.325 },
  { lat: 2.958, lng: 101.28 },
  { lat: 2.95, lng: 101.2 },
];

/** Open water in the Straits of Malacca west of Port Klang: [minLng, minLat, maxLng, maxLat]. */
export const OPEN_WATER: readonly [number, number, number, number] = [100.8, 2.65, 101.18, 3.25];

/** Moorings of buoys and beacons along the approach (on water). */
export const MOORINGS: readonly GeoPoint[] = [
  { lat: 2.955, lng: 101.25 },
  { lat: 2.94, lng: 101.22 },
  { lat: 2.948, lng: 101.235 },
  { lat: 2.957, lng: 101.262 },
];

/** The land site of the marine group (port office), used by its staff and watches. */
export const PORT_OFFICE: GeoPoint = { lat: 2.99959, lng: 101.39287 };
