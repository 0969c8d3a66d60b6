import type { AssetStatus } from './asset';
import type { PlaybackPointColumns, PlaybackRequest, PlaybackResponse, PlaybackRoutePoint } from './playback-schemas';

// The request, the route points, the columns and the answer are defined by their schemas (playback-schemas.ts, apart so
// that the playback engine, which imports the constants below, carries no zod); their types, as before, here too.
export type { PlaybackPointColumns, PlaybackRequest, PlaybackResponse, PlaybackRoutePoint };

export { PLAYBACK_EVENT_KINDS, type PlaybackEventKind } from './playback-event-kinds';

/** The statuses, in the order of their codes in {@link PlaybackPointColumns}. */
export const PLAYBACK_STATUS_CODES = ['Moving', 'Idling', 'Parked', 'Inactive'] as const satisfies readonly AssetStatus[];
