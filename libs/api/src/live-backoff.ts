/** Reconnect delays of the live socket. */
export interface BackoffOptions {
  /** First delay, ms. @default 1000 */
  initialMs: number;
  /** Largest delay, ms. @default 30000 */
  maxMs: number;
  /** Share of the delay that is random, 0..1 (spreads reconnecting clients after a server restart). @default 0.5 */
  jitter: number;
}

/** 1 s doubling to 30 s, half of each delay random. */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1_000, maxMs: 30_000, jitter: 0.5 };

/**
 * Delay before reconnect attempt `attempt` (0 = the first retry), ms: `initialMs * 2^attempt` capped at `maxMs`, of
 * which the `jitter` share is replaced by a random part; always within [initialMs, maxMs].
 */
export function backoffDelay(attempt: number, random: () => number = Math.random, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const base = Math.min(options.maxMs, options.initialMs * 2 ** Math.max(0, attempt));
  const delay = base * (1 - options.jitter) + base * options.jitter * random();
  return Math.round(Math.min(options.maxMs, Math.max(options.initialMs, delay)));
}
