import type { LiveAsset } from './live-schemas';
import type { Alert } from './alert-schemas';
import type { ReportJob } from './reports/report-job';

/** The live state of one asset as the live feed sends it (its schema is apart: zod stays out of the live store). */
export type { LiveAsset } from './live-schemas';

/** Client to server: the first message on /v2/live. `lastSeq` resumes after a reconnect. */
export interface LiveHello {
  type: 'hello';
  token: string;
  lastSeq?: number;
}

/**
 * Server to client messages on /v2/live. `job`: an export the signed-in user started moved on (its progress, its end),
 * sent to that user's sockets only. `alert` / `alerts-acknowledged`: the company's alerts (docs/live-contract.md).
 */
export type LiveServerMessage =
  | { type: 'snapshot'; seq: number; assets: LiveAsset[] }
  | { type: 'delta'; seq: number; assets: LiveAsset[] }
  | { type: 'job'; job: ReportJob }
  /** A rule raised an alert on an asset this user may see. */
  | { type: 'alert'; alert: Alert }
  /** These alerts were acknowledged (by anyone of the company): the bell counts them off. */
  | { type: 'alerts-acknowledged'; ids: number[] }
  | { type: 'error'; error: string; code: string };

/** Close codes of the live socket. */
export const LIVE_CLOSE_CODES = {
  /** No valid hello within the time limit, or a bad token. */
  unauthorized: 4401,
  /** The session was revoked (logout) or expired. */
  sessionEnded: 4403,
} as const;
