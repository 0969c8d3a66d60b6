import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEMO_FLEET',
      'DEMO_FLEET_DEFAULTS',
      'DEMO_MALDIVES_GROUP',
      'FALLBACK_ROAD_SPEED_KMH',
      'FISHING_GROUNDS',
      'MALDIVES_PORTS',
      'MALDIVES_UTC_OFFSET_MS',
      'ROAD_SPEED_DEFAULTS_KMH',
      'buildRoadGraph',
      'createDemoFleet',
      'demoFleetRoads',
      'findRoute',
      'nearestEdge',
      'nearestNode',
      'parseMaxspeed',
      'parseOneway',
      'reeferSetPoints',
      'roadSpeedKmh',
    ]);
  });

  it('gives every default a number', () => {
    for (const value of Object.values(api.DEMO_FLEET_DEFAULTS)) expect(typeof value).toBe('number');
  });
});
