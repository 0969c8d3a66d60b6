import { ASSET_TYPES } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { ASSET_ICONS, assetIconSvg, iconRotates, iconTypeCode, ICON_TYPES } from './asset-icons';
import { createIconAtlasLayout, glyphIconName, haloIconName } from './icon-atlas';

describe('icon atlas layout', () => {
  it('has a glyph and a halo cell for each of the 8 asset types, all masks', () => {
    const layout = createIconAtlasLayout(128);
    expect(Object.keys(layout.mapping)).toHaveLength(16);
    expect(layout.width).toBe(8 * 128);
    expect(layout.height).toBe(256);
    for (const type of ASSET_TYPES) {
      const glyph = layout.mapping[glyphIconName(type)]!;
      const halo = layout.mapping[haloIconName(type)]!;
      expect(glyph).toMatchObject({ y: 0, width: 128, height: 128, anchorX: 64, anchorY: 64, mask: true });
      expect(halo).toMatchObject({ x: glyph.x, y: 128, mask: true });
    }
  });
  it('puts no two cells on top of each other', () => {
    const cells = Object.values(createIconAtlasLayout(64).mapping).map((c) => `${c.x},${c.y}`);
    expect(new Set(cells).size).toBe(cells.length);
  });
});

describe('asset icons', () => {
  it('has a path for every type', () => {
    for (const type of ASSET_TYPES) expect(ASSET_ICONS[type].path.length).toBeGreaterThan(10);
  });
  it('rotates vehicles and boats only', () => {
    expect(ASSET_TYPES.filter(iconRotates)).toEqual(['boat', 'car', 'machine', 'truck']);
  });
  it('codes types by their index and falls back to truck', () => {
    expect(iconTypeCode('animal')).toBe(0);
    expect(iconTypeCode('staff')).toBe(ICON_TYPES.length - 1);
    expect(iconTypeCode('spaceship')).toBe(ICON_TYPES.indexOf('truck'));
  });
  it('renders an SVG document in the given colour', () => {
    const svg = assetIconSvg('car', '#28C76F', 20);
    expect(svg).toContain('fill="#28C76F"');
    expect(svg).toContain('width="20"');
    expect(svg).toContain('fill-rule="evenodd"');
  });
});
