/** What `captureCanvas` logs when it is handed something that is not a canvas (SPEC §2 playback export). */
export const INVALID_CANVAS_MESSAGE = 'Invalid canvas element provided.';

/**
 * A canvas as a data URL (PNG for the PDF, JPEG for the download). Anything that is not a canvas logs
 * 'Invalid canvas element provided.' and gives null; so does a tainted canvas (cross-origin tiles), whose pixels the
 * browser will not hand out.
 */
export function captureCanvas(element: unknown, type: 'image/png' | 'image/jpeg' = 'image/png', quality = 0.92): string | null {
  if (typeof HTMLCanvasElement === 'undefined' || !(element instanceof HTMLCanvasElement)) {
    console.error(INVALID_CANVAS_MESSAGE);
    return null;
  }
  try {
    return element.toDataURL(type, quality);
  } catch (error) {
    console.error('The map image could not be captured:', error);
    return null;
  }
}

/**
 * The map as one image: every canvas inside the map's container (the basemap, then deck.gl's layers above it) drawn
 * in order onto one canvas of the container's size, on white. The canvases must keep their drawing buffer (MapView
 * `capturable`). Null when the container holds no canvas.
 */
export function composeMapCanvas(container: HTMLElement): HTMLCanvasElement | null {
  const layers = [...container.querySelectorAll('canvas')].filter((c) => c.width > 0 && c.height > 0);
  const base = layers[0];
  if (!base) return null;
  const out = document.createElement('canvas');
  out.width = base.width;
  out.height = base.height;
  const ctx = out.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  for (const c of layers) ctx.drawImage(c, 0, 0, out.width, out.height);
  return out;
}
