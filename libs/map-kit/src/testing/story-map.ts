import type { FleetMapTestHooks } from '../map/test-hooks';

/** A point of a story's map. */
export interface StoryPoint {
  lat: number;
  lng: number;
}

async function poll<T>(what: () => T | undefined, timeoutMs: number, failure: () => string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = what();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(failure());
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether the basemap's canvas shows opaque pixels (the map redraws and is read before the browser presents it). */
function basemapPainted(hooks: FleetMapTestHooks): boolean {
  const canvas = hooks.map.getCanvas();
  if (!canvas.width || !canvas.height) return false;
  hooks.map.redraw();
  const copy = document.createElement('canvas');
  copy.width = 8;
  copy.height = 8;
  const ctx = copy.getContext('2d', { willReadFrequently: true });
  if (!ctx) return false;
  ctx.drawImage(canvas, 0, 0, canvas.width, canvas.height, 0, 0, 8, 8);
  const data = ctx.getImageData(0, 0, 8, 8).data;
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return false;
  return true;
}

/**
 * Waits until the story's map (its test hooks, `window.__fleetMap`) has loaded its style and painted the basemap on a
 * WebGL canvas of the container's size (browser only: needs WebGL). Gives the test hooks.
 */
export async function waitForMapRendered(timeoutMs = 20_000): Promise<FleetMapTestHooks> {
  return poll(
    () => {
      const hooks = window.__fleetMap;
      return hooks && hooks.map.loaded() && basemapPainted(hooks) ? hooks : undefined;
    },
    timeoutMs,
    () => `the map did not render in ${timeoutMs} ms (hooks: ${Boolean(window.__fleetMap)}, loaded: ${window.__fleetMap?.map.loaded()})`,
  );
}

/** Pixels deck.gl's layers drew around each point (radius in CSS pixels). */
export function deckPixelsAtPoints(hooks: FleetMapTestHooks, points: readonly StoryPoint[], radius = 3): number[] {
  return points.map((p) => {
    const { x, y } = hooks.map.project([p.lng, p.lat]);
    return hooks.deckPixelsAt(x, y, radius);
  });
}

/** Waits until the map rendered and deck.gl's layers drew at every one of the points (browser only). */
export async function waitForDeckDrawnAt(
  points: readonly StoryPoint[],
  options: { radius?: number; timeoutMs?: number } = {},
): Promise<FleetMapTestHooks> {
  const { radius = 3, timeoutMs = 20_000 } = options;
  const hooks = await waitForMapRendered(timeoutMs);
  let last: number[] = [];
  await poll(
    () => {
      last = deckPixelsAtPoints(hooks, points, radius);
      return last.every((n) => n > 0) ? true : undefined;
    },
    timeoutMs,
    () => `deck.gl drew nothing at some of ${JSON.stringify(points)} (pixels: ${JSON.stringify(last)})`,
  );
  return hooks;
}

/** A point `metres` east of another. */
export function eastOf(point: StoryPoint, metres: number): StoryPoint {
  return { lat: point.lat, lng: point.lng + metres / (111_320 * Math.cos((point.lat * Math.PI) / 180)) };
}

/** The middle of a [lng, lat] path's segment `i` (a point on the drawn line). */
export function midpoint(path: readonly (readonly [number, number])[], i = 0): StoryPoint {
  const [a, b] = [path[i]!, path[i + 1]!];
  return { lng: (a[0] + b[0]) / 2, lat: (a[1] + b[1]) / 2 };
}
