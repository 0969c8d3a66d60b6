import type { AssetStatus, AssetType } from './asset';
import type { StatusCounts } from './status';

/** One asset as the dashboard lists it. */
export interface DashboardAsset {
  assetId: number;
  assetName: string;
  assetGroup: string;
  type: AssetType;
  status: AssetStatus;
  lastReportAt: string | null;
}

/** Response of GET /v2/dashboard: the user's fleet by status, by type and by group. */
export interface DashboardSummary {
  statusCounts: StatusCounts;
  byType: { type: AssetType; count: number }[];
  byGroup: { group: string; count: number; statusCounts: StatusCounts }[];
  assets: DashboardAsset[];
  generatedAt: string;
}
