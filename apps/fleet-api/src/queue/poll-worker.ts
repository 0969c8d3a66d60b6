/**
 * A worker over a durable queue in the database (alert deliveries, data push): one pass at a time, a pass every
 * `intervalMs` and at once when kicked (new rows), its failures logged; stopping waits for the pass in flight.
 */
export class PollWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly options: { intervalMs: number; onError: (error: unknown) => void },
  ) {}

  /** Starts the passes (the first at once). */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** A pass at once (new rows), when started. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Stops after the pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.running
        .then(this.pass)
        .catch(this.options.onError)
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
