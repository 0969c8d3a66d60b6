import type { LiveAsset } from '@fleet/domain';

/** Changes kept per tenant for resuming clients. */
export const LIVE_RING_CAPACITY = 10_000;

/**
 * The last `capacity` changes of one tenant, each with its sequence number, in a ring buffer. A reconnecting client
 * that saw up to `lastSeq` gets what it missed when the buffer still reaches back that far.
 *
 * Sequence numbers start at `epoch`: the server uses its start time in ms x 1000, so that numbers of an earlier
 * server run are always below the buffer (the client then gets a snapshot), unless that run averaged more than
 * 1000 changes per ms.
 */
export class LiveChangeLog {
  private readonly seqs: Float64Array;
  private readonly assets: (LiveAsset | undefined)[];
  /** Slot of the next write. */
  private head = 0;
  private count = 0;
  private current: number;

  constructor(
    epoch: number,
    private readonly capacity: number = LIVE_RING_CAPACITY,
  ) {
    this.current = epoch;
    this.seqs = new Float64Array(capacity);
    this.assets = new Array<LiveAsset | undefined>(capacity);
  }

  /** The sequence number of the newest change (the epoch before any). */
  get seq(): number {
    return this.current;
  }

  /** The oldest sequence number still held; `seq + 1` when empty. */
  get oldestSeq(): number {
    if (this.count === 0) return this.current + 1;
    return this.seqs[(this.head - this.count + this.capacity) % this.capacity] ?? this.current + 1;
  }

  /** Records changes, one number each. @returns the newest sequence number */
  append(assets: readonly LiveAsset[]): number {
    for (const asset of assets) {
      this.current += 1;
      this.seqs[this.head] = this.current;
      this.assets[this.head] = asset;
      this.head = (this.head + 1) % this.capacity;
      if (this.count < this.capacity) this.count += 1;
    }
    return this.current;
  }

  /**
   * The changes after `lastSeq`, newest state per asset, or undefined when the buffer no longer covers them (or
   * `lastSeq` is from the future, e.g. an earlier server run).
   */
  since(lastSeq: number): LiveAsset[] | undefined {
    if (!Number.isFinite(lastSeq) || lastSeq > this.current || lastSeq < this.oldestSeq - 1) return undefined;
    const missed = new Map<number, LiveAsset>();
    const n = this.current - lastSeq;
    for (let i = n; i >= 1; i -= 1) {
      const asset = this.assets[(this.head - i + this.capacity) % this.capacity];
      if (asset) missed.set(asset.assetId, asset);
    }
    return [...missed.values()];
  }
}
