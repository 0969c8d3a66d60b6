import { describe, expect, it } from 'vitest';
import { BASEMAP_WATCH_DEFAULTS, createBasemapWatch } from './basemap-watch';

const T0 = 1_000_000;

describe('createBasemapWatch', () => {
  it('is online once a tile arrives', () => {
    const w = createBasemapWatch(T0);
    expect(w.state).toBe('pending');
    w.handle({ type: 'style-loaded' }, T0 + 100);
    w.handle({ type: 'tile-requested' }, T0 + 110);
    expect(w.handle({ type: 'tile-loaded' }, T0 + 300)).toBe('online');
    expect(w.tick(T0 + 60_000)).toBe('online');
  });

  it('gives up at once when the style document fails (DNS failure, refused, aborted)', () => {
    const w = createBasemapWatch(T0);
    expect(w.handle({ type: 'error', source: false }, T0 + 20)).toBe('unreachable');
    // Final: a late tile does not bring it back.
    expect(w.handle({ type: 'tile-loaded' }, T0 + 30)).toBe('unreachable');
  });

  it('gives up when the request for the style document fails, whatever style loaded before it', () => {
    // Another style (the offline basemap while the deployment's styles were not known) may have loaded first.
    const w = createBasemapWatch(T0);
    w.handle({ type: 'style-loaded' }, T0 + 10);
    expect(w.handle({ type: 'error', source: false }, T0 + 20)).toBe('pending');
    expect(w.handle({ type: 'error', source: false, style: true }, T0 + 30)).toBe('unreachable');
  });

  it('gives up when the style loads but its tiles fail before any arrives', () => {
    const w = createBasemapWatch(T0);
    w.handle({ type: 'style-loaded' }, T0 + 100);
    expect(w.handle({ type: 'error', source: true }, T0 + 200)).toBe('pending');
    expect(w.handle({ type: 'error', source: true }, T0 + 210)).toBe('unreachable');
  });

  it('after it worked, gives up only on a run of errors with no tile between them', () => {
    const w = createBasemapWatch(T0);
    w.handle({ type: 'style-loaded' }, T0);
    w.handle({ type: 'tile-loaded' }, T0);
    // A sprite or glyph failing after the style loaded is not the style failing.
    expect(w.handle({ type: 'error', source: false }, T0)).toBe('online');
    for (let i = 0; i < 5; i += 1) w.handle({ type: 'error', source: true }, T0);
    w.handle({ type: 'tile-loaded' }, T0);
    for (let i = 1; i < BASEMAP_WATCH_DEFAULTS.errorsInRow; i += 1) expect(w.handle({ type: 'error', source: true }, T0)).toBe('online');
    expect(w.handle({ type: 'error', source: true }, T0)).toBe('unreachable');
  });

  it('times out a style that hangs, and tiles asked for that never come', () => {
    const hanging = createBasemapWatch(T0, { timeoutMs: 10_000 });
    expect(hanging.tick(T0 + 9_999)).toBe('pending');
    expect(hanging.tick(T0 + 10_000)).toBe('unreachable');
    const noTiles = createBasemapWatch(T0, { timeoutMs: 10_000 });
    noTiles.handle({ type: 'style-loaded' }, T0 + 500);
    noTiles.handle({ type: 'tile-requested' }, T0 + 600);
    expect(noTiles.tick(T0 + 10_000)).toBe('unreachable');
  });

  it('does not time out a map that asks for nothing (a hidden container) once its style is there', () => {
    const w = createBasemapWatch(T0, { timeoutMs: 10_000 });
    w.handle({ type: 'style-loaded' }, T0 + 500);
    expect(w.tick(T0 + 60_000)).toBe('pending');
  });
});
