// The playback event kinds alone (no imports), so that the schemas name them without a circle through playback.ts.

/** What makes a route point an event (the start/end buttons jump between them). */
export type PlaybackEventKind = (typeof PLAYBACK_EVENT_KINDS)[number];

/** The event kinds, in the order of their codes in PlaybackPointColumns (code = 1 + index; 0 = no event). */
export const PLAYBACK_EVENT_KINDS = ['start', 'end', 'stop', 'move', 'ignition-on', 'ignition-off', 'overspeed', 'poi-enter', 'poi-exit'] as const;
