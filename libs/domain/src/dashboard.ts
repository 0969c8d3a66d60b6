import { z } from 'zod';
import { ASSET_STATUSES, ASSET_TYPES, type StatusFilterKey } from './asset';

// The dashboard's and the vessel list's answers. No light library imports values from this module: its zod stays out
// of their bundles.

const count = z.number();

/** Counts per status filter key, All included (`StatusCounts`). */
export const statusCountsSchema = z.strictObject({
  All: count,
  Move: count,
  Idle: count,
  Park: count,
  Inactive: count,
} satisfies Record<StatusFilterKey, typeof count>);

/** One asset as the dashboard (and the vessel list) lists it. */
export const dashboardAssetSchema = z.strictObject({
  assetId: z.number(),
  assetName: z.string(),
  /** The group's name, 'Ungrouped' without one. */
  assetGroup: z.string(),
  type: z.enum(ASSET_TYPES),
  /** Derived at the time of the answer. */
  status: z.enum(ASSET_STATUSES),
  /** ISO 8601 time of the last report; null when the asset never reported. */
  lastReportAt: z.string().nullable(),
});
export type DashboardAsset = z.infer<typeof dashboardAssetSchema>;

/** The user's fleet by status, by type and by group. */
export const dashboardSummarySchema = z.strictObject({
  statusCounts: statusCountsSchema,
  /** Every asset type (zeros included) in ASSET_TYPES order. */
  byType: z.array(z.strictObject({ type: z.enum(ASSET_TYPES), count })),
  /** The groups by name, each with its status counts. */
  byGroup: z.array(z.strictObject({ group: z.string(), count, statusCounts: statusCountsSchema })),
  assets: z.array(dashboardAssetSchema),
  /** ISO 8601 time the statuses were derived at. */
  generatedAt: z.string(),
});
/** Response of GET /v2/dashboard (without its `success`). */
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** GET /v2/dashboard */
export const dashboardResponseSchema = z.strictObject({ success: z.literal(true), ...dashboardSummarySchema.shape });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** GET /v2/vessels: the boats the user may see, with their status. */
export const vesselsResponseSchema = z.strictObject({ success: z.literal(true), vessels: z.array(dashboardAssetSchema) });
export type VesselsResponse = z.infer<typeof vesselsResponseSchema>;
