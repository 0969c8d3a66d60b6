/** A correlated random walk that stays within a radius of a centre (people on site, animals in a paddock). */
import { bearingDeg, destinationPoint, haversineM, type GeoPoint } from './geo';
import type { Random } from './prng';

/** Points of a walk of about `lengthM` metres from `start`, turning back towards `centre` beyond `radiusM`. */
export function randomWalk(
  rng: Random,
  start: GeoPoint,
  centre: GeoPoint,
  radiusM: number,
  lengthM: number,
  stepM: [number, number],
): GeoPoint[] {
  const points: GeoPoint[] = [start];
  let here = start;
  let heading = rng.range(0, 360);
  let walked = 0;
  while (walked < lengthM) {
    const step = rng.range(stepM[0], stepM[1]);
    const fromCentre = haversineM(here.lat, here.lng, centre.lat, centre.lng);
    heading =
      fromCentre + step > radiusM
        ? bearingDeg(here.lat, here.lng, centre.lat, centre.lng) + rng.normal() * 30
        : heading + rng.normal() * 35;
    heading = ((heading % 360) + 360) % 360;
    here = destinationPoint(here, heading, step);
    points.push(here);
    walked += step;
  }
  return points;
}
