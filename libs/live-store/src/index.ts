export { createLiveStore, statusCode } from './live-store';
export type { LiveStore, LiveStoreOptions } from './live-store';
export { INITIAL_CAPACITY } from './live-columns';
export type { LiveColumns } from './live-columns';
export type { StatusCountScope } from './status-counts';
