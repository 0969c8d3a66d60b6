import { useEffect, useState } from 'react';

/**
 * The longest the map waits for the live data before it opens, ms. Opening on the data means opening on the whole
 * fleet and drawing it in the map's first frame, rather than drawing the company's default view and moving at once.
 */
export const MAP_OPEN_WAIT_MS = 1500;

/** True once the live data (and what else the map opens on) is ready, or MAP_OPEN_WAIT_MS after the page opened without it. */
export function useMapOpen(ready: boolean): boolean {
  // Once open, the map stays (a reconnecting feed does not close it).
  const [opened, setOpened] = useState(ready);
  useEffect(() => {
    if (opened) return;
    if (ready) {
      setOpened(true);
      return;
    }
    const timer = setTimeout(() => setOpened(true), MAP_OPEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, opened]);
  return opened || ready;
}
