import { describe, expect, it } from 'vitest';
import { monitorStatusHref, statusFilterFromParam, statusParam } from './status-param';

describe('the Monitor status parameter', () => {
  it('reads keys in any case, several at once, and ignores the rest', () => {
    expect(statusFilterFromParam('idle')).toEqual(['Idle']);
    expect(statusFilterFromParam('Park, MOVE')).toEqual(['Move', 'Park']);
    expect(statusFilterFromParam('all')).toEqual(['All', 'Move', 'Idle', 'Park', 'Inactive']);
    expect(statusFilterFromParam('move,idle,park,inactive')).toEqual(['All', 'Move', 'Idle', 'Park', 'Inactive']);
    expect(statusFilterFromParam('parked,nothing')).toBeNull();
    expect(statusFilterFromParam('')).toBeNull();
    expect(statusFilterFromParam(undefined)).toBeNull();
    expect(statusFilterFromParam(['idle'])).toBeNull();
  });

  it('writes what it reads', () => {
    expect(statusParam(['Inactive'])).toBe('inactive');
    expect(statusFilterFromParam(statusParam(['Move', 'Idle']))).toEqual(['Move', 'Idle']);
  });

  it('drills down into the first view that lists assets and the user may open', () => {
    expect(monitorStatusHref(['mapview', 'tableview'], 'Idle')).toBe('/monitor/map?status=idle');
    expect(monitorStatusHref(['tableview'], 'Park')).toBe('/monitor/table?status=park');
    expect(monitorStatusHref(['multiview', 'hybridview'], 'All')).toBe('/monitor/hybrid?status=all');
    expect(monitorStatusHref(['multiview'], 'Move')).toBeNull();
    expect(monitorStatusHref(undefined, 'Move')).toBeNull();
  });
});
