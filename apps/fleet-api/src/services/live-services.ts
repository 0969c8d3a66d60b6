import { connectCluster } from '../cluster/cluster';
import { LocalSignals } from '../cluster/cluster-signals';
import { InProcessLiveBus } from '../live/live-bus';
import { LiveFeed } from '../live/live-feed';
import { LiveHub } from '../live/live-hub';
import { DEFAULT_LIVE_TIMING } from '../live/live-timing';
import { StatusTicker } from '../live/status-ticker';
import { servicePlugin } from './service-plugin';

/**
 * With NATS_URL: this instance's NATS parts (live changes, the JetStream queue of device records, signals between
 * instances); alone, signals that go nowhere. Closes last of what uses it.
 */
export const clusterPlugin = servicePlugin({
  name: 'fleet-cluster',
  uses: { 'fleet-core': ['config'] },
  gives: ['cluster', 'signals'],
  async build({ config }, app, deps) {
    const cluster = config.nats && !deps.liveBus ? await connectCluster({ ...config.nats, log: app.log }) : undefined;
    // The queue consumer finishes its delivery in flight before the database closes.
    app.addHook('onClose', async () => cluster?.close());
    return { cluster, signals: cluster?.signals ?? new LocalSignals() };
  },
});

/**
 * The live feed: the bus (NATS when clustered), per-tenant change logs, the open sockets and the status ticker.
 * Revoked sessions' sockets end here and, through the signals, on the other instances.
 */
export const livePlugin = servicePlugin({
  name: 'fleet-live',
  uses: { 'fleet-core': ['db', 'now'], 'fleet-settings': ['settings'], 'fleet-cluster': ['cluster', 'signals'], 'fleet-sessions': ['sessions'] },
  gives: ['live'],
  build({ db, now, settings, cluster, signals, sessions }, app, deps) {
    const bus = deps.liveBus ?? cluster?.bus ?? new InProcessLiveBus((error) => app.log.error({ err: error }, 'live listener failed'));
    const live = {
      bus,
      // Sequence numbers start at the start time x 1000: see LiveChangeLog.
      feed: new LiveFeed({ bus, epoch: Date.now() * 1000 }),
      hub: new LiveHub(),
      timing: { ...DEFAULT_LIVE_TIMING, ...deps.liveTiming },
      ticker: new StatusTicker({
        db,
        bus,
        settings,
        now,
        intervalMs: deps.statusTickMs,
        onError: (error) => app.log.error({ err: error }, 'status tick failed'),
      }),
    };
    const unwatchRevocations = sessions.onRevoked((revoked) => {
      live.hub.revoked(revoked);
      signals.send({ kind: 'revoked', revoked });
    });
    const unwatchSignals = signals.on((signal) => {
      if (signal.kind === 'revoked') live.hub.revoked(signal.revoked);
    });
    app.addHook('onReady', async () => live.ticker.start());
    // On close the sockets go first (1001).
    app.addHook('preClose', async () => live.hub.closeAll());
    app.addHook('onClose', async () => {
      unwatchRevocations();
      unwatchSignals();
      await live.ticker.stop();
      live.feed.close();
      await bus.close();
    });
    return { live };
  },
});
