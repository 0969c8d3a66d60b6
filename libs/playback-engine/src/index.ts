export { createTrack, indexAt, interpolateHeading, sampleAt } from './track';
export type { Track, TrackPoint, TrackSample } from './track';
export type { DetailsItem, FuelLevelColor, PlaybackFrame, PlaybackTrack, PlayerAction, PlayerState } from './types';
