import { z } from 'zod';
import { ASSET_TYPES } from './asset-types';

// The schemas of the asset answers, apart from asset.ts: the map kit imports asset.ts's constants and must not
// carry zod (its size budget).

/** An asset as the selector and the map know it. */
export const assetSummarySchema = z.strictObject({
  assetId: z.number(),
  assetName: z.string(),
  /** The group's name, 'Ungrouped' without one. */
  assetGroup: z.string(),
  /** The tracker's identifier (IMEI-like); '' without one. */
  unitId: z.string(),
  type: z.enum(ASSET_TYPES),
  /** Map icon. */
  iconType: z.string(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;
