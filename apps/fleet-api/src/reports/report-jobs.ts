/**
 * Exports the server builds as jobs: a big report's PDF or Excel workbook is built in a worker thread (the event loop keeps serving
 * devices and screens), its progress is written to `report_jobs` as it goes, and the finished file is kept there, so
 * that any instance answers the job's state, cancels it and serves the file. A job belongs to the user who started it.
 */
import { ERROR_CODES, type ReportJob, type ReportJobPhase, type ReportJobState, type ReportTypeId } from '@fleet/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DB, ReportJobTable } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { ExportWork, ExportWorkerMessage } from './export-worker';

/** Exports one user may have running at once. */
export const EXPORTS_PER_USER = 2;
/** Least time between two progress writes of a job, ms. */
export const PROGRESS_WRITE_MS = 250;
/** A running job checks that nobody cancelled it (on another instance) and says it is alive this often, ms. */
export const HEARTBEAT_MS = 2_000;
/** A running job silent this long lost its server (a crash): it reads as failed, ms. */
export const STALE_JOB_MS = 60_000;
/** Finished jobs and their files are kept this long, ms. */
export const KEEP_JOB_MS = 3_600_000;

/** Why a job failed when its server stopped under it, or went away. */
export const JOB_LOST_TEXT = 'The export stopped: the server restarted. Export again.';

/** Who owns a job. */
export interface JobOwner {
  tenantId: string;
  userId: string;
}

/** Options of {@link ReportJobs}. */
export interface ReportJobsOptions {
  db: Kysely<DB>;
  now: () => number;
  log: FastifyBaseLogger;
  /** Told of every change of a job's state or progress as it is written (the owner's live sockets). */
  onChange?: (owner: JobOwner, job: ReportJob) => void;
}

/**
 * Starts the export worker: the script next to the built server (build.mjs bundles it), else (tests, `tsx` runs) the
 * TypeScript source through tsx's loader, registered inside the worker.
 */
function startExportWorker(workerData: ExportWork): Worker {
  const built = new URL('./export-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built, { workerData });
  const source = new URL('./export-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  // The @fleet packages from their sources, as in the process that runs the sources.
  return new Worker(boot, { eval: true, workerData, execArgv: [...process.execArgv, '--conditions=@fleet/source'] });
}

type JobRow = Pick<Selectable<ReportJobTable>, 'id' | 'report_type' | 'file_name' | 'state' | 'phase' | 'done' | 'total' | 'error' | 'updated_at'>;
const JOB_COLUMNS = ['id', 'report_type', 'file_name', 'state', 'phase', 'done', 'total', 'error', 'updated_at'] as const;
/** What a write returns to tell the owner: the job and whose it is. */
const CHANGE_COLUMNS = [...JOB_COLUMNS, 'tenant_id', 'user_id'] as const;

/** Thrown into a job's work when it is cancelled. */
class JobCancelled extends Error {
  override readonly name = 'JobCancelled';
}
/** Thrown into a job's work when the server closes. */
class JobLost extends Error {
  override readonly name = 'JobLost';
}

/** The server's export jobs (see the file comment). */
export class ReportJobs {
  private readonly running = new Map<string, { stop: AbortController; finished: Promise<void> }>();

  constructor(private readonly options: ReportJobsOptions) {}

  /**
   * Starts an export: `work` computes the report and returns what the file is made of (a PDF's model or a workbook's
   * content; it may take minutes; its signal aborts when the job is cancelled), then a worker builds it. Answers at once
   * with the running job.
   * @throws 429 TOO_MANY_EXPORTS when the owner has EXPORTS_PER_USER running
   */
  async start(owner: JobOwner, meta: { type: ReportTypeId; fileName: string }, work: (signal: AbortSignal) => Promise<ExportWork>): Promise<ReportJob> {
    const { db, now } = this.options;
    const alive = new Date(now() - STALE_JOB_MS);
    const busy = await db
      .selectFrom('report_jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', owner.userId)
      .where('state', '=', 'running')
      .where('updated_at', '>', alive)
      .executeTakeFirstOrThrow();
    if (busy.n >= EXPORTS_PER_USER) {
      throw new HttpError(429, ERROR_CODES.tooManyExports, `${EXPORTS_PER_USER} exports are already being prepared. Wait for one to finish or cancel it.`);
    }
    await db.deleteFrom('report_jobs').where('created_at', '<', new Date(now() - KEEP_JOB_MS)).execute();
    const row = await db
      .insertInto('report_jobs')
      .values({
        id: randomUUID(),
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        report_type: meta.type,
        file_name: meta.fileName,
        state: 'running',
        phase: 'report',
        error: null,
        file: null,
        updated_at: new Date(now()),
      })
      .returning(JOB_COLUMNS)
      .executeTakeFirstOrThrow();
    const stop = new AbortController();
    const finished = this.run(row.id, stop, work).finally(() => this.running.delete(row.id));
    this.running.set(row.id, { stop, finished });
    return this.toJob(row);
  }

  /** The owner's job, or undefined when there is none of that id (or it is someone else's). */
  async get(owner: JobOwner, id: string): Promise<ReportJob | undefined> {
    const row = await this.ownRow(owner, id).select(JOB_COLUMNS).executeTakeFirst();
    return row && this.toJob(row);
  }

  /** Cancels the owner's running job (here or on another instance: it sees the state at its next heartbeat). */
  async cancel(owner: JobOwner, id: string): Promise<ReportJob | undefined> {
    const changed = await this.options.db
      .updateTable('report_jobs')
      .set({ state: 'cancelled', file: null, updated_at: new Date(this.options.now()) })
      .where('id', '=', id)
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('state', '=', 'running')
      .returning(CHANGE_COLUMNS)
      .execute();
    this.announce(changed);
    this.running.get(id)?.stop.abort(new JobCancelled('cancelled'));
    return this.get(owner, id);
  }

  /** The finished file of the owner's job; `undefined` when there is no such job. @throws 409 when it is not done */
  async file(owner: JobOwner, id: string): Promise<{ fileName: string; bytes: Uint8Array } | undefined> {
    const row = await this.ownRow(owner, id).select(['state', 'file_name', 'file']).executeTakeFirst();
    if (!row) return undefined;
    if (row.state !== 'done' || !row.file) throw new HttpError(409, ERROR_CODES.exportNotReady, 'The export is not ready: there is no file to download.');
    return { fileName: row.file_name, bytes: row.file };
  }

  /** Stops every job running here (server shutdown): they read as failed with JOB_LOST_TEXT. */
  async close(): Promise<void> {
    for (const { stop } of this.running.values()) stop.abort(new JobLost(JOB_LOST_TEXT));
    await Promise.all([...this.running.values()].map((r) => r.finished));
  }

  /** How many jobs run on this instance. */
  get size(): number {
    return this.running.size;
  }

  private ownRow(owner: JobOwner, id: string) {
    return this.options.db.selectFrom('report_jobs').where('id', '=', id).where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId);
  }

  private toJob(row: JobRow): ReportJob {
    // A running job nobody has heard of for a minute lost its server.
    const lost = row.state === 'running' && row.updated_at.getTime() < this.options.now() - STALE_JOB_MS;
    return {
      jobId: row.id,
      type: row.report_type as ReportTypeId,
      fileName: row.file_name,
      state: lost ? 'failed' : row.state,
      phase: row.phase,
      done: row.done,
      total: row.total,
      error: lost ? JOB_LOST_TEXT : row.error,
    };
  }

  /**
   * Writes the running job's progress (and that it is alive); aborts it when the row says it is no longer running
   * (cancelled on another instance).
   */
  private async progress(id: string, stop: AbortController, patch: { phase?: ReportJobPhase; done?: number; total?: number }): Promise<void> {
    const changed = await this.options.db
      .updateTable('report_jobs')
      .set({ ...patch, updated_at: new Date(this.options.now()) })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .returning(CHANGE_COLUMNS)
      .execute();
    if (changed.length === 0) stop.abort(new JobCancelled('cancelled'));
    // A heartbeat changes nothing the owner sees.
    else if (Object.keys(patch).length > 0) this.announce(changed);
  }

  private async finish(id: string, state: ReportJobState, patch: { error?: string; file?: Uint8Array; done?: number }): Promise<void> {
    const changed = await this.options.db
      .updateTable('report_jobs')
      .set({ state, ...patch, updated_at: new Date(this.options.now()) })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .returning(CHANGE_COLUMNS)
      .execute();
    this.announce(changed);
  }

  /** Tells the owners of the written rows (onChange). */
  private announce(rows: readonly (JobRow & { tenant_id: string; user_id: string })[]): void {
    for (const row of rows) this.options.onChange?.({ tenantId: row.tenant_id, userId: row.user_id }, this.toJob(row));
  }

  private async run(id: string, stop: AbortController, work: (signal: AbortSignal) => Promise<ExportWork>): Promise<void> {
    const { log } = this.options;
    const beat = setInterval(() => void this.progress(id, stop, {}).catch((err: unknown) => log.warn({ err }, 'report job heartbeat failed')), HEARTBEAT_MS);
    try {
      const built = await work(stop.signal);
      stop.signal.throwIfAborted();
      const total = built.kind === 'pdf' ? built.model.rows.length : built.content.rows.length;
      await this.progress(id, stop, { phase: 'file', done: 0, total });
      const bytes = await this.build(id, built, stop);
      await this.finish(id, 'done', { file: bytes, done: total });
    } catch (error) {
      const reason = stop.signal.aborted ? stop.signal.reason : error;
      if (reason instanceof JobCancelled) {
        log.info({ job: id }, 'report job cancelled');
      } else {
        const lost = reason instanceof JobLost;
        if (!lost) log.error({ err: reason, job: id }, 'report job failed');
        await this.finish(id, 'failed', { error: lost ? JOB_LOST_TEXT : 'The export failed. Try again, or export a shorter period.' }).catch((err: unknown) =>
          log.error({ err, job: id }, 'recording a failed report job failed'),
        );
      }
    } finally {
      clearInterval(beat);
    }
  }

  /** Builds the file in a worker thread; progress goes to the row (at most every PROGRESS_WRITE_MS); abort ends it. */
  private build(id: string, work: ExportWork, stop: AbortController): Promise<Uint8Array> {
    let lastWrite = 0;
    return buildExportFile(work, {
      signal: stop.signal,
      onProgress: (done, total) => {
        const at = Date.now();
        if (at - lastWrite < PROGRESS_WRITE_MS || done === total) return;
        lastWrite = at;
        void this.progress(id, stop, { done }).catch((err: unknown) => this.options.log.warn({ err }, 'report job progress failed'));
      },
    });
  }
}

/**
 * Builds an export's file (a PDF or a workbook) in a worker thread, so that the event loop keeps serving: resolves
 * with its bytes; `onProgress` hears the rows drawn; aborting `signal` stops the worker and rejects with its reason.
 */
export function buildExportFile(work: ExportWork, options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {}): Promise<Uint8Array> {
  const { signal, onProgress } = options;
  return new Promise<Uint8Array>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = startExportWorker(work);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => {
      settle(() => reject(signal?.reason));
      void worker.terminate();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: ExportWorkerMessage) => {
      if (message.kind === 'progress') onProgress?.(message.done, message.total);
      else if (message.kind === 'done') {
        settle(() => resolve(new Uint8Array(message.bytes)));
        void worker.terminate();
      } else {
        settle(() => reject(new Error(message.message)));
        void worker.terminate();
      }
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`the export worker stopped (exit code ${code})`))));
  });
}
