import { DeviceCommands } from '../commands/device-commands';
import { servicePlugin } from './service-plugin';

/**
 * Commands back to devices: the queue per device on every instance. A command made on one instance reaches the
 * instance holding its device's connection through the cluster's signals; the sweep of unanswered commands runs on
 * every instance (an update any of them may make).
 */
export const commandsPlugin = servicePlugin({
  name: 'fleet-commands',
  uses: { 'fleet-core': ['config', 'db', 'now'], 'fleet-cluster': ['signals'] },
  gives: ['commands'],
  build({ config, db, now, signals }, app) {
    const commands = new DeviceCommands({ db, now, signals, log: app.log, answerTimeoutMs: config.ingest.commandTimeoutMs });
    const unwatchSignals = signals.on((signal) => {
      if (signal.kind === 'device-command') commands.onSignal(signal.identifier);
    });
    app.addHook('onListen', async () => commands.start());
    app.addHook('onClose', async () => {
      unwatchSignals();
      await commands.stop();
    });
    return { commands };
  },
});
