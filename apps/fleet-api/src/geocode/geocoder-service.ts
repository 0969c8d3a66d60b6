import { loadPlaces, loadRoads } from '../simulator/demo-world-files';
import { ReverseGeocoder } from './reverse-geocoder';

/** One geocoder per data folder, loaded on first use and shared by every request of the process. */
const loaded = new Map<string, Promise<ReverseGeocoder>>();

/**
 * The offline geocoder over the roads and gazetteer of `dataDir` (config.demoDataDir), read once, lazily. A missing
 * or broken file leaves that part out (addresses fall back to places, or to coordinates) rather than failing requests.
 * (`GEOCODER_URL`, an external geocoder, is not supported yet.)
 */
export function getGeocoder(dataDir: string): Promise<ReverseGeocoder> {
  let pending = loaded.get(dataDir);
  if (!pending) {
    pending = Promise.all([loadRoads(dataDir).catch(() => null), loadPlaces(dataDir).catch(() => [])]).then(
      ([roads, places]) => new ReverseGeocoder({ roads, places }),
    );
    loaded.set(dataDir, pending);
  }
  return pending;
}
