import { ASSET_TYPES, type AssetType } from '@fleet/domain';

/**
 * The map-kit's own icon set: one glyph per asset type as SVG path data in a 64 x 64 box, centred on (32, 32).
 * Vehicles and boats are drawn from above, nose up (north), so that rotating them by the heading points them the way
 * they travel; the others are upright symbols. Holes (even-odd fill) let the white halo show through as detail.
 */
export interface AssetIcon {
  /** SVG path data, 64 x 64 box. */
  path: string;
  /** Fill rule of the path. */
  fillRule: 'nonzero' | 'evenodd';
  /** True when the icon turns with the heading (vehicles, boats). */
  rotates: boolean;
}

/** Side of the icon box, px (SVG user units). */
export const ICON_BOX = 64;

const ellipse = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${cx - rx} ${cy} a${rx} ${ry} 0 1 0 ${2 * rx} 0 a${rx} ${ry} 0 1 0 ${-2 * rx} 0 Z`;

export const ASSET_ICONS: Readonly<Record<AssetType, AssetIcon>> = {
  truck: {
    // cab with a windscreen, a gap, then the long cargo body
    path: 'M21 3 h22 a4 4 0 0 1 4 4 v13 h-30 v-13 a4 4 0 0 1 4 -4 Z M21 8 v5 h22 v-5 Z M15 23 h34 v38 h-34 Z M19 40 h26 v2 h-26 Z',
    fillRule: 'evenodd',
    rotates: true,
  },
  car: {
    // body with windscreen and rear window, roof solid
    path:
      'M32 3 C42 3 48 8 48 16 V50 C48 57 43 61 32 61 C21 61 16 57 16 50 V16 C16 8 22 3 32 3 Z ' +
      'M21 21 L43 21 L40 30 L24 30 Z M22 47 L42 47 L43 54 L21 54 Z',
    fillRule: 'evenodd',
    rotates: true,
  },
  machine: {
    // tractor: bonnet with small front wheels, cabin, big rear wheels
    path:
      'M26 3 h12 v25 h-12 Z M14 7 h9 v15 h-9 Z M41 7 h9 v15 h-9 Z M20 28 h24 v26 h-24 Z M8 32 h11 v28 h-11 Z M45 32 h11 v28 h-11 Z M24 33 h16 v8 h-16 Z',
    fillRule: 'evenodd',
    rotates: true,
  },
  boat: {
    // hull with a pointed bow and a cabin
    path:
      'M32 1 C44 11 50 23 50 36 V56 C50 60 48 62 44 62 H20 C16 62 14 60 14 56 V36 C14 23 20 11 32 1 Z M23 30 h18 v16 h-18 Z',
    fillRule: 'evenodd',
    rotates: true,
  },
  animal: {
    // paw print
    path: [
      'M32 33 C40 33 47 41 47 48 C47 55 40 57 32 54 C24 57 17 55 17 48 C17 41 24 33 32 33 Z',
      ellipse(13, 30, 5, 6.5),
      ellipse(24, 17, 5.5, 7),
      ellipse(40, 17, 5.5, 7),
      ellipse(51, 30, 5, 6.5),
    ].join(' '),
    fillRule: 'nonzero',
    rotates: false,
  },
  item: {
    // parcel: a box seen from a corner, with its edges cut out
    path: 'M10 19 L32 8 L54 19 V45 L32 56 L10 45 Z M13 21.5 L32 31 L51 21.5 V24.5 L33.5 33.2 V53 H30.5 V33.2 L13 24.5 Z',
    fillRule: 'evenodd',
    rotates: false,
  },
  watch: {
    // smart watch: straps and a face with clock hands
    path:
      'M25 3 h14 l2 12 h-18 Z M23 49 h18 l-2 12 h-14 Z ' +
      'M24 13 h16 a7 7 0 0 1 7 7 v24 a7 7 0 0 1 -7 7 h-16 a7 7 0 0 1 -7 -7 v-24 a7 7 0 0 1 7 -7 Z M30.5 20 h3 v11 h8 v3 h-11 Z',
    fillRule: 'evenodd',
    rotates: false,
  },
  staff: {
    // person: head and shoulders
    path: `${ellipse(32, 16, 9, 9)} M14 58 C14 41 21 30 32 30 C43 30 50 41 50 58 Z`,
    fillRule: 'nonzero',
    rotates: false,
  },
};

/** True for asset types whose icon turns with the heading. */
export function iconRotates(type: AssetType): boolean {
  return ASSET_ICONS[type].rotates;
}

/** An icon as a standalone SVG document (for DOM use: lists, legends), filled with `color`. */
export function assetIconSvg(type: AssetType, color: string, sizePx = 24): string {
  const icon = ASSET_ICONS[type];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 ${ICON_BOX} ${ICON_BOX}">` +
    `<path d="${icon.path}" fill="${color}" fill-rule="${icon.fillRule}"/></svg>`
  );
}

/** Asset types in icon order (the index is the type code used by the asset layer). */
export const ICON_TYPES: readonly AssetType[] = ASSET_TYPES;

/** Type code of an asset type: its index in ICON_TYPES (unknown types fall back to truck). */
export function iconTypeCode(type: string): number {
  const index = (ICON_TYPES as readonly string[]).indexOf(type);
  return index < 0 ? ICON_TYPES.indexOf('truck') : index;
}
