import { createDemoFleet } from '@fleet/demo-fleet';
import { ReportJobs } from '../reports/report-jobs';
import { ReportScheduler } from '../reports/report-scheduler';
import { SummaryDayCloser } from '../reports/summary-day-closer';
import { loadDemoWorld } from '../simulator/demo-world-files';
import { SimulatorService } from '../simulator/simulator-service';
import { servicePlugin } from './service-plugin';

/** How long after the start the first pass of the summary-day closer waits, ms. */
const SUMMARY_CLOSER_DELAY_MS = 60_000;

/**
 * Exports built on the server (big report PDFs) as jobs. A job's progress reaches its owner's live sockets here and,
 * through the signals, on the other instances. On close, jobs running here end as failed ('the server restarted').
 */
export const reportJobsPlugin = servicePlugin({
  name: 'fleet-report-jobs',
  uses: { 'fleet-core': ['db', 'now'], 'fleet-live': ['live'], 'fleet-cluster': ['signals'] },
  gives: ['reportJobs'],
  build({ db, now, live, signals }, app) {
    const reportJobs = new ReportJobs({
      db,
      now,
      log: app.log,
      onChange: (owner, job) => {
        live.hub.reportJob(owner.userId, job);
        signals.send({ kind: 'report-job', userId: owner.userId, job });
      },
    });
    const unwatchSignals = signals.on((signal) => {
      if (signal.kind === 'report-job') live.hub.reportJob(signal.userId, signal.job);
    });
    app.addHook('onClose', async () => {
      unwatchSignals();
      await reportJobs.close();
    });
    return { reportJobs };
  },
});

/**
 * Automated reports: on every instance a scheduler claims the schedules whose time has come (one instance runs each),
 * builds their files in a worker thread and e-mails them. It starts after listen; on close it stops its runs.
 */
export const reportSchedulerPlugin = servicePlugin({
  name: 'fleet-report-scheduler',
  uses: { 'fleet-core': ['config', 'db', 'now'], 'fleet-settings': ['settings'], 'fleet-uploads': ['uploads'], 'fleet-mail': ['mailer'] },
  gives: ['reportScheduler'],
  build({ config, db, now, settings, uploads, mailer }, app) {
    const reportScheduler = new ReportScheduler({ ctx: { config, db, now, settings, uploads }, mailer, publicUrl: config.publicUrl, log: app.log });
    app.addHook('onListen', async () => reportScheduler.start());
    app.addHook('onClose', async () => reportScheduler.stop());
    return { reportScheduler };
  },
});

/**
 * Daily Summary figures computed as days close (FLEET_SUMMARY_DAYS); the first pass waits a minute, so that it never
 * slows a first view.
 */
export const summaryDaysPlugin = servicePlugin({
  name: 'fleet-summary-days',
  uses: { 'fleet-core': ['config', 'db', 'now'], 'fleet-settings': ['settings'] },
  gives: [],
  build({ config, db, now, settings }, app) {
    if (!config.summaryDays) return {};
    const closer = new SummaryDayCloser({ db, settings, now, log: app.log });
    const start = setTimeout(() => closer.start(), SUMMARY_CLOSER_DELAY_MS);
    start.unref();
    app.addHook('onClose', async () => {
      clearTimeout(start);
      await closer.stop();
    });
    return {};
  },
});

/**
 * The demo fleet simulator when switched on (config.simulator): it starts after listen (its backfill runs in the
 * background) and, on close, finishes its ingest in flight before the ingest path drains.
 */
export const simulatorPlugin = servicePlugin({
  name: 'fleet-simulator',
  uses: { 'fleet-core': ['config', 'db', 'now'], 'fleet-ingest': ['ingest'] },
  gives: ['simulator'],
  build({ config, db, now, ingest }, app, deps) {
    const simulator = config.simulator
      ? new SimulatorService({
          db,
          ingest,
          now,
          loadWorld: deps.loadWorld ?? (() => loadDemoWorld(config.demoDataDir)),
          createFleet: deps.createFleet ?? createDemoFleet,
          log: app.log,
          backfillDays: config.backfillDays,
        })
      : undefined;
    app.addHook('onListen', async () => simulator?.start());
    app.addHook('onClose', async () => simulator?.stop());
    return { simulator };
  },
});
