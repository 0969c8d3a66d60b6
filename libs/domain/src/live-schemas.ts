import { z } from 'zod';
import { ASSET_STATUSES } from './asset';

// The live state's schemas, apart from live.ts (whose constants the live store and the web's light modules import):
// zod stays out of their bundles.

/** The live state of one asset as the live feed sends it. */
export const liveAssetSchema = z.strictObject({
  assetId: z.number(),
  /** Device time of the last report, ms since epoch; null when it never reported. */
  time: z.number().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** km/h */
  speed: z.number(),
  /** degrees clockwise from north */
  heading: z.number(),
  status: z.enum(ASSET_STATUSES),
  ignition: z.boolean().nullable(),
  fuelPercent: z.number().nullable(),
  temperature: z.number().nullable(),
  /** km */
  odometer: z.number().nullable(),
  address: z.string().nullable(),
});
export type LiveAsset = z.infer<typeof liveAssetSchema>;

/** GET /v2/live/assets: the HTTP snapshot of the live feed, the assets that reported among those the user may see. */
export const liveAssetsResponseSchema = z.strictObject({
  success: z.literal(true),
  /** Sequence number of the snapshot (the live socket's numbering). */
  seq: z.number(),
  assets: z.array(liveAssetSchema),
});
export type LiveAssetsResponse = z.infer<typeof liveAssetsResponseSchema>;
/** The HTTP snapshot of the live feed (without its `success`). */
export type LiveAssetsSnapshot = Omit<LiveAssetsResponse, 'success'>;
