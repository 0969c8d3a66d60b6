import type { AssetType } from '@fleet/domain';
import { ASSET_ICONS, ICON_BOX } from './asset-icons';

/** Props of AssetIcon. */
export interface AssetIconProps {
  type: AssetType;
  /** Fill colour (CSS). */
  color: string;
  /** Side, px. @default 20 */
  size?: number;
  /** Rotation, degrees clockwise (applied only to icons that turn). @default 0 */
  heading?: number;
}

/** An asset type's map icon as inline SVG (for lists and legends). */
export function AssetIcon({ type, color, size = 20, heading = 0 }: AssetIconProps) {
  const icon = ASSET_ICONS[type];
  return (
    <svg width={size} height={size} viewBox={`0 0 ${ICON_BOX} ${ICON_BOX}`} aria-hidden="true" focusable="false">
      <path
        d={icon.path}
        fill={color}
        fillRule={icon.fillRule}
        stroke="#fff"
        strokeWidth={2}
        transform={icon.rotates && heading ? `rotate(${heading} 32 32)` : undefined}
      />
    </svg>
  );
}
