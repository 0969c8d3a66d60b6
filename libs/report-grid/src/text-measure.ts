import type { TextMeasure } from './column-widths';

/** Font size of the grid's cells and headers, px (report-grid.tsx). */
export const GRID_FONT_PX = 13;
/** Weight of the header labels. */
export const GRID_HEADER_WEIGHT = 600;
/** Width of a character where nothing can measure text (tests without canvas), px at 13 px. */
const FALLBACK_CHAR_PX = 7.5;

/**
 * Measures text as the grid draws it: canvas `measureText` with the page's font family at 13 px (600 for labels).
 * Without a 2D canvas (happy-dom) an estimate of 7.5 px per character, a little wide so that nothing is cut.
 */
export function createTextMeasure(fontFamily?: string): TextMeasure {
  const context = typeof document === 'undefined' ? null : canvasContext();
  if (!context) return (text, bold) => text.length * FALLBACK_CHAR_PX * (bold ? 1.05 : 1);
  const family = fontFamily ?? (getComputedStyle(document.body).fontFamily || 'sans-serif');
  const regular = `${GRID_FONT_PX}px ${family}`;
  const heavy = `${GRID_HEADER_WEIGHT} ${GRID_FONT_PX}px ${family}`;
  return (text, bold) => {
    context.font = bold ? heavy : regular;
    return context.measureText(text).width;
  };
}

function canvasContext(): CanvasRenderingContext2D | null {
  try {
    const ctx = document.createElement('canvas').getContext('2d');
    return ctx && typeof ctx.measureText === 'function' ? ctx : null;
  } catch {
    return null;
  }
}
