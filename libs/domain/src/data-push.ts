import { ALERT_EVENT_TYPES } from './alerts';

/**
 * Data push: a company's positions and events forwarded as they are stored to its own systems — batched JSON over
 * HTTP (signed like the alert webhooks) or MQTT messages to a broker — through a durable queue, tried again until
 * delivered, so that a receiver that is down never slows the device ingest and loses nothing.
 */

/** Where a target sends. */
export const DATA_PUSH_KINDS = [
  { id: 'http', label: 'HTTP (JSON POST)' },
  { id: 'mqtt', label: 'MQTT' },
] as const;
export type DataPushKind = (typeof DATA_PUSH_KINDS)[number]['id'];

/** What one queued message carries. */
export const DATA_PUSH_CONTENTS = ['positions', 'events'] as const;
export type DataPushContent = (typeof DATA_PUSH_CONTENTS)[number];

/** Bounds of a target and of its messages. */
export const DATA_PUSH_LIMITS = {
  nameMax: 100,
  topicMax: 200,
  /** Targets one company keeps. */
  targetsMax: 50,
  /** Positions or events in one message at most. */
  batchMax: 500,
  /** How long the buffer gathers before a message is queued, ms. */
  flushMs: 500,
  /** The longest wait between two tries, ms. */
  retryMaxMs: 5 * 60_000,
} as const;

/** The event types a target may forward (every type an alert rule may watch but the time-based "inactive"). */
export const DATA_PUSH_EVENT_TYPES = ALERT_EVENT_TYPES.filter((t) => t.type !== 'inactive');

/** The texts of data push, used by the screen, the server and the tests. */
export const DATA_PUSH_TEXTS = {
  title: 'Data push',
  newTarget: 'New target',
  editTarget: 'Edit target',
  noTargets: 'No data push targets yet.',
  nameRequired: 'Enter a name for the target.',
  nameTooLong: `The name must be at most ${DATA_PUSH_LIMITS.nameMax} characters.`,
  kindInvalid: 'Choose HTTP or MQTT.',
  urlInvalid: 'Enter an http(s) URL for HTTP, or an mqtt(s) URL (mqtt://host:1883) for MQTT, of at most 2000 characters.',
  urlPrivate: 'The target must be a public address (private and loopback addresses are refused).',
  topicRequired: 'Enter the MQTT topic (no + or # wildcards).',
  contentRequired: 'Choose positions, events or both.',
  eventTypeInvalid: 'Choose event types from the list.',
  assetsTooMany: 'Too many assets: choose fewer, or none for every asset.',
  clientScope: 'Choose the assets whose data is pushed.',
  targetsFull: `A company keeps at most ${DATA_PUSH_LIMITS.targetsMax} data push targets. Delete one first.`,
  allAssets: 'Every asset',
  saved: (name: string) => `Target ${name} saved.`,
  deleted: (name: string) => `Target ${name} deleted.`,
} as const;

/** The next wait after `attempts` failed tries: 2, 4, 8 ... seconds, at most DATA_PUSH_LIMITS.retryMaxMs. */
export function dataPushRetryMs(attempts: number, baseMs = 1_000): number {
  return Math.min(DATA_PUSH_LIMITS.retryMaxMs, baseMs * 2 ** Math.min(30, Math.max(1, attempts)));
}
