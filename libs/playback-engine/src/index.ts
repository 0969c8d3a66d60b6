export { createTrack, indexAt, interpolateHeading, sampleAt } from './track';
export type { Track, TrackPoint, TrackSample } from './track';
export type { DetailsItem, FuelLevelColor, PlaybackFrame, PlaybackTrack, PlayerAction, PlayerState } from './types';
export { createPlaybackTrack } from './playback-track';
export { createFrame, frameAt, frameInto } from './frame';
export { DEFAULT_PLAYBACK_SPEED, EVENT_TOLERANCE_MS, createPlayerState, playerReducer } from './player';
export { buildDetailsList, fuelLevelColor } from './details-list';
export { createSharedTimeline, sharedFramesAt } from './shared-timeline';
export type { SharedTimeline } from './shared-timeline';
