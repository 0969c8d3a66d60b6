import { ReminderChecker } from '../reminders/reminder-checker';
import { servicePlugin } from './service-plugin';

/**
 * Reminders: a checker on every instance looks at the companies' reminders every ten minutes (and soon after start)
 * and raises an alert when one becomes due soon, due or overdue, shown live and sent by e-mail like a rule's. Two
 * instances checking at once raise it once: each reminder's told state is written with its alert.
 */
export const remindersPlugin = servicePlugin({
  name: 'fleet-reminders',
  uses: {
    'fleet-core': ['db', 'now'],
    'fleet-settings': ['settings'],
    'fleet-live': ['live'],
    'fleet-cluster': ['signals'],
    'fleet-alerts': ['alertDeliveries'],
  },
  gives: ['reminders'],
  build({ db, now, settings, live, signals, alertDeliveries }, app) {
    const reminders = new ReminderChecker({
      db,
      now,
      timeZoneOf: async (tenantId) => (await settings.get(tenantId)).timeZone,
      log: app.log,
      deliver: async (items) => {
        for (const { alert, tenantId, row } of items) {
          if (!row.notify_web) continue;
          live.hub.alert(tenantId, alert);
          signals.send({ kind: 'alert', tenantId, alert });
        }
        await alertDeliveries.enqueue(items.map(({ alert, tenantId, row }) => ({ alert, tenantId, rule: { emails: row.emails, webhookUrl: null, webhookSecret: null } })));
      },
    });
    app.addHook('onListen', async () => reminders.start());
    app.addHook('onClose', async () => reminders.stop());
    return { reminders };
  },
});
