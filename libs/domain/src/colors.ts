/** The palette of the specification (SPEC §9), by colour name. */
export const PALETTE = {
  primary: '#283490',
  secondary: '#82868B',
  success: '#28C76F',
  danger: '#EA5455',
  warning: '#FF9F43',
  dark: '#1E1E1E',
  light: '#F6F6F6',
  grey: '#b4a5a5',
} as const;

export type ColorName = keyof typeof PALETTE;

/** Route stroke: purple, 5 px wide, dashed marker repeating every 10 px. */
export const ROUTE_STROKE = { color: '#8A2BE2', width: 5, dashRepeatPx: 10 } as const;

/** PDF header fill and grid line colours. */
export const PDF_COLORS = { headerFill: '#EBEBED', gridLine: '#F1F1F1' } as const;

/** Brightness above which dark text is used on a coloured background (0-255 scale). */
export const CONTRAST_THRESHOLD = 128;

/** Parses '#rgb' or '#rrggbb' into [r, g, b] (0-255); throws on anything else. */
export function parseHexColor(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** Text colour (black or white) readable on the given background, by YIQ brightness against the threshold. */
export function contrastText(background: string): '#000000' | '#FFFFFF' {
  const [r, g, b] = parseHexColor(background);
  const yiq = (r * 299 + g * 587 + b * 114) / 1000;
  return yiq >= CONTRAST_THRESHOLD ? '#000000' : '#FFFFFF';
}
