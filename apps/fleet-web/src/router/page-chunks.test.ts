import { describe, expect, it } from 'vitest';
import { loadDashboard, loadMonitor, loadPlayback, loadReports, pageChunkFor } from './page-chunks';

describe('pageChunkFor', () => {
  it('names the chunk of the pages a sign-in leads to', () => {
    expect(pageChunkFor('/')).toBe(loadDashboard);
    expect(pageChunkFor('/dashboard')).toBe(loadDashboard);
    expect(pageChunkFor('/monitor/map')).toBe(loadMonitor);
    expect(pageChunkFor('/monitor/table?status=idle')).toBe(loadMonitor);
    expect(pageChunkFor('/map/Hino/12')).toBe(loadMonitor);
    expect(pageChunkFor('/map-single/12/Hino')).toBe(loadMonitor);
    expect(pageChunkFor('/reports/12/Hino')).toBe(loadReports);
    expect(pageChunkFor('/playback')).toBe(loadPlayback);
  });

  it('has none for other pages', () => {
    expect(pageChunkFor('/admin')).toBeNull();
    expect(pageChunkFor('/settings')).toBeNull();
    expect(pageChunkFor('/monitorx')).toBeNull();
  });
});
