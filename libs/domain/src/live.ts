import type { AssetStatus } from './asset';
import type { ReportJob } from './reports/report-job';

/** The live state of one asset as the live feed sends it. */
export interface LiveAsset {
  assetId: number;
  /** Device time of the last report, ms since epoch; null when it never reported. */
  time: number | null;
  lat: number;
  lng: number;
  /** km/h */
  speed: number;
  /** degrees clockwise from north */
  heading: number;
  status: AssetStatus;
  ignition: boolean | null;
  fuelPercent: number | null;
  temperature: number | null;
  /** km */
  odometer: number | null;
  address: string | null;
}

/** Client to server: the first message on /v2/live. `lastSeq` resumes after a reconnect. */
export interface LiveHello {
  type: 'hello';
  token: string;
  lastSeq?: number;
}

/**
 * Server to client messages on /v2/live. `job`: an export the signed-in user started moved on (its progress, its end),
 * sent to that user's sockets only.
 */
export type LiveServerMessage =
  | { type: 'snapshot'; seq: number; assets: LiveAsset[] }
  | { type: 'delta'; seq: number; assets: LiveAsset[] }
  | { type: 'job'; job: ReportJob }
  | { type: 'error'; error: string; code: string };

/** Close codes of the live socket. */
export const LIVE_CLOSE_CODES = {
  /** No valid hello within the time limit, or a bad token. */
  unauthorized: 4401,
  /** The session was revoked (logout) or expired. */
  sessionEnded: 4403,
} as const;
