import { PALETTE, type ColorName } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { THEME_VARS, colorVar, paletteCssVariables } from './theme';
import tokensCss from './tokens.css?raw';

describe('theme tokens', () => {
  it('tokens.css defines every palette colour with the specification value', () => {
    for (const name of Object.keys(PALETTE) as ColorName[]) {
      const match = new RegExp(`${THEME_VARS[name]}:\\s*(#[0-9a-fA-F]{3,6});`).exec(tokensCss);
      expect(match?.[1]?.toLowerCase(), name).toBe(PALETTE[name].toLowerCase());
    }
  });

  it('builds CSS variable references and values', () => {
    expect(colorVar('success')).toBe('var(--fleet-color-success)');
    expect(paletteCssVariables()['--fleet-color-primary']).toBe('#283490');
  });
});
