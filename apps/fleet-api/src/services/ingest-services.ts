import { DeviceIngest } from '../devices/device-ingest';
import { onPoisChanged, poiCacheFor } from '../pois/poi-cache';
import { EventDetector } from '../positions/event-detector';
import { IngestService } from '../positions/ingest-service';
import { vesselZoneCacheFor } from '../vessels/vessel-zone-cache';
import { servicePlugin } from './service-plugin';

/**
 * The single ingest path of positions (validation, filters, group commit, derived events, the live fan-out). On
 * close, positions already taken are committed (and answered) before the database closes.
 */
export const ingestPlugin = servicePlugin({
  name: 'fleet-ingest',
  uses: { 'fleet-core': ['config', 'db', 'now'], 'fleet-settings': ['settings'], 'fleet-live': ['live'] },
  gives: ['ingest'],
  build({ config, db, now, settings, live }, app) {
    const { groupCommit } = config.ingest;
    const ingest = new IngestService({
      db,
      bus: live.bus,
      settings,
      now,
      onRejected: (count, reason) => app.log.warn({ count, reason }, 'positions rejected'),
      events: new EventDetector({ pois: poiCacheFor(db), vessels: vesselZoneCacheFor(db) }),
      onEventsFailed: (error) => app.log.error({ err: error }, 'storing derived events failed'),
      groupCommit: groupCommit ? { lingerMs: groupCommit.lingerMs, maxItems: groupCommit.maxRecords } : false,
    });
    app.addHook('onClose', async () => ingest.drain());
    return { ingest };
  },
});

/**
 * Device records to assets: the ingest servers', the device routes' and the import's one DeviceIngest. Once ready it
 * expires records of identifiers nobody registered (hourly) and, in a cluster, takes its share of the queued device
 * records; another instance's assignment changes make it forget its cached asset.
 */
export const devicesPlugin = servicePlugin({
  name: 'fleet-devices',
  uses: { 'fleet-core': ['config', 'db', 'now'], 'fleet-ingest': ['ingest'], 'fleet-cluster': ['cluster', 'signals'] },
  gives: ['devices'],
  build({ config, db, now, ingest, cluster, signals }, app) {
    const devices = new DeviceIngest({ config, db, now, ingest, signals });
    const unwatchSignals = signals.on((signal) => {
      if (signal.kind === 'device') devices.invalidate(signal.identifier);
    });
    app.addHook('onReady', async () => {
      devices.startExpiry(app.log);
      if (cluster) await cluster.consume(devices);
    });
    app.addHook('onClose', async () => {
      unwatchSignals();
      await devices.stopExpiry();
    });
    return { devices };
  },
});

/** Keeps every instance's POI cache (enter/exit events) in step: a write here tells the others, theirs reload it. */
export const poiSyncPlugin = servicePlugin({
  name: 'fleet-poi-sync',
  uses: { 'fleet-core': ['db'], 'fleet-cluster': ['signals'] },
  gives: [],
  build({ db, signals }, app) {
    const unwatchPois = onPoisChanged(db, () => signals.send({ kind: 'pois' }));
    const unwatchSignals = signals.on((signal) => {
      if (signal.kind === 'pois') poiCacheFor(db).reload().catch((error: unknown) => app.log.error({ err: error }, 'reloading POIs failed'));
    });
    app.addHook('onClose', async () => {
      unwatchPois();
      unwatchSignals();
    });
    return {};
  },
});
