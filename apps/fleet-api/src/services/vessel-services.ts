import { VesselSilenceWatcher } from '../vessels/silence-watcher';
import { servicePlugin } from './service-plugin';

/**
 * Vessel monitoring: the silence check (a boat with no report for its company's silent hours raises one
 * `vessel-silent` event, heard by the alerts like the events derived at ingest). Port calls, zone entries and
 * fishing activity are derived at ingest (positions/event-detector.ts with the vessel zone cache).
 */
export const vesselsPlugin = servicePlugin({
  name: 'fleet-vessels',
  uses: { 'fleet-core': ['db', 'now'], 'fleet-ingest': ['ingest'] },
  gives: [],
  build({ db, now, ingest }, app) {
    const watcher = new VesselSilenceWatcher({ db, now, announce: (events) => ingest.announceEvents(events), onError: (error) => app.log.error({ err: error }, 'vessel silence check failed') });
    app.addHook('onListen', async () => watcher.start());
    app.addHook('onClose', async () => watcher.stop());
    return {};
  },
});
