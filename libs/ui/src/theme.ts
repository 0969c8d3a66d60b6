import { PALETTE, type ColorName } from '@fleet/domain';

/** The CSS custom property of each palette colour, e.g. `--fleet-color-primary`. */
export const THEME_VARS = Object.fromEntries(
  (Object.keys(PALETTE) as ColorName[]).map((name) => [name, `--fleet-color-${name}`]),
) as Record<ColorName, string>;

/** A CSS value that reads a palette colour from the theme, e.g. `var(--fleet-color-success)`. */
export function colorVar(name: ColorName): string {
  return `var(${THEME_VARS[name]})`;
}

/** The palette as CSS custom properties, to set on an element's style (e.g. to theme a subtree). */
export function paletteCssVariables(palette: Record<ColorName, string> = PALETTE): Record<string, string> {
  return Object.fromEntries((Object.keys(palette) as ColorName[]).map((name) => [THEME_VARS[name], palette[name]]));
}
