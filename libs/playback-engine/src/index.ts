export { createTrack, indexAt, interpolateHeading, sampleAt } from './track';
export type { Track, TrackPoint, TrackSample } from './track';
