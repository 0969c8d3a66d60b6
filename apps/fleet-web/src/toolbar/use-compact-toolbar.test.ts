import { describe, expect, it } from 'vitest';
import { nextToolbarLevel, type ToolbarLevel } from './use-compact-toolbar';

describe('nextToolbarLevel', () => {
  it('steps down while the content is wider than the row, remembering what each level needed', () => {
    const needed: Partial<Record<ToolbarLevel, number>> = {};
    expect(nextToolbarLevel('labels', { contentWidth: 1260, width: 800 }, needed)).toBe('icons');
    expect(nextToolbarLevel('icons', { contentWidth: 1080, width: 800 }, needed)).toBe('compact');
    expect(needed).toEqual({ labels: 1260, icons: 1080 });
    // Compact is the last step: it stays (and may wrap) however narrow the row.
    expect(nextToolbarLevel('compact', { contentWidth: 900, width: 700 }, needed)).toBe('compact');
  });

  it('steps back up only when the row has room for what the level above needed', () => {
    const needed: Partial<Record<ToolbarLevel, number>> = { labels: 1260, icons: 1080 };
    expect(nextToolbarLevel('compact', { contentWidth: 700, width: 1000 }, needed)).toBe('compact');
    expect(nextToolbarLevel('compact', { contentWidth: 700, width: 1080 }, needed)).toBe('icons');
    expect(nextToolbarLevel('icons', { contentWidth: 1080, width: 1200 }, needed)).toBe('icons');
    expect(nextToolbarLevel('icons', { contentWidth: 1080, width: 1300 }, needed)).toBe('labels');
    // A level never measured is tried.
    expect(nextToolbarLevel('icons', { contentWidth: 900, width: 1000 }, {})).toBe('labels');
    expect(nextToolbarLevel('labels', { contentWidth: 1000, width: 1000 }, {})).toBe('labels');
  });
});
