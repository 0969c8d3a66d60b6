import { REPORT_TYPES, alertSchema, type Alert, type ReportJob, type ReportTypeId } from '@fleet/domain';
import { randomUUID } from 'node:crypto';
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { z } from 'zod';
import type { RevokedSessions } from '../auth/session-service';
import type { NatsNames } from './nats-names';

/** What one instance tells the others after a change that their caches or sockets must follow. */
export type ClusterSignal =
  /** POIs were written: reload the POI cache (enter/exit events). */
  | { kind: 'pois' }
  /** A device was assigned or unassigned: forget its cached asset. */
  | { kind: 'device'; identifier: string }
  /** Sessions were revoked: end their live sockets now. */
  | { kind: 'revoked'; revoked: RevokedSessions }
  /** A user's export moved on: tell their live sockets. */
  | { kind: 'report-job'; userId: string; job: ReportJob }
  /** A rule raised an alert: tell the company's live sockets here. */
  | { kind: 'alert'; tenantId: string; alert: Alert }
  /** Alerts were acknowledged: the bells count them off. */
  | { kind: 'alerts-acknowledged'; tenantId: string; ids: number[] }
  /** A company's alert rules changed: forget the cached ones. */
  | { kind: 'alert-rules'; tenantId: string }
  | { kind: 'data-push-targets'; tenantId: string }
  /** A command was queued for a device: the instance holding its connection writes it. */
  | { kind: 'device-command'; identifier: string };

/** Signals between instances. */
export interface ClusterSignals {
  /** Tells the other instances (this one has already applied the change itself). Never throws. */
  send(signal: ClusterSignal): void;
  /** Receives the other instances' signals. @returns unsubscribe */
  on(handler: (signal: ClusterSignal) => void): () => void;
  close(): Promise<void>;
}

/** Alone: nobody to tell. */
export class LocalSignals implements ClusterSignals {
  send(_signal: ClusterSignal): void {
    // One instance: the sender already applied its change.
  }
  on(_handler: (signal: ClusterSignal) => void): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {
    // nothing open
  }
}

const signalSchema = z.object({
  origin: z.string(),
  signal: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('pois') }),
    z.object({ kind: z.literal('device'), identifier: z.string() }),
    z.object({ kind: z.literal('alert'), tenantId: z.string(), alert: alertSchema }),
    z.object({ kind: z.literal('alerts-acknowledged'), tenantId: z.string(), ids: z.array(z.number()) }),
    z.object({ kind: z.literal('alert-rules'), tenantId: z.string() }),
    z.object({ kind: z.literal('data-push-targets'), tenantId: z.string() }),
    z.object({ kind: z.literal('device-command'), identifier: z.string().max(64) }),
    z.object({
      kind: z.literal('report-job'),
      userId: z.string(),
      job: z.object({
        jobId: z.string(),
        type: z.enum(REPORT_TYPES.map((t) => t.id) as [ReportTypeId, ...ReportTypeId[]]),
        fileName: z.string(),
        state: z.enum(['running', 'done', 'failed', 'cancelled']),
        phase: z.enum(['report', 'file']),
        done: z.number(),
        total: z.number(),
        error: z.string().nullable(),
      }),
    }),
    z.object({
      kind: z.literal('revoked'),
      revoked: z.union([
        z.object({ sessionId: z.string() }),
        z.object({ userId: z.string(), exceptSessionId: z.string().optional() }),
      ]),
    }),
  ]),
});

const codec = JSONCodec<unknown>();

/** Signals over one NATS subject; an instance ignores its own. */
export class NatsSignals implements ClusterSignals {
  private readonly origin = randomUUID();
  private readonly handlers = new Set<(signal: ClusterSignal) => void>();
  private readonly subscription: Subscription;

  constructor(
    private readonly nc: NatsConnection,
    private readonly names: NatsNames,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.subscription = nc.subscribe(names.signals, {
      callback: (error, message) => {
        if (error) return this.onError(error);
        let parsed;
        try {
          parsed = signalSchema.safeParse(codec.decode(message.data));
        } catch (decodeError) {
          return this.onError(decodeError);
        }
        if (!parsed.success) return this.onError(new Error(`bad cluster signal: ${parsed.error.issues[0]?.message ?? ''}`));
        if (parsed.data.origin === this.origin) return;
        for (const handler of this.handlers) {
          try {
            handler(parsed.data.signal as ClusterSignal);
          } catch (handlerError) {
            this.onError(handlerError);
          }
        }
      },
    });
  }

  send(signal: ClusterSignal): void {
    try {
      this.nc.publish(this.names.signals, codec.encode({ origin: this.origin, signal }));
    } catch (error) {
      this.onError(error);
    }
  }

  on(handler: (signal: ClusterSignal) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.subscription.unsubscribe();
  }
}
