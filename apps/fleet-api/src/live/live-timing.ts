// The live sockets' timing: imports nothing of the server, so that the composition (AppContext) can name it without
// an import circle through the live connection.

/** Timing and limits of a live socket. */
export interface LiveTiming {
  /** Time allowed for the hello, ms. @default 10000 */
  helloTimeoutMs: number;
  /** Shortest time between two deltas to one socket, ms. @default 100 */
  flushIntervalMs: number;
  /** Deltas wait while the socket holds this much unsent data, bytes. @default 1048576 */
  maxBufferedBytes: number;
  /** How often the session, page keys and visible assets are checked again, ms. @default 30000 */
  sessionCheckMs: number;
}

export const DEFAULT_LIVE_TIMING: LiveTiming = {
  helloTimeoutMs: 10_000,
  flushIntervalMs: 100,
  maxBufferedBytes: 1_048_576,
  sessionCheckMs: 30_000,
};
