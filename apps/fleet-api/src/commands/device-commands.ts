import { DEVICE_COMMAND_LABELS, DEVICE_COMMAND_LIMITS, type DeviceCommand, type DeviceCommandKind, type DeviceCommandState } from '@fleet/domain';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ClusterSignals } from '../cluster/cluster-signals';
import type { DB, DeviceCommandTable } from '../db/schema';

type Row = Selectable<DeviceCommandTable>;

/** How often sent commands past their answer time and queued ones past their life are closed, ms. */
export const COMMAND_SWEEP_MS = 5_000;

/** A command as the connection writes it: its id (GT06 server flag) and the row's kind, text and parameters. */
export interface OutgoingCommand {
  id: number;
  kind: DeviceCommandKind;
  text: string;
  params: Record<string, unknown>;
}

/**
 * What an open device connection gives the command queue: how to write one command to it. `write` resolves false when
 * the command cannot go (the connection closed), which leaves it sent and unanswered; it never throws.
 */
export type CommandWriter = (command: OutgoingCommand) => Promise<boolean>;

/** Options of {@link DeviceCommands}. */
export interface DeviceCommandsOptions {
  db: Kysely<DB>;
  now: () => number;
  signals: ClusterSignals;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** @default DEVICE_COMMAND_LIMITS.answerTimeoutS * 1000 */
  answerTimeoutMs?: number;
}

/** A command as an asset's history lists it. */
export function toDeviceCommand(row: Row): DeviceCommand {
  return {
    id: row.id,
    kind: row.kind as DeviceCommandKind,
    label: DEVICE_COMMAND_LABELS[row.kind as DeviceCommandKind] ?? row.kind,
    text: row.text,
    state: row.state as DeviceCommandState,
    answer: row.answer,
    createdAt: row.created_at.getTime(),
    sentAt: row.sent_at?.getTime() ?? null,
    answeredAt: row.answered_at?.getTime() ?? null,
    createdBy: row.created_by_name,
  };
}

/**
 * The command queue per device. A command is stored `queued`; the instance holding the device's connection (this one,
 * or another told through the cluster's signals) claims it `queued` -> `sent` in one update and writes it, at once or
 * when the device next connects (every login flushes the queue). The device's answer closes the oldest command sent to
 * it (or the one it names: GT06 echoes the server flag); a sweep marks sent commands without an answer in time
 * `unanswered` and queued ones whose device never connected `expired`.
 */
export class DeviceCommands {
  /** The open connections of this instance by device identifier (the newest wins). */
  private readonly writers = new Map<string, CommandWriter>();
  /** Per identifier, the flush in progress: flushes of one device never overlap (commands in order). */
  private readonly flushing = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: DeviceCommandsOptions) {}

  start(): void {
    this.timer = setInterval(() => {
      this.sweeping = this.sweep().catch((error: unknown) => this.options.log.error({ err: error }, 'device commands: sweep failed'));
    }, COMMAND_SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await Promise.allSettled([...this.flushing.values()]);
  }

  /** A device connection opened (after its login): commands go to it; the queue is flushed now. @returns detach */
  attach(identifier: string, writer: CommandWriter): () => void {
    this.writers.set(identifier, writer);
    this.flush(identifier);
    return () => {
      if (this.writers.get(identifier) === writer) this.writers.delete(identifier);
    };
  }

  /** Whether this instance holds the device's connection. */
  connected(identifier: string): boolean {
    return this.writers.has(identifier);
  }

  /** Stores a command for a device and has it written where its connection is. */
  async create(
    db: Kysely<DB> | Transaction<DB>,
    command: { tenantId: string; assetId: number; identifier: string; protocol: string; kind: DeviceCommandKind; params: Record<string, unknown>; text: string; createdBy: string | null; createdByName: string },
  ): Promise<Row> {
    return db
      .insertInto('device_commands')
      .values({
        tenant_id: command.tenantId,
        asset_id: command.assetId,
        identifier: command.identifier,
        protocol: command.protocol,
        kind: command.kind,
        params: JSON.stringify(command.params),
        text: command.text,
        created_by: command.createdBy,
        created_by_name: command.createdByName,
        created_at: new Date(this.options.now()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** After the command's transaction committed: write it here, or tell the instance holding the device. */
  queued(identifier: string): void {
    if (this.writers.has(identifier)) this.flush(identifier);
    else this.options.signals.send({ kind: 'device-command', identifier });
  }

  /** Another instance queued a command: write it if the device is connected here. */
  onSignal(identifier: string): void {
    if (this.writers.has(identifier)) this.flush(identifier);
  }

  /** Writes the device's queued commands in order (each claimed first, so no instance writes one twice). */
  flush(identifier: string): void {
    const before = this.flushing.get(identifier) ?? Promise.resolve();
    const run = before
      .then(() => this.writeQueued(identifier))
      .catch((error: unknown) => this.options.log.error({ err: error, identifier }, 'device commands: writing failed'))
      .finally(() => {
        if (this.flushing.get(identifier) === run) this.flushing.delete(identifier);
      });
    this.flushing.set(identifier, run);
  }

  /** Waits for the flushes in progress (tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.flushing.values()]);
  }

  private async writeQueued(identifier: string): Promise<void> {
    for (;;) {
      const writer = this.writers.get(identifier);
      if (!writer) return;
      const claimed = await this.options.db
        .updateTable('device_commands')
        .set({ state: 'sent', sent_at: new Date(this.options.now()) })
        .where('id', '=', (eb) =>
          eb.selectFrom('device_commands').select('id').where('identifier', '=', identifier).where('state', '=', 'queued').orderBy('id').limit(1),
        )
        .where('state', '=', 'queued')
        .returning(['id', 'kind', 'text', 'params'])
        .executeTakeFirst();
      if (!claimed) return;
      const written = await writer({ id: claimed.id, kind: claimed.kind as DeviceCommandKind, text: claimed.text, params: claimed.params });
      this.options.log.info({ identifier, command: claimed.id, kind: claimed.kind, written }, written ? 'device command sent' : 'device command not written: connection gone');
    }
  }

  /**
   * The device answered: closes the command it names (`commandId`, when the protocol echoes it) or the oldest one sent
   * to it. An answer nobody waits for is kept nowhere (logged). @returns the closed command's id
   */
  async answered(identifier: string, text: string, commandId?: number): Promise<number | null> {
    const answer = text.slice(0, 2_000);
    const row = await this.options.db
      .updateTable('device_commands')
      .set({ state: 'answered', answer, answered_at: new Date(this.options.now()) })
      .where('id', '=', (eb) => {
        let q = eb.selectFrom('device_commands').select('id').where('identifier', '=', identifier).where('state', 'in', ['sent', 'unanswered']);
        if (commandId !== undefined) q = q.where('id', '=', commandId);
        return q.orderBy(sql`state = 'sent'`, 'desc').orderBy('id').limit(1);
      })
      .returning('id')
      .executeTakeFirst();
    if (!row) this.options.log.info({ identifier, answer: answer.slice(0, 200) }, 'device answer without a command waiting');
    return row?.id ?? null;
  }

  /** Closes what waited too long: sent without an answer, queued without a connection. @returns how many */
  async sweep(): Promise<number> {
    const now = this.options.now();
    const answerMs = this.options.answerTimeoutMs ?? DEVICE_COMMAND_LIMITS.answerTimeoutS * 1_000;
    const unanswered = await this.options.db
      .updateTable('device_commands')
      .set({ state: 'unanswered' })
      .where('state', '=', 'sent')
      .where('sent_at', '<', new Date(now - answerMs))
      .executeTakeFirst();
    const expired = await this.options.db
      .updateTable('device_commands')
      .set({ state: 'expired' })
      .where('state', '=', 'queued')
      .where('created_at', '<', new Date(now - DEVICE_COMMAND_LIMITS.queueTtlS * 1_000))
      .executeTakeFirst();
    return Number(unanswered.numUpdatedRows) + Number(expired.numUpdatedRows);
  }

  /** An asset's commands, newest first. */
  async list(tenantId: string, assetId: number): Promise<DeviceCommand[]> {
    const rows = await this.options.db
      .selectFrom('device_commands')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('asset_id', '=', assetId)
      .orderBy('id', 'desc')
      .limit(DEVICE_COMMAND_LIMITS.historyMax)
      .execute();
    return rows.map(toDeviceCommand);
  }
}
