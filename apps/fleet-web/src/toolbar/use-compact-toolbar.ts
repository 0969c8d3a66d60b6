import { COMPACT_BREAKPOINT_PX } from '@fleet/domain';
import { useSyncExternalStore } from 'react';

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
