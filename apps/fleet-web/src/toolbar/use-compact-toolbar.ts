import { COMPACT_BREAKPOINT_PX } from '@fleet/domain';
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

/** The media query of the compact toolbar: width 1000 px or less (SPEC §2, §9). */
export const COMPACT_QUERY = `(max-width: ${COMPACT_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(COMPACT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.matchMedia) return window.matchMedia(COMPACT_QUERY).matches;
  return window.innerWidth <= COMPACT_BREAKPOINT_PX;
}

/** True while the window is 1000 px wide or less: the toolbar collapses labels to icons and the filter to a dropdown. */
export function useCompactToolbar(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/**
 * How much the toolbar shows, from the roomiest down: toggles with their labels, toggles as icons, compact (icons, the
 * status filter as a dropdown, the 250 px selector).
 */
export const TOOLBAR_LEVELS = ['labels', 'icons', 'compact'] as const;
export type ToolbarLevel = (typeof TOOLBAR_LEVELS)[number];

/**
 * The level after measuring the toolbar's row: one down when its content is wider than the row (remembering the width
 * that level needs), one up when the row has room for the width the level above needed (or it was never measured).
 */
export function nextToolbarLevel(current: ToolbarLevel, row: { contentWidth: number; width: number }, needed: Partial<Record<ToolbarLevel, number>>): ToolbarLevel {
  const index = TOOLBAR_LEVELS.indexOf(current);
  if (current !== 'compact' && row.contentWidth > row.width + 1) {
    needed[current] = row.contentWidth;
    return TOOLBAR_LEVELS[index + 1]!;
  }
  const up = TOOLBAR_LEVELS[index - 1];
  if (up !== undefined && (needed[up] ?? 0) <= row.width) return up;
  return current;
}

/**
 * The toolbar's level: compact whenever the window is 1000 px wide or less (SPEC §2); wider, the roomiest level whose
 * content fits the toolbar's one row (a row of 1001-1300 px windows cannot hold the full toolbar beside the view
 * tabs, so it goes compact rather than wrapping). Measured before paint and again whenever the row or a control
 * changes size.
 */
export function useToolbarLevel(ref: RefObject<HTMLElement | null>, compactWindow: boolean): ToolbarLevel {
  const [level, setLevel] = useState<ToolbarLevel>('labels');
  const needed = useRef<Partial<Record<ToolbarLevel, number>>>({});
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || compactWindow) return;
    const check = () => {
      const next = nextToolbarLevel(level, { contentWidth: row.scrollWidth, width: row.clientWidth }, needed.current);
      if (next !== level) setLevel(next);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(row);
    for (const control of row.children) observer.observe(control);
    return () => observer.disconnect();
  }, [ref, compactWindow, level]);
  return compactWindow ? 'compact' : level;
}
