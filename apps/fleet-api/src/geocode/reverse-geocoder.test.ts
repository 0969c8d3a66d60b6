import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../testing/test-app';
import { getGeocoder } from './geocoder-service';
import { ReverseGeocoder } from './reverse-geocoder';

const DATA_DIR = join(REPO_ROOT, 'apps/fleet-api/data');

describe('ReverseGeocoder over the OSM roads and the gazetteer', () => {
  it('names the road a point lies on, with the nearest place and state', async () => {
    const geocoder = await getGeocoder(DATA_DIR);
    expect(geocoder.segmentCount).toBeGreaterThan(0);
    // A vertex of Persiaran Multimedia (OSM) and a point a few metres off it.
    expect(geocoder.address(3.067217, 101.486226)).toMatch(/^Persiaran Multimedia, .+, Selangor$/);
    expect(geocoder.address(3.06725, 101.48625)).toMatch(/^Persiaran Multimedia, /);
  });

  it('falls back to the nearest place, its district and state, away from the roads', async () => {
    const geocoder = await getGeocoder(DATA_DIR);
    expect(geocoder.address(3.1412, 101.68653)).toBe('near Kuala Lumpur, WP. Kuala Lumpur, Kuala Lumpur');
  });

  it('is loaded once per data folder and shared', async () => {
    expect(await getGeocoder(DATA_DIR)).toBe(await getGeocoder(DATA_DIR));
  });
});

describe('ReverseGeocoder rules', () => {
  const geocoder = new ReverseGeocoder({
    roads: {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { highway: 'primary', name: 'Jalan Satu' }, geometry: { type: 'LineString', coordinates: [[101.0, 3.0], [101.01, 3.0]] } },
        { type: 'Feature', properties: { highway: 'residential', name: null }, geometry: { type: 'LineString', coordinates: [[101.0, 3.001], [101.01, 3.001]] } },
      ],
    },
    places: [{ name: 'Pekan', lat: 3.0, lng: 101.005, state: 'Selangor', district: 'Petaling' }],
  });

  it('uses a named road within 150 m only', () => {
    expect(geocoder.address(3.001, 101.005)).toBe('Jalan Satu, Pekan, Selangor'); // ≈ 111 m
    expect(geocoder.address(3.0016, 101.005)).toBe('near Pekan, Petaling, Selangor'); // ≈ 178 m, unnamed road ignored
  });

  it('says how far the place is beyond 2 km, and gives coordinates far from everything', () => {
    expect(geocoder.address(3.108, 101.005)).toBe('12 km from Pekan, Selangor');
    expect(geocoder.address(5.5, 104)).toBe('5.500000, 104.000000');
  });

  it('caches by coordinates rounded to 1e-4°', () => {
    const a = geocoder.address(3.05001, 101.005);
    expect(geocoder.address(3.05004, 101.00502)).toBe(a);
  });
});
