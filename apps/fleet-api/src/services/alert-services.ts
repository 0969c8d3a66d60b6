import { ALERT_SEVERITY_STYLES, formatPointTime } from '@fleet/domain';
import { AlertEngine } from '../alerts/alert-engine';
import { servicePlugin } from './service-plugin';

/**
 * Alerts: the rule engine hears the derived events once they are stored and raises alerts behind ingest; each is
 * shown live to the company's sockets that may see its asset (here and, through the signals, on the other
 * instances) and e-mailed to the rule's recipients. On close it finishes what the ingest path still hands it.
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
  gives: ['alerts'],
  build({ config, db, now, settings, ingest, live, signals, mailer }, app) {
    const alerts: AlertEngine = new AlertEngine({
      db,
      now,
      timeZoneOf: async (tenantId) => (await settings.get(tenantId)).timeZone,
      onError: (error) => app.log.error({ err: error }, 'alert evaluation failed'),
      deliver: async (raised) => {
        const mails: Promise<void>[] = [];
        for (const { alert, tenantId, rule } of raised) {
          if (rule.notifyWeb) {
            live.hub.alert(tenantId, alert);
            signals.send({ kind: 'alert', tenantId, alert });
          }
          if (rule.emails.length === 0) continue;
          const timeZone = (await settings.get(tenantId)).timeZone;
          const lines = [
            alert.sentence,
            `Time: ${formatPointTime(alert.time, timeZone)} (${timeZone})`,
            `Severity: ${ALERT_SEVERITY_STYLES[alert.severity].label}`,
            `Rule: ${alert.ruleName}`,
            ...(alert.lat !== null && alert.lng !== null ? [`Position: ${alert.lat.toFixed(5)}, ${alert.lng.toFixed(5)}`] : []),
          ];
          const subject = `[${ALERT_SEVERITY_STYLES[alert.severity].label}] ${alert.sentence}`;
          for (const email of rule.emails) {
            mails.push(
              mailer
                .send({ kind: 'alert', email, subject, lines, link: `${config.publicUrl}/alerts?alert=${alert.id}` })
                .catch((error: unknown) => app.log.error({ err: error, alertId: alert.id }, 'alert e-mail failed')),
            );
          }
        }
        await Promise.all(mails);
      },
    });
    const unlisten = ingest.onEvents((events) => alerts.enqueue(events));
    const unwatchSignals = signals.on((signal) => {
      if (signal.kind === 'alert') live.hub.alert(signal.tenantId, signal.alert);
      else if (signal.kind === 'alerts-acknowledged') live.hub.alertsAcknowledged(signal.tenantId, signal.ids);
      else if (signal.kind === 'alert-rules') alerts.invalidate(signal.tenantId);
    });
    app.addHook('onClose', async () => {
      // Events the ingest path still commits are evaluated before the database closes.
      await ingest.drain();
      unlisten();
      unwatchSignals();
      await alerts.drain();
    });
    return { alerts };
  },
});
