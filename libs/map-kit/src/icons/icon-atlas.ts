import type { AssetType } from '@fleet/domain';
import { ASSET_ICONS, ICON_BOX, ICON_TYPES } from './asset-icons';

/** One entry of a deck.gl icon mapping (pixels in the atlas). */
export interface IconMappingEntry {
  x: number;
  y: number;
  width: number;
  height: number;
  anchorX: number;
  anchorY: number;
  mask: boolean;
}

/** Atlas geometry. */
export interface IconAtlasLayout {
  /** Side of one cell, px. @default 128 */
  cellPx: number;
  /** Atlas size, px. */
  width: number;
  height: number;
  mapping: Record<string, IconMappingEntry>;
}

/** Name of the glyph icon of a type in the atlas. */
export function glyphIconName(type: AssetType): string {
  return type;
}

/** Name of the halo (outline) icon of a type in the atlas. */
export function haloIconName(type: AssetType): string {
  return `${type}-halo`;
}

/**
 * Lays out the atlas: row 0 holds the glyphs, row 1 the halos, one cell per asset type in ICON_TYPES order. Every
 * entry is a mask (deck.gl tints it with the instance colour), anchored at its centre.
 * @param cellPx side of a cell, px; icons are drawn at cellPx / 64 times their SVG size. @default 128
 */
export function createIconAtlasLayout(cellPx = 128): IconAtlasLayout {
  const mapping: Record<string, IconMappingEntry> = {};
  ICON_TYPES.forEach((type, i) => {
    const cell = { x: i * cellPx, width: cellPx, height: cellPx, anchorX: cellPx / 2, anchorY: cellPx / 2, mask: true };
    mapping[glyphIconName(type)] = { ...cell, y: 0 };
    mapping[haloIconName(type)] = { ...cell, y: cellPx };
  });
  return { cellPx, width: ICON_TYPES.length * cellPx, height: 2 * cellPx, mapping };
}

/** Width of the halo around a glyph, SVG units (64 box). */
export const HALO_WIDTH = 7;

/**
 * Draws the atlas into a canvas (white shapes on transparent; colour comes from the layer as a mask tint): the glyph
 * of each type in row 0 and its halo (the glyph filled solid and stroked wide) in row 1. Browser only.
 */
export function drawIconAtlas(layout: IconAtlasLayout = createIconAtlasLayout()): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available');
  const scale = layout.cellPx / ICON_BOX;
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const type of ICON_TYPES) {
    const icon = ASSET_ICONS[type];
    const path = new Path2D(icon.path);
    const glyph = layout.mapping[glyphIconName(type)]!;
    const halo = layout.mapping[haloIconName(type)]!;
    ctx.save();
    ctx.translate(glyph.x, glyph.y);
    ctx.scale(scale, scale);
    ctx.fill(path, icon.fillRule);
    ctx.restore();
    ctx.save();
    ctx.translate(halo.x, halo.y);
    ctx.scale(scale, scale);
    ctx.lineWidth = HALO_WIDTH;
    ctx.fill(path, 'nonzero');
    ctx.stroke(path);
    ctx.restore();
  }
  return canvas;
}
