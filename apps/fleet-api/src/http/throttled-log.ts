/** Where a throttled line goes. */
export type WarnLog = (obj: object, msg: string) => void;

/**
 * At most one log line per key per interval; the lines held back are counted and reported with the next one, so a
 * flood (refused connections, a port scan) costs one line every few seconds, not one per event.
 */
export class ThrottledLog {
  private readonly last = new Map<string, { at: number; held: number }>();

  /**
   * @param warn the log call
   * @param intervalMs least time between two lines of one key, ms
   * @param now the clock, ms
   */
  constructor(
    private readonly warn: WarnLog,
    private readonly intervalMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs `msg` (keyed by itself) unless a line of it went out within the interval. */
  log(obj: object, msg: string): void {
    const at = this.now();
    const entry = this.last.get(msg);
    if (entry && at - entry.at < this.intervalMs) {
      entry.held += 1;
      return;
    }
    this.warn(entry && entry.held > 0 ? { ...obj, alsoSince: entry.held } : obj, msg);
    this.last.set(msg, { at, held: 0 });
  }
}
