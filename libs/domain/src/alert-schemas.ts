import { z } from 'zod';
import { ALERT_CHANNELS, ALERT_DELIVERY_STATES, ALERT_EVENT_TYPES, ALERT_LIMITS, ALERT_SEVERITIES, ALERT_STATES, ALERT_TEXTS, MINUTES_PER_DAY, type AlertEventType } from './alerts';
import { FIELD_LIMITS, idSchema } from './limits';
import { TEMPERATURE_LIMITS_C } from './reports/temperature-range';

// The alert rules' and alerts' schemas: the server validates with them, the OpenAPI document is made from them and
// the web forms and client take their types from them. Apart from alerts.ts so that zod stays out of what imports values.

const eventType = z.enum(ALERT_EVENT_TYPES.map((t) => t.type) as [AlertEventType, ...AlertEventType[]], { error: ALERT_TEXTS.typeInvalid });
const minute = z.number({ error: ALERT_TEXTS.minuteInvalid }).int(ALERT_TEXTS.minuteInvalid).min(0, ALERT_TEXTS.minuteInvalid).max(MINUTES_PER_DAY - 1, ALERT_TEXTS.minuteInvalid);
const email = z
  .string({ error: ALERT_TEXTS.emailInvalid })
  .trim()
  .toLowerCase()
  .max(FIELD_LIMITS.emailMax, ALERT_TEXTS.emailInvalid)
  .pipe(z.email(ALERT_TEXTS.emailInvalid));
const celsius = z
  .number({ error: ALERT_TEXTS.temperatureInvalid })
  .min(TEMPERATURE_LIMITS_C.min, ALERT_TEXTS.temperatureInvalid)
  .max(TEMPERATURE_LIMITS_C.max, ALERT_TEXTS.temperatureInvalid);
const ids = (label: string) => z.array(idSchema(label), { error: ALERT_TEXTS.scopeTooLarge }).max(ALERT_LIMITS.scopeMax, ALERT_TEXTS.scopeTooLarge);

/** A rule as the form sends it (POST /v2/alerts/rules, PUT /v2/alerts/rules/:id). */
export const alertRuleInputSchema = z
  .object({
    name: z.string({ error: ALERT_TEXTS.nameRequired }).trim().min(1, ALERT_TEXTS.nameRequired).max(ALERT_LIMITS.ruleNameMax, ALERT_TEXTS.nameTooLong),
    /** The event types that raise the alert. */
    eventTypes: z.array(eventType, { error: ALERT_TEXTS.typesRequired }).min(1, ALERT_TEXTS.typesRequired).max(ALERT_EVENT_TYPES.length * 2, ALERT_TEXTS.typeInvalid),
    /** Assets watched; with `groupIds` empty too: every asset of the company. */
    assetIds: ids('assetIds').default([]),
    /** Asset groups watched (their assets at the time of the event). */
    groupIds: ids('groupIds').default([]),
    severity: z.enum(ALERT_SEVERITIES, { error: ALERT_TEXTS.severityInvalid }).default('warning'),
    /** Weekdays it notifies on, 0 Sunday ... 6 Saturday, in the company's time zone. */
    days: z
      .array(z.number({ error: ALERT_TEXTS.daysRequired }).int(ALERT_TEXTS.daysRequired).min(0, ALERT_TEXTS.daysRequired).max(6, ALERT_TEXTS.daysRequired), { error: ALERT_TEXTS.daysRequired })
      .min(1, ALERT_TEXTS.daysRequired)
      .max(7, ALERT_TEXTS.daysRequired)
      .default([0, 1, 2, 3, 4, 5, 6]),
    /** Start of the daily window, minutes after midnight (equal to `toMinute`: all day). */
    fromMinute: minute.default(0),
    /** End of the daily window, minutes after midnight (before `fromMinute`: overnight). */
    toMinute: minute.default(0),
    /** For the "inactive" type: no report for this many hours. */
    inactiveHours: z
      .number({ error: ALERT_TEXTS.inactiveHoursInvalid })
      .int(ALERT_TEXTS.inactiveHoursInvalid)
      .min(1, ALERT_TEXTS.inactiveHoursInvalid)
      .max(ALERT_LIMITS.inactiveHoursMax, ALERT_TEXTS.inactiveHoursInvalid)
      .default(24),
    /** For the "speeding" type: its own limit, km/h. */
    speedLimitKph: z
      .number({ error: ALERT_TEXTS.speedLimitInvalid })
      .int(ALERT_TEXTS.speedLimitInvalid)
      .min(1, ALERT_TEXTS.speedLimitInvalid)
      .max(ALERT_LIMITS.speedLimitMaxKph, ALERT_TEXTS.speedLimitInvalid)
      .default(80),
    /** For the "speeding" type: over the limit this long before it tells, seconds (0: at once). */
    speedingSeconds: z
      .number({ error: ALERT_TEXTS.speedingSecondsInvalid })
      .int(ALERT_TEXTS.speedingSecondsInvalid)
      .min(0, ALERT_TEXTS.speedingSecondsInvalid)
      .max(ALERT_LIMITS.speedingSecondsMax, ALERT_TEXTS.speedingSecondsInvalid)
      .default(30),
    /** For the "temperature" type: the lowest allowed reading, °C; null (with `temperatureMaxC`): each asset's own range. */
    temperatureMinC: celsius.nullable().default(null),
    /** For the "temperature" type: the highest allowed reading, °C. */
    temperatureMaxC: celsius.nullable().default(null),
    /** For the "temperature" type: out of range this long before it tells, minutes (0: at once). */
    temperatureMinutes: z
      .number({ error: ALERT_TEXTS.temperatureMinutesInvalid })
      .int(ALERT_TEXTS.temperatureMinutesInvalid)
      .min(0, ALERT_TEXTS.temperatureMinutesInvalid)
      .max(ALERT_LIMITS.temperatureMinutesMax, ALERT_TEXTS.temperatureMinutesInvalid)
      .default(5),
    /** For the "POI dwell" type: in a POI longer than this, minutes. */
    dwellMinutes: z
      .number({ error: ALERT_TEXTS.dwellMinutesInvalid })
      .int(ALERT_TEXTS.dwellMinutesInvalid)
      .min(1, ALERT_TEXTS.dwellMinutesInvalid)
      .max(ALERT_LIMITS.dwellMinutesMax, ALERT_TEXTS.dwellMinutesInvalid)
      .default(30),
    /** For the "POI dwell" type: the POIs watched (none: any POI of the company). */
    poiIds: z.array(idSchema('poiIds'), { error: ALERT_TEXTS.poisTooMany }).max(ALERT_LIMITS.poisMax, ALERT_TEXTS.poisTooMany).default([]),
    /** After an alert, the same rule stays silent for the same asset this long, minutes. */
    cooldownMinutes: z
      .number({ error: ALERT_TEXTS.cooldownInvalid })
      .int(ALERT_TEXTS.cooldownInvalid)
      .min(0, ALERT_TEXTS.cooldownInvalid)
      .max(ALERT_LIMITS.cooldownMaxMinutes, ALERT_TEXTS.cooldownInvalid)
      .default(10),
    /** Shown live in the web app (toast and bell). */
    notifyWeb: z.boolean().default(true),
    /** E-mailed to these addresses. */
    emails: z.array(email, { error: ALERT_TEXTS.emailInvalid }).max(ALERT_LIMITS.emailsMax, ALERT_TEXTS.emailsTooMany).default([]),
    /** Posted a signed JSON payload (see the README's "Alert webhooks"); null: none. */
    webhookUrl: z
      .string({ error: ALERT_TEXTS.webhookInvalid })
      .trim()
      .max(FIELD_LIMITS.urlMax, ALERT_TEXTS.webhookInvalid)
      .pipe(z.url({ protocol: /^https?$/, error: ALERT_TEXTS.webhookInvalid }))
      .nullable()
      .default(null),
    enabled: z.boolean().default(true),
  })
  .refine((rule) => (rule.temperatureMinC === null) === (rule.temperatureMaxC === null), { message: ALERT_TEXTS.temperatureBoth, path: ['temperatureMinC'] })
  .refine((rule) => rule.temperatureMinC === null || rule.temperatureMaxC === null || rule.temperatureMinC < rule.temperatureMaxC, {
    message: ALERT_TEXTS.temperatureOrder,
    path: ['temperatureMinC'],
  })
  .refine((rule) => rule.notifyWeb || rule.emails.length > 0 || rule.webhookUrl !== null, { message: ALERT_TEXTS.channelRequired, path: ['notifyWeb'] });
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;
/** A rule as the server reads it (defaults applied). */
export type AlertRuleParsed = z.output<typeof alertRuleInputSchema>;

/** A stored rule. */
export const alertRuleSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  eventTypes: z.array(z.string()),
  assetIds: z.array(z.number()),
  groupIds: z.array(z.number()),
  severity: z.enum(ALERT_SEVERITIES),
  days: z.array(z.number()),
  fromMinute: z.number(),
  toMinute: z.number(),
  cooldownMinutes: z.number(),
  inactiveHours: z.number(),
  speedLimitKph: z.number(),
  speedingSeconds: z.number(),
  temperatureMinC: z.number().nullable(),
  temperatureMaxC: z.number().nullable(),
  temperatureMinutes: z.number(),
  dwellMinutes: z.number(),
  poiIds: z.array(z.number()),
  notifyWeb: z.boolean(),
  emails: z.array(z.string()),
  webhookUrl: z.string().nullable(),
  /** The secret the webhook's payloads are signed with (HMAC-SHA256), made by the server; null without a webhook. */
  webhookSecret: z.string().nullable(),
  enabled: z.boolean(),
  /** ISO 8601 time of the last change. */
  updatedAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** GET /v2/alerts/rules. */
export const alertRulesResponseSchema = z.strictObject({ success: z.literal(true), rules: z.array(alertRuleSchema) });
export type AlertRulesResponse = z.infer<typeof alertRulesResponseSchema>;

/** POST / PUT of a rule: the stored rule. */
export const alertRuleSavedResponseSchema = z.strictObject({ success: z.literal(true), rule: alertRuleSchema, message: z.string() });

/** One e-mail or webhook of an alert and how its delivery went. */
export const alertDeliverySchema = z.strictObject({
  channel: z.enum(ALERT_CHANNELS),
  /** The address or the URL. */
  target: z.string(),
  state: z.enum(ALERT_DELIVERY_STATES),
  attempts: z.number(),
  /** The receiver's last HTTP status (webhooks). */
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  /** ms since epoch; null until delivered. */
  deliveredAt: z.number().nullable(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

/** One alert: an event a rule matched. */
export const alertSchema = z.strictObject({
  id: z.number(),
  ruleId: z.number().nullable(),
  ruleName: z.string(),
  assetId: z.number(),
  assetName: z.string(),
  /** The event type (ALERT_EVENT_TYPES). */
  type: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  /** When the event happened, ms since epoch. */
  time: z.number(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The event's figures (speed and limit, POI name, idle minutes...). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** "Overspeed: WPX 1234 at 98 km/h". */
  sentence: z.string(),
  state: z.enum(ALERT_STATES),
  /** ms since epoch; null while open. */
  acknowledgedAt: z.number().nullable(),
  /** Who acknowledged it (display name); null while open. */
  acknowledgedBy: z.string().nullable(),
  comment: z.string().nullable(),
  /** Its e-mails and webhook (none when the rule only shows it in the web app). */
  deliveries: z.array(alertDeliverySchema),
});
export type Alert = z.infer<typeof alertSchema>;

const csvOf = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v), z.array(item, { error: message }).max(max, message));

/** GET /v2/alerts: the inbox, newest first. */
export const alertsQuerySchema = z.object({
  /** ms since epoch, inclusive. */
  from: z.coerce.number({ error: 'from must be a time in ms.' }).int('from must be a time in ms.').min(0, 'from must be a time in ms.'),
  /** ms since epoch, inclusive. */
  to: z.coerce.number({ error: 'to must be a time in ms.' }).int('to must be a time in ms.').min(0, 'to must be a time in ms.'),
  /** Comma-separated asset ids. */
  assets: csvOf(idSchema('assets'), ALERT_LIMITS.scopeMax, ALERT_TEXTS.scopeTooLarge).optional(),
  /** Comma-separated event types. */
  types: csvOf(eventType, ALERT_EVENT_TYPES.length, ALERT_TEXTS.typeInvalid).optional(),
  severity: z.enum(ALERT_SEVERITIES, { error: ALERT_TEXTS.severityInvalid }).optional(),
  state: z.enum(ALERT_STATES, { error: 'state must be open or acknowledged.' }).optional(),
  /** Alerts with a smaller id than this (the next page). */
  before: idSchema('before').optional(),
  limit: z.coerce.number().int().min(1).max(ALERT_LIMITS.pageMax).default(200),
});
export type AlertsQuery = z.input<typeof alertsQuerySchema>;

/** GET /v2/alerts. */
export const alertsResponseSchema = z.strictObject({
  success: z.literal(true),
  alerts: z.array(alertSchema),
  /** Open alerts of the caller's assets in the period (whatever the filter). */
  open: z.number(),
  /** Whether older alerts match (ask again with `before`). */
  more: z.boolean(),
});
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** POST /v2/alerts/acknowledge. */
export const acknowledgeAlertsSchema = z.object({
  ids: z.array(idSchema('ids'), { error: 'ids must list the alerts to acknowledge.' }).min(1, 'ids must list the alerts to acknowledge.').max(ALERT_LIMITS.pageMax, 'ids must list the alerts to acknowledge.'),
  comment: z.string().trim().max(ALERT_LIMITS.commentMax, ALERT_TEXTS.commentTooLong).optional(),
});
export type AcknowledgeAlerts = z.input<typeof acknowledgeAlertsSchema>;

/** The acknowledged alerts (ids the caller may see that were open). */
export const acknowledgedResponseSchema = z.strictObject({ success: z.literal(true), ids: z.array(z.number()), message: z.string() });
