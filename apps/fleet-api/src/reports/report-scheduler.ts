import {
  REPORT_SCHEDULE_LIMITS,
  REPORT_SCHEDULE_TEXTS as T,
  formatRangeTime,
  formatZoneLabel,
  localDateKey,
  nextScheduleRun,
  scheduleMailSubject,
  schedulePeriodLabel,
  schedulePeriodRange,
  type ReportRun,
  type ReportScheduleFrequency,
  type ReportSchedulePeriod,
  type ReportTypeId,
} from '@fleet/domain';
import type { FastifyBaseLogger } from 'fastify';
import { listVisibleAssetIds } from '../assets/asset-repository';
import type { AccountMailer, MailAttachment } from '../mail/account-mailer';
import { buildExportFile } from './report-jobs';
import { publicRun, type ScheduleRow } from './report-schedule-repository';
import { companyLogo, computeReport, pdfExportWork, xlsxExportWork, type ReportContext } from './report-service';

/** How often the scheduler looks for schedules whose time has come, ms. */
export const SCHEDULER_INTERVAL_MS = 30_000;
/** A run says it is alive this often, ms. */
const RUN_HEARTBEAT_MS = 60_000;
/** Schedules claimed in one pass. */
const CLAIM_BATCH = 20;
/** Files larger than this in all are not attached: the mail says where to download them. */
export const ATTACH_MAX_BYTES = 15 * 1024 * 1024;

const MIME = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Options of {@link ReportScheduler}. */
export interface ReportSchedulerOptions {
  ctx: ReportContext;
  mailer: AccountMailer;
  /** The web app's address, for the link in the mail. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The next run of a schedule after `after`, in its owner's zone. */
export function nextRunOf(row: Pick<ScheduleRow, 'frequency' | 'weekday' | 'month_day' | 'minute_of_day'>, after: number, timeZone: string): Date {
  return new Date(nextScheduleRun({ frequency: row.frequency as ReportScheduleFrequency, weekday: row.weekday, monthDay: row.month_day, minuteOfDay: row.minute_of_day }, after, timeZone));
}

/**
 * Runs the scheduled reports: every SCHEDULER_INTERVAL_MS it claims the schedules whose time has come (moving their
 * next run on in the same statement, so that of two instances one runs each), computes each report over its period
 * in the owner's zone with the owner's view of the assets, builds its files in a worker thread, keeps them with the
 * run and e-mails them to the recipients. A schedule whose server was down runs once when it is back, over the period
 * it was due for.
 */
export class ReportScheduler {
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private passing: Promise<number> | undefined;

  constructor(private readonly options: ReportSchedulerOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.pass().catch((err: unknown) => this.options.log.error({ err }, 'report scheduler pass failed')), SCHEDULER_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and the runs under way (they read as failed after a while: the server restarted). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopping.abort(new Error('server closing'));
    await this.passing?.catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
  }

  /** The owner's zone: their own, else the company's. */
  async timeZoneOf(tenantId: string, ownerId: string): Promise<string> {
    const own = await this.options.ctx.db.selectFrom('users').select('time_zone').where('id', '=', ownerId).executeTakeFirst();
    return own?.time_zone ?? (await this.options.ctx.settings.get(tenantId)).timeZone;
  }

  /** One pass: claims and starts the due schedules; resolves with how many it started (their runs go on). */
  pass(): Promise<number> {
    const run = this.passing ?? this.claimDue().finally(() => (this.passing = undefined));
    this.passing = run;
    return run;
  }

  /** Waits for the runs under way here (tests). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async claimDue(): Promise<number> {
    const { db, now } = this.options.ctx;
    const at = now();
    const due = await db
      .selectFrom('report_schedules')
      .select(['id', 'tenant_id', 'owner_id', 'next_run_at', 'frequency', 'weekday', 'month_day', 'minute_of_day'])
      .where('enabled', '=', true)
      .where('next_run_at', '<=', new Date(at))
      .orderBy('next_run_at')
      .limit(CLAIM_BATCH)
      .execute();
    let started = 0;
    for (const row of due) {
      if (this.stopping.signal.aborted) break;
      const dueAt = row.next_run_at!;
      const next = nextRunOf(row, Math.max(at, dueAt.getTime()), await this.timeZoneOf(row.tenant_id, row.owner_id));
      // The claim: only the instance whose update finds the time it read moves it on, and runs it.
      const claimed = await db
        .updateTable('report_schedules')
        .set({ next_run_at: next })
        .where('id', '=', row.id)
        .where('enabled', '=', true)
        .where('next_run_at', '=', dueAt)
        .returningAll()
        .executeTakeFirst();
      if (!claimed) continue;
      started += 1;
      await this.runSchedule({ ...claimed, owner_name: null }, dueAt.getTime(), false);
    }
    return started;
  }

  /**
   * Starts a run of a schedule for the period a run at `runAt` covers; answers with the run as it starts (the report
   * is built and sent in the background).
   */
  async runSchedule(schedule: ScheduleRow, runAt: number, manual: boolean): Promise<ReportRun> {
    const { db, now } = this.options.ctx;
    const timeZone = await this.timeZoneOf(schedule.tenant_id, schedule.owner_id);
    const period = schedulePeriodRange(schedule.period as ReportSchedulePeriod, runAt, timeZone);
    const started = new Date(now());
    const run = await db
      .insertInto('report_runs')
      .values({ tenant_id: schedule.tenant_id, schedule_id: schedule.id, manual, period_from: new Date(period.from), period_to: new Date(period.to), state: 'running', started_at: started, updated_at: started })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The history keeps the last runs (their files with them).
    await db
      .deleteFrom('report_runs')
      .where('schedule_id', '=', schedule.id)
      .where('id', 'not in', db.selectFrom('report_runs').select('id').where('schedule_id', '=', schedule.id).orderBy('id', 'desc').limit(REPORT_SCHEDULE_LIMITS.runsKept))
      .execute();
    const work = this.execute(schedule, run.id, { ...period, timeZone, runAt }).finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
    return publicRun(run, [], now());
  }

  private async execute(schedule: ScheduleRow, runId: number, period: { from: number; to: number; timeZone: string; runAt: number }): Promise<void> {
    const { ctx, mailer, log } = this.options;
    const { db, now } = ctx;
    const beat = setInterval(() => void db.updateTable('report_runs').set({ updated_at: new Date(now()) }).where('id', '=', runId).execute().catch(() => undefined), RUN_HEARTBEAT_MS);
    const finish = (state: 'sent' | 'failed', patch: { error?: string; rows?: number }) =>
      db.updateTable('report_runs').set({ state, error: patch.error ?? null, rows: patch.rows ?? null, finished_at: new Date(now()), updated_at: new Date(now()) }).where('id', '=', runId).execute();
    try {
      const owner = await db.selectFrom('users').select(['role', 'status']).where('id', '=', schedule.owner_id).executeTakeFirst();
      const visible = owner && owner.status === 'active' ? await listVisibleAssetIds(db, { userId: schedule.owner_id, tenantId: schedule.tenant_id, role: owner.role }) : [];
      const wanted = schedule.asset_ids.map(Number);
      const assetIds = wanted.length === 0 ? visible : visible.filter((id) => wanted.includes(id));
      if (assetIds.length === 0) {
        await finish('failed', { error: T.noAssets });
        return;
      }
      const type = schedule.report_type as ReportTypeId;
      const signal = this.stopping.signal;
      const report = await computeReport(ctx, { tenantId: schedule.tenant_id, type, assetIds, from: period.from, to: period.to, timeZone: period.timeZone }, signal);
      const stamp = `${localDateKey(period.from, period.timeZone)} to ${localDateKey(period.to, period.timeZone)}`;
      const files: MailAttachment[] = [];
      for (const format of schedule.formats as ('pdf' | 'xlsx')[]) {
        const req = { type, from: period.from, to: period.to, timeZone: period.timeZone };
        const work = format === 'pdf' ? pdfExportWork(report, req, await companyLogo(ctx, schedule.tenant_id, schedule.owner_id)) : xlsxExportWork(report, req);
        const bytes = await buildExportFile(work, { signal });
        const file = { fileName: `${report.title} ${stamp}.${format}`, contentType: MIME[format], bytes };
        await db.insertInto('report_run_files').values({ tenant_id: schedule.tenant_id, run_id: runId, file_name: file.fileName, mime: file.contentType, size: bytes.byteLength, bytes }).execute();
        files.push(file);
      }
      if (!mailer.canSend) {
        await finish('failed', { error: T.noSmtp, rows: report.rows.length });
        return;
      }
      const size = files.reduce((n, f) => n + f.bytes.byteLength, 0);
      const attach = size <= ATTACH_MAX_BYTES;
      const lines = [
        `${report.title}, ${schedulePeriodLabel(schedule.period as ReportSchedulePeriod).toLowerCase()}: ${formatRangeTime(period.from, period.timeZone)} - ${formatRangeTime(period.to, period.timeZone)}`,
        `Times in ${formatZoneLabel(period.timeZone, period.from)}.`,
        `${assetIds.length} asset${assetIds.length === 1 ? '' : 's'}, ${report.rows.length} row${report.rows.length === 1 ? '' : 's'}.`,
        attach ? `Attached: ${files.map((f) => f.fileName).join(', ')}.` : `The files are too large to attach (${Math.round(size / 1024 / 1024)} MB): download them from the schedule's runs.`,
      ];
      const link = `${this.options.publicUrl}/alerts?tab=schedules&schedule=${schedule.id}`;
      const subject = scheduleMailSubject(schedule.name, type, schedule.period as ReportSchedulePeriod);
      for (const email of schedule.recipients) {
        await mailer.send({ kind: 'report', email, subject, lines, link, attachments: attach ? files : [] });
      }
      await finish('sent', { rows: report.rows.length });
      log.info({ schedule: schedule.id, run: runId, rows: report.rows.length, recipients: schedule.recipients.length }, 'scheduled report sent');
    } catch (err) {
      log.error({ err, schedule: schedule.id, run: runId }, 'scheduled report failed');
      await finish('failed', { error: T.failed }).catch((e: unknown) => log.error({ err: e, run: runId }, 'recording a failed report run failed'));
    } finally {
      clearInterval(beat);
    }
  }
}

