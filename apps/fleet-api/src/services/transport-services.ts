import { TripTracker } from '../transport/trip-tracker';
import { servicePlugin } from './service-plugin';

/**
 * Transport: a tracker on every instance carries the trips under way on from their vehicles' positions every few
 * seconds (and soon after a dispatch); instances share the trips (each claimed for its pass), so none is carried twice.
 */
export const tripsPlugin = servicePlugin({
  name: 'fleet-trips',
  uses: { 'fleet-core': ['db', 'now'] },
  gives: ['trips'],
  build({ db, now }, app, deps) {
    const trips = new TripTracker({ db, now, log: app.log, tickMs: deps.config.tripTickMs });
    app.addHook('onListen', async () => trips.start());
    app.addHook('onClose', async () => trips.stop());
    return { trips };
  },
});
