/**
 * Animals with collar tags: grazing bouts (a slow random walk, 0-3 km/h) alternating with rest inside a paddock
 * shared by the group, resting through the night. No ignition signal.
 */
import type { AgentContext, Behaviour } from './context';
import { destinationPoint, type GeoPoint } from './geo';
import { GRAZING } from './profiles';
import { hashString, noise01 } from './prng';
import { randomWalk } from './random-walk';
import { HOUR_MS, localDayStart, MINUTE_MS } from './schedule';
import { buildTrack } from './track';

/** Radius of a paddock, metres. */
const PADDOCK_RADIUS_M = 220;

/** Plans an animal. */
export class AnimalBehaviour implements Behaviour {
  private readonly paddock: GeoPoint;

  constructor(private readonly ctx: AgentContext) {
    const { region, rng } = ctx;
    // One paddock per region: the same for every animal of the group, whatever the order of the assets.
    const h = hashString(`${region.id}:paddock`);
    const sites = region.sites.length > 0 ? region.sites : [region.hub];
    const base = sites[Math.floor(noise01(h, 1) * Math.min(sites.length, 6))]!;
    this.paddock = destinationPoint(base, noise01(h, 2) * 360, 400 + noise01(h, 3) * 600);
    ctx.timeline.placeAt(destinationPoint(this.paddock, rng.range(0, 360), rng.range(0, PADDOCK_RADIUS_M * 0.8)));
  }

  planDay(day: number): void {
    const { rng, timeline: tl, settings } = this.ctx;
    const midnight = localDayStart(day, settings.utcOffsetMs);
    const nextMidnight = localDayStart(day + 1, settings.utcOffsetMs);
    const dusk = midnight + rng.range(18.5, 19.5) * HOUR_MS;
    tl.stayUntil(midnight + rng.range(6, 7) * HOUR_MS, { ignition: null });
    while (tl.t < dusk) {
      const kmh = rng.range(0.5, 2.6);
      const lengthM = (kmh / 3.6) * rng.range(20, 90) * 60;
      const points = randomWalk(rng, { lat: tl.lat, lng: tl.lng }, this.paddock, PADDOCK_RADIUS_M, lengthM, [4, 15]);
      const track = buildTrack(points, points.map(() => kmh), GRAZING, rng);
      if (track) tl.drive(track, { ignition: null });
      tl.stayFor(rng.range(20, 90) * MINUTE_MS, { ignition: null });
    }
    tl.stayUntil(nextMidnight, { ignition: null });
  }
}
