import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_HIDDEN_GROUPS, DEMO_FLEET, DEMO_FLEET_SIZE, DEMO_HEAD_OFFICE, DEMO_MALDIVES_GROUP, demoFleetOf } from './demo-fleet';

describe('demoFleetOf', () => {
  it('is the named fleet at its own size', () => {
    const named = Object.entries(DEMO_FLEET).flatMap(([group, list]) => list.map((a) => ({ ...a, group })));
    expect(DEMO_FLEET_SIZE).toBe(54);
    expect(demoFleetOf(DEMO_FLEET_SIZE)).toEqual(named);
  });

  it('has five Maldives fishing boats, in a group the demo Client is not given', () => {
    expect(DEMO_MALDIVES_GROUP).toContain('Maldives');
    expect(DEMO_FLEET[DEMO_MALDIVES_GROUP]?.map((a) => a.type)).toEqual(['boat', 'boat', 'boat', 'boat', 'boat']);
    expect(DEMO_CLIENT_HIDDEN_GROUPS).toEqual([DEMO_HEAD_OFFICE, DEMO_MALDIVES_GROUP]);
  });

  it('adds numbered copies of the operating groups\' assets, keeping type and group, with unique names', () => {
    const fleet = demoFleetOf(10_000);
    expect(fleet).toHaveLength(10_000);
    expect(new Set(fleet.map((a) => a.name)).size).toBe(10_000);
    const extra = fleet.slice(DEMO_FLEET_SIZE);
    expect(extra.some((a) => a.group === DEMO_HEAD_OFFICE || a.group === DEMO_MALDIVES_GROUP)).toBe(false);
    expect(extra[0]).toMatchObject({ name: 'Hino 500 #0001', type: 'truck', group: 'Klang Valley Logistics' });
    // Every type of the operating groups is there, in about the named fleet's proportions.
    const trucks = extra.filter((a) => a.type === 'truck').length / extra.length;
    expect(trucks).toBeGreaterThan(0.25);
    expect(trucks).toBeLessThan(0.4);
    expect(extra.filter((a) => a.type === 'boat').every((a) => a.group === 'Marine Operations')).toBe(true);
    expect(extra.find((a) => a.name.startsWith('Tractor John Deere'))?.implementWidthM).toBe(6);
  });
});
