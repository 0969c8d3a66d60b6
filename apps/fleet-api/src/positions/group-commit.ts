/**
 * Group commit: what many callers submit (each device message, from any connection and protocol) is gathered and
 * committed together in one transaction, then every caller is answered with its own part of the outcome. A batch
 * starts when fewer than `concurrency` are being committed (after `lingerMs`, to gather the messages arriving
 * together); while they commit, the next gathers, so the batch grows with the load and an idle server answers each
 * message at once.
 */

/** Limits of a group commit. */
export interface GroupCommitOptions {
  /** How long the first submission waits for others when nothing is being committed, ms. @default 2 */
  lingerMs?: number;
  /** Items committed in one batch at most (a batch takes whole submissions; one submission may exceed it). @default 5000 */
  maxItems?: number;
  /**
   * Items waiting at most: past it, `submit` waits for room before queueing (the caller, a device connection, reads
   * no more until then), so a database that falls behind slows the devices down and nothing acknowledged is dropped.
   * @default 100000
   */
  highWater?: number;
  /**
   * Batches committed at the same time at most: with 2, the next batch is sent while the database finishes the one
   * before (the server would otherwise wait on each commit's round trips with its CPU idle). @default 2
   */
  concurrency?: number;
}

/** Defaults of {@link GroupCommitOptions}. */
export const GROUP_COMMIT_DEFAULTS: Readonly<Required<GroupCommitOptions>> = Object.freeze({ lingerMs: 2, maxItems: 5_000, highWater: 100_000, concurrency: 2 });

/**
 * Commits the submissions of one batch together; resolves with one outcome per submission, in order. It rejects when
 * the batch could not be committed (nothing of it is): the submissions are then committed one by one, so that one bad
 * submission fails alone.
 */
export type CommitBatch<T, R> = (submissions: readonly (readonly T[])[]) => Promise<R[]>;

interface Waiting<T, R> {
  items: readonly T[];
  resolve: (outcome: R) => void;
  reject: (error: unknown) => void;
}

/** Counters of a group commit (benchmarks, logs). */
export interface GroupCommitStats {
  /** Batches committed. */
  batches: number;
  /** Submissions answered. */
  submissions: number;
  /** Items committed. */
  items: number;
  /** Batches that failed together and were committed one submission at a time. */
  split: number;
}

/** A group commit over `commit`. */
export class GroupCommit<T, R> {
  private readonly limits: Required<GroupCommitOptions>;
  private queue: Waiting<T, R>[] = [];
  private queued = 0;
  private readonly flights = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private readonly roomWaiters: (() => void)[] = [];
  readonly stats: GroupCommitStats = { batches: 0, submissions: 0, items: 0, split: 0 };

  constructor(
    private readonly commit: CommitBatch<T, R>,
    options: GroupCommitOptions = {},
  ) {
    this.limits = { ...GROUP_COMMIT_DEFAULTS, ...options };
  }

  /** Items waiting to be committed. */
  get waiting(): number {
    return this.queued;
  }

  /** Queues `items` for the next batch; resolves with their outcome once that batch committed. */
  async submit(items: readonly T[]): Promise<R> {
    while (this.queued >= this.limits.highWater) await new Promise<void>((resolve) => this.roomWaiters.push(resolve));
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      this.queued += items.length;
      this.schedule();
    });
  }

  /** Resolves once everything submitted so far is answered. */
  async drain(): Promise<void> {
    while (this.flights.size > 0 || this.queue.length > 0) {
      if (this.flights.size === 0) this.start();
      await Promise.all(this.flights);
    }
  }

  private schedule(): void {
    if (this.flights.size >= this.limits.concurrency) return;
    if (this.queued >= this.limits.maxItems || this.limits.lingerMs <= 0) {
      this.start();
      return;
    }
    this.timer ??= setTimeout(() => this.start(), this.limits.lingerMs);
  }

  private start(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flights.size < this.limits.concurrency && this.queue.length > 0) {
      const batch: Waiting<T, R>[] = [];
      let items = 0;
      while (this.queue.length > 0 && (batch.length === 0 || items + (this.queue[0]?.items.length ?? 0) <= this.limits.maxItems)) {
        const next = this.queue.shift() as Waiting<T, R>;
        batch.push(next);
        items += next.items.length;
      }
      this.queued -= items;
      const flight: Promise<void> = this.run(batch, items).finally(() => {
        this.flights.delete(flight);
        for (const wake of this.roomWaiters.splice(0)) wake();
        // What arrived during the commit goes at once: it has waited already.
        if (this.queue.length > 0) this.start();
      });
      this.flights.add(flight);
    }
  }

  private async run(batch: readonly Waiting<T, R>[], items: number): Promise<void> {
    try {
      const outcomes = await this.commit(batch.map((w) => w.items));
      batch.forEach((w, i) => w.resolve(outcomes[i] as R));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
      } else {
        this.stats.split += 1;
        for (const w of batch) {
          try {
            const [outcome] = await this.commit([w.items]);
            w.resolve(outcome as R);
          } catch (own) {
            w.reject(own);
          }
        }
      }
    }
    this.stats.batches += 1;
    this.stats.submissions += batch.length;
    this.stats.items += items;
  }
}
