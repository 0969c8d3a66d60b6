/** One demo point of interest: a regular polygon around a centre. */
export interface DemoPoi {
  name: string;
  /** Centre, degrees. */
  lat: number;
  lng: number;
  /** Circumradius of the polygon, metres. */
  radiusM: number;
  group: DemoPoiGroup;
}

/** The demo users' POI groups. */
export type DemoPoiGroup = 'Depots' | 'Customers' | 'Fuel Stations';

/** Map colour and type of each demo group (the web's meta). */
export const DEMO_POI_STYLE: Record<DemoPoiGroup, { type: string; color: string }> = {
  Depots: { type: 'depot', color: '#283490' },
  Customers: { type: 'customer', color: '#28C76F' },
  'Fuel Stations': { type: 'fuel', color: '#FF9F43' },
};

/**
 * Where the demo fleet works (see libs/demo-fleet regions): the Shah Alam depot and customer nodes of the road graph
 * and fuel stations on its main roads; the Butterworth, Johor Bahru and Sandakan hubs with customers nearby; the
 * Port Klang marine office.
 */
export const DEMO_POIS: readonly DemoPoi[] = [
  { name: 'Depot Shah Alam Seksyen 7', lat: 3.068132, lng: 101.49539, radiusM: 120, group: 'Depots' },
  { name: 'Customer - Mydin Wholesale Seksyen 7', lat: 3.06638, lng: 101.481037, radiusM: 80, group: 'Customers' },
  { name: 'Customer - Sarjana Logistics Park', lat: 3.067333, lng: 101.503438, radiusM: 80, group: 'Customers' },
  { name: 'Customer - Kayangan Cold Store', lat: 3.070348, lng: 101.487921, radiusM: 80, group: 'Customers' },
  { name: 'Petronas Persiaran Kayangan', lat: 3.0737, lng: 101.4925, radiusM: 40, group: 'Fuel Stations' },
  { name: 'Shell Jalan Padang Jawa', lat: 3.0612, lng: 101.4913, radiusM: 40, group: 'Fuel Stations' },
  { name: 'Petron Persiaran Bestari', lat: 3.0676, lng: 101.4778, radiusM: 40, group: 'Fuel Stations' },
  { name: 'Depot Butterworth', lat: 5.398689, lng: 100.364294, radiusM: 150, group: 'Depots' },
  { name: 'Customer - Perai Industrial Park', lat: 5.38333, lng: 100.38333, radiusM: 120, group: 'Customers' },
  { name: 'Petronas Butterworth', lat: 5.4012, lng: 100.3671, radiusM: 40, group: 'Fuel Stations' },
  { name: 'Depot Johor Bahru', lat: 1.464002, lng: 103.758076, radiusM: 150, group: 'Depots' },
  { name: 'Customer - Pasir Gudang Port', lat: 1.462, lng: 103.9053, radiusM: 200, group: 'Customers' },
  { name: 'Customer - Skudai Distribution Centre', lat: 1.53741, lng: 103.65779, radiusM: 120, group: 'Customers' },
  { name: 'Shell Johor Bahru', lat: 1.4662, lng: 103.7606, radiusM: 40, group: 'Fuel Stations' },
  { name: 'Depot Sandakan', lat: 5.838805, lng: 118.118165, radiusM: 150, group: 'Depots' },
  { name: 'Petronas Sandakan', lat: 5.8409, lng: 118.1209, radiusM: 40, group: 'Fuel Stations' },
  { name: 'Port Klang Marine Office', lat: 2.99959, lng: 101.39287, radiusM: 150, group: 'Depots' },
];

/** Metres per degree of latitude (mean). */
const M_PER_DEG_LAT = 111_320;

/** A closed ring of [lng, lat] (first point repeated): a regular polygon of `sides` around the centre. */
export function polygonRing(lat: number, lng: number, radiusM: number, sides = 8): [number, number][] {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
  const ring: [number, number][] = [];
  for (let i = 0; i < sides; i += 1) {
    // Start at north-east so that the octagon has flat sides facing north, south, east and west.
    const angle = ((i + 0.5) / sides) * 2 * Math.PI;
    ring.push([round(lng + (radiusM * Math.sin(angle)) / mPerDegLng), round(lat + (radiusM * Math.cos(angle)) / M_PER_DEG_LAT)]);
  }
  ring.push([ring[0]![0], ring[0]![1]]);
  return ring;
}
