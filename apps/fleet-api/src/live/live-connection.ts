import { ERROR_CODES, LIVE_CLOSE_CODES, MESSAGES, noPageAccessMessage, type LiveAsset, type LiveServerMessage, type ReportJob, type Alert } from '@fleet/domain';
import { z } from 'zod';
import { LIVE_PAGE_NAME, type LiveAuthResult, type LiveRefusal, type LiveViewer } from './live-viewer';
import type { TenantFeed } from './live-feed';
import type { LiveTiming } from './live-timing';

/** The part of a `ws` WebSocket a connection uses. */
export interface LiveSocket {
  readonly readyState: number;
  /** Bytes queued but not yet sent. */
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** What a connection needs from the server. */
export interface LiveConnectionDeps {
  authenticate(token: string): Promise<LiveAuthResult>;
  recheck(viewer: LiveViewer): Promise<LiveAuthResult>;
  snapshot(viewer: LiveViewer): Promise<LiveAsset[]>;
  feed(tenantId: string): TenantFeed;
  timing: LiveTiming;
  onError(error: unknown): void;
}

const helloSchema = z.object({ type: z.literal('hello'), token: z.string().min(1), lastSeq: z.number().optional() });

/** ws readyState OPEN. */
const OPEN = 1;

const REFUSALS: Record<LiveRefusal, { code: number; error: string; errorCode: string }> = {
  unauthorized: { code: LIVE_CLOSE_CODES.unauthorized, error: MESSAGES.notAuthorized, errorCode: ERROR_CODES.unauthorized },
  'session-ended': { code: LIVE_CLOSE_CODES.sessionEnded, error: MESSAGES.sessionExpired, errorCode: ERROR_CODES.sessionRevoked },
  'no-page-access': { code: LIVE_CLOSE_CODES.sessionEnded, error: noPageAccessMessage(LIVE_PAGE_NAME), errorCode: ERROR_CODES.noPageAccess },
};

/**
 * One live socket: waits for the hello, answers with a snapshot (or the missed deltas on resume), then sends
 * coalesced deltas. Pending changes are a map assetId -> newest LiveAsset, flushed at most every `flushIntervalMs`
 * and only while the socket's send buffer is below `maxBufferedBytes`: a slow client gets the newest state per asset
 * when it catches up, never an unbounded queue.
 */
export class LiveConnection {
  private state: 'hello' | 'starting' | 'live' | 'closed' = 'hello';
  private viewerValue: LiveViewer | undefined;
  private readonly pending = new Map<number, LiveAsset>();
  /** Sequence number of the newest change this socket has been told about (or passed over). */
  private seq = 0;
  private lastFlushAt = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly helloTimer: NodeJS.Timeout;
  private checkTimer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly socket: LiveSocket,
    private readonly deps: LiveConnectionDeps,
  ) {
    this.helloTimer = setTimeout(() => this.refuse('unauthorized'), deps.timing.helloTimeoutMs);
  }

  /** The signed-in viewer once the hello was accepted. */
  get viewer(): LiveViewer | undefined {
    return this.viewerValue;
  }

  /** Handles a message from the client; only the first (the hello) matters. */
  onMessage(data: string): void {
    if (this.state !== 'hello') return;
    let hello: z.infer<typeof helloSchema>;
    try {
      hello = helloSchema.parse(JSON.parse(data));
    } catch {
      this.refuse('unauthorized');
      return;
    }
    this.state = 'starting';
    clearTimeout(this.helloTimer);
    this.start(hello.token, hello.lastSeq).catch((error: unknown) => {
      this.deps.onError(error);
      this.close(1011, 'internal error');
    });
  }

  /** Ends the socket because its session ended or lost the live page keys. */
  end(reason: LiveRefusal): void {
    this.refuse(reason);
  }

  /** Closes the socket with a code (server shutdown: 1001). */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.onClosed();
    if (this.socket.readyState === OPEN) this.socket.close(code, reason);
  }

  /** Cleans up after the socket closed (either side). */
  onClosed(): void {
    this.state = 'closed';
    clearTimeout(this.helloTimer);
    clearTimeout(this.flushTimer);
    clearInterval(this.checkTimer);
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.pending.clear();
  }

  private async start(token: string, lastSeq: number | undefined): Promise<void> {
    const auth = await this.deps.authenticate(token);
    if (this.state !== 'starting') return;
    if (!auth.ok) {
      this.refuse(auth.reason);
      return;
    }
    this.viewerValue = auth.viewer;
    const feed = this.deps.feed(auth.viewer.tenantId);
    // Listen before reading the snapshot: a change committed meanwhile is sent (again) as a delta, never lost.
    this.seq = feed.log.seq;
    this.unsubscribe = feed.subscribe((seq, assets) => this.onChanges(seq, assets));
    const missed = lastSeq === undefined ? undefined : feed.log.since(lastSeq);
    if (missed) {
      this.send({ type: 'delta', seq: this.seq, assets: missed.filter((a) => this.viewerValue?.role === 'Administrator' || this.viewerValue?.assetIds.has(a.assetId)) });
    } else {
      const snapshotSeq = this.seq;
      const assets = await this.deps.snapshot(auth.viewer);
      if (this.state !== 'starting') return;
      this.send({ type: 'snapshot', seq: snapshotSeq, assets });
    }
    this.state = 'live';
    this.lastFlushAt = performance.now();
    this.checkTimer = setInterval(() => void this.recheck(), this.deps.timing.sessionCheckMs);
    this.checkTimer.unref();
    if (this.pending.size > 0) this.scheduleFlush();
  }

  private onChanges(seq: number, assets: readonly LiveAsset[]): void {
    this.seq = seq;
    const viewer = this.viewerValue;
    // The changes are the company's own (the bus is per company): an Administrator sees every asset, also one added
    // after the socket opened; a Client the assets given to them (refreshed at each session check).
    const everything = viewer?.role === 'Administrator';
    let added = false;
    for (const asset of assets) {
      if (!viewer || (!everything && !viewer.assetIds.has(asset.assetId))) continue;
      this.pending.set(asset.assetId, asset);
      added = true;
    }
    if (added && this.state === 'live') this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.state !== 'live') return;
    const wait = Math.max(0, this.lastFlushAt + this.deps.timing.flushIntervalMs - performance.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.flush();
    }, wait);
  }

  private flush(): void {
    if (this.state !== 'live' || this.pending.size === 0) return;
    if (this.socket.bufferedAmount >= this.deps.timing.maxBufferedBytes) {
      // The client is behind: keep coalescing and look again after one interval.
      this.lastFlushAt = performance.now();
      this.scheduleFlush();
      return;
    }
    const assets = [...this.pending.values()];
    this.pending.clear();
    this.lastFlushAt = performance.now();
    this.send({ type: 'delta', seq: this.seq, assets });
  }

  private async recheck(): Promise<void> {
    const viewer = this.viewerValue;
    if (!viewer || this.state !== 'live') return;
    try {
      const result = await this.deps.recheck(viewer);
      if (this.state !== 'live') return;
      if (!result.ok) this.refuse(result.reason);
      else this.viewerValue = result.viewer;
    } catch (error) {
      // A failing database is not the client's fault: keep the socket and try again at the next check.
      this.deps.onError(error);
    }
  }

  private refuse(reason: LiveRefusal): void {
    if (this.state === 'closed') return;
    const refusal = REFUSALS[reason];
    this.send({ type: 'error', error: refusal.error, code: refusal.errorCode });
    this.close(refusal.code, refusal.error);
  }

  /** Tells the signed-in user of this socket that their export moved on. */
  reportJob(job: ReportJob): void {
    if (this.viewerValue) this.send({ type: 'job', job });
  }

  /** Tells the signed-in user of this socket about a new alert (the hub checked they may see its asset). */
  alert(alert: Alert): void {
    if (this.viewerValue) this.send({ type: 'alert', alert });
  }

  /** Tells the signed-in user of this socket that alerts were acknowledged. */
  alertsAcknowledged(ids: readonly number[]): void {
    if (this.viewerValue) this.send({ type: 'alerts-acknowledged', ids: [...ids] });
  }

  private send(message: LiveServerMessage): void {
    if (this.socket.readyState !== OPEN) return;
    this.socket.send(JSON.stringify(message));
  }
}
