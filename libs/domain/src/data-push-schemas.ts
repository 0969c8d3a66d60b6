import { z } from 'zod';
import { DATA_PUSH_EVENT_TYPES, DATA_PUSH_KINDS, DATA_PUSH_LIMITS, DATA_PUSH_TEXTS as T, type DataPushKind } from './data-push';
import { FIELD_LIMITS, idSchema } from './limits';

// Data push's schemas (server validation, OpenAPI, web forms). Apart from data-push.ts so that zod stays out of what
// imports its values.

const kinds = DATA_PUSH_KINDS.map((k) => k.id) as [DataPushKind, ...DataPushKind[]];
const eventTypes = DATA_PUSH_EVENT_TYPES.map((t) => t.type) as [string, ...string[]];
const protocolOf = (url: string) => {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
};

/** A target as the form sends it (POST /v2/data-push, PUT /v2/data-push/:id). */
export const dataPushInputSchema = z
  .object({
    name: z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(DATA_PUSH_LIMITS.nameMax, T.nameTooLong),
    kind: z.enum(kinds, { error: T.kindInvalid }),
    url: z.string({ error: T.urlInvalid }).trim().min(1, T.urlInvalid).max(FIELD_LIMITS.urlMax, T.urlInvalid),
    /** MQTT: the topic every message is published to. */
    topic: z
      .string({ error: T.topicRequired })
      .trim()
      .max(DATA_PUSH_LIMITS.topicMax, T.topicRequired)
      .refine((t) => !t.includes('+') && !t.includes('#'), T.topicRequired)
      .default(''),
    positions: z.boolean().default(true),
    events: z.boolean().default(false),
    /** The event types forwarded; none: every one. */
    eventTypes: z.array(z.enum(eventTypes, { error: T.eventTypeInvalid }), { error: T.eventTypeInvalid }).max(eventTypes.length, T.eventTypeInvalid).default([]),
    /** The assets whose data is pushed; none: every asset of the company (Administrators only). */
    assetIds: z.array(idSchema('assetIds'), { error: T.assetsTooMany }).max(FIELD_LIMITS.assetsPerRequestMax, T.assetsTooMany).default([]),
    enabled: z.boolean().default(true),
  })
  .refine((t) => (t.kind === 'http' ? ['http:', 'https:'] : ['mqtt:', 'mqtts:']).includes(protocolOf(t.url)), { message: T.urlInvalid, path: ['url'] })
  .refine((t) => t.kind !== 'mqtt' || t.topic !== '', { message: T.topicRequired, path: ['topic'] })
  .refine((t) => t.positions || t.events, { message: T.contentRequired, path: ['positions'] });
export type DataPushInput = z.input<typeof dataPushInputSchema>;
export type DataPushParsed = z.output<typeof dataPushInputSchema>;

/** A target with how its deliveries stand. */
export const dataPushTargetSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  kind: z.enum(kinds),
  url: z.string(),
  topic: z.string(),
  positions: z.boolean(),
  events: z.boolean(),
  eventTypes: z.array(z.string()),
  assetIds: z.array(z.number()),
  enabled: z.boolean(),
  /** HTTP: the secret the payloads are signed with (x-fleet-signature, as the alert webhooks). */
  secret: z.string().nullable(),
  owner: z.string().nullable(),
  /** What waits to be delivered: messages, the items in them, and the oldest one's time (ISO). */
  backlog: z.strictObject({ messages: z.number(), items: z.number(), oldestAt: z.string().nullable() }),
  /** Items delivered since the target was made. */
  delivered: z.number(),
  lastDeliveredAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type DataPushTarget = z.infer<typeof dataPushTargetSchema>;

/** GET /v2/data-push. */
export const dataPushTargetsResponseSchema = z.strictObject({ success: z.literal(true), targets: z.array(dataPushTargetSchema) });
export type DataPushTargetsResponse = z.infer<typeof dataPushTargetsResponseSchema>;

/** POST / PUT: the target written. */
export const dataPushSavedResponseSchema = z.strictObject({ success: z.literal(true), target: dataPushTargetSchema, message: z.string() });
export type DataPushSaved = z.infer<typeof dataPushSavedResponseSchema>;
