import { AlertDeliveries } from '../alerts/alert-deliveries';
import { AlertEngine } from '../alerts/alert-engine';
import { DataPush } from '../data-push/data-push';
import { JetStreamPushQueue } from '../data-push/push-queue';
import { servicePlugin } from './service-plugin';

/**
 * Alerts: the rule engine hears the derived events once they are stored and raises alerts behind ingest; each is
 * shown live to the company's sockets that may see its asset (here and, through the signals, on the other
 * instances), and its e-mails and webhook go to the delivery queue, which a worker on every instance sends with
 * tries again on failure. On close it finishes what the ingest path still hands it, then the worker's pass in flight.
 */
export const alertsPlugin = servicePlugin({
  name: 'fleet-alerts',
  uses: {
    'fleet-core': ['config', 'db', 'now'],
    'fleet-settings': ['settings'],
    'fleet-ingest': ['ingest'],
    'fleet-live': ['live'],
    'fleet-cluster': ['signals'],
    'fleet-mail': ['mailer'],
  },
  gives: ['alerts', 'alertDeliveries'],
  build({ config, db, now, settings, ingest, live, signals, mailer }, app) {
    const timeZoneOf = async (tenantId: string) => (await settings.get(tenantId)).timeZone;
    // Tries are scheduled on the wall clock (the injected clock dates events; tests hold it still).
    const alertDeliveries = new AlertDeliveries({ db, now: Date.now, mailer, publicUrl: config.publicUrl, ...config.alertDelivery, timeZoneOf, log: app.log });
    const alerts: AlertEngine = new AlertEngine({
      db,
      now,
      timeZoneOf,
      onError: (error) => app.log.error({ err: error }, 'alert evaluation failed'),
      deliver: async (raised) => {
        for (const { alert, tenantId, rule } of raised) {
          if (!rule.notifyWeb) continue;
          live.hub.alert(tenantId, alert);
          signals.send({ kind: 'alert', tenantId, alert });
        }
        await alertDeliveries.enqueue(raised);
      },
    });
    const unlisten = [ingest.onEvents((events) => alerts.enqueue(events)), ingest.onPositions((batch) => alerts.hearPositions(batch))];
    const unwatchSignals = signals.on((signal) => {
      if (signal.kind === 'alert') live.hub.alert(signal.tenantId, signal.alert);
      else if (signal.kind === 'alerts-acknowledged') live.hub.alertsAcknowledged(signal.tenantId, signal.ids);
      else if (signal.kind === 'alert-rules') alerts.invalidate(signal.tenantId);
    });
    app.addHook('onReady', async () => {
      alertDeliveries.start();
      alerts.startTimedChecks();
    });
    app.addHook('onClose', async () => {
      // Events the ingest path still commits are evaluated before the database closes.
      await ingest.drain();
      for (const stop of unlisten) stop();
      unwatchSignals();
      await alerts.drain();
      await alerts.stopTimedChecks();
      await alertDeliveries.stop();
    });
    return { alerts, alertDeliveries };
  },
});

/**
 * Data push: hears the committed positions and the stored events behind ingest (never holding it) and queues them
 * for the companies' targets; a worker on every instance delivers the queue. A change of targets reaches the other
 * instances through the signals. The queue is the database's, or JetStream's when the deployment runs on NATS. On
 * close it queues what it still holds, then the worker's pass in flight ends.
 */
export const dataPushPlugin = servicePlugin({
  name: 'fleet-data-push',
  uses: { 'fleet-core': ['config', 'db'], 'fleet-ingest': ['ingest'], 'fleet-cluster': ['cluster', 'signals'] },
  gives: ['dataPush'],
  async build({ config, db, ingest, cluster, signals }, app) {
    const timeoutMs = config.alertDelivery.webhookTimeoutMs;
    const queue =
      cluster && config.nats
        ? await JetStreamPushQueue.open({ js: cluster.js, jsm: await cluster.js.jetstreamManager(), db, prefix: config.nats.prefix, ackWaitMs: timeoutMs + 30_000 })
        : undefined;
    const dataPush = new DataPush({ db, now: Date.now, log: app.log, allowPrivate: config.alertDelivery.allowPrivateWebhooks, timeoutMs, retryBaseMs: 1_000, queue });
    const unlisten = [ingest.onPositions((batch) => dataPush.hearPositions(batch)), ingest.onEvents((events) => dataPush.hearEvents(events))];
    const unwatchSignals = signals.on((signal) => {
      if (signal.kind === 'data-push-targets') dataPush.invalidate(signal.tenantId);
    });
    app.addHook('onReady', async () => dataPush.start());
    app.addHook('onClose', async () => {
      await ingest.drain();
      for (const stop of unlisten) stop();
      unwatchSignals();
      await dataPush.stop();
    });
    return { dataPush };
  },
});
