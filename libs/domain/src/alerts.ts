import { datePartsIn } from './time-format';

/**
 * Alerts: rules over the events the server derives at ingest (and the alarms devices report), the calendar in the
 * company's time zone, the cool-down, and the texts. Values only (no zod): the schemas are in alert-schemas.ts.
 */

/** Every event type the server derives from positions (positions/event-detector.ts emits exactly these). */
export const DERIVED_EVENT_TYPES = {
  ignitionOn: 'ignition-on',
  ignitionOff: 'ignition-off',
  overspeed: 'overspeed',
  idle: 'idle-too-long',
  refuel: 'refuel',
  drain: 'fuel-drain',
  lowBattery: 'low-battery',
  powerCut: 'power-cut',
  poiEnter: 'poi-enter',
  poiExit: 'poi-exit',
  sos: 'sos',
  tow: 'tow',
  jamming: 'jamming',
  harshBraking: 'harsh-braking',
  harshAcceleration: 'harsh-acceleration',
  harshCornering: 'harsh-cornering',
  fall: 'fall-down',
  tamper: 'tamper',
  crash: 'crash',
  portArrival: 'port-arrival',
  portDeparture: 'port-departure',
  zoneEnter: 'zone-enter',
  zoneExit: 'zone-exit',
  fishing: 'fishing-activity',
  /** Told by the server's silence check rather than at ingest: no report from a vessel for the company's silent hours. */
  vesselSilent: 'vessel-silent',
} as const;

/**
 * The alarms a tracker reports itself, by the names of Traccar's `alarm` attribute (the OsmAnd `alarm=` parameter,
 * an MQTT JSON `alarm` field; several comma-separated), and the event each one is stored as.
 */
export const DEVICE_ALARM_EVENTS: Readonly<Record<string, DerivedEventType>> = {
  sos: DERIVED_EVENT_TYPES.sos,
  tow: DERIVED_EVENT_TYPES.tow,
  jamming: DERIVED_EVENT_TYPES.jamming,
  hardbraking: DERIVED_EVENT_TYPES.harshBraking,
  hardacceleration: DERIVED_EVENT_TYPES.harshAcceleration,
  hardcornering: DERIVED_EVENT_TYPES.harshCornering,
  falldown: DERIVED_EVENT_TYPES.fall,
  tampering: DERIVED_EVENT_TYPES.tamper,
  accident: DERIVED_EVENT_TYPES.crash,
};

/** The alarm events a report carries (its `alarm` attribute; names matched without case, spaces or dashes), once each. */
export function deviceAlarmEvents(attributes: Readonly<Record<string, unknown>>): DerivedEventType[] {
  const raw = attributes['alarm'];
  if (typeof raw !== 'string' || raw.length > 200) return [];
  const out = new Set<DerivedEventType>();
  for (const name of raw.split(',')) {
    const type = DEVICE_ALARM_EVENTS[name.toLowerCase().replace(/[^a-z]/g, '')];
    if (type) out.add(type);
  }
  return [...out];
}

/** A derived event type. */
export type DerivedEventType = (typeof DERIVED_EVENT_TYPES)[keyof typeof DERIVED_EVENT_TYPES];

/** The event types a rule may watch, in the order the rule form lists them, with their labels. */
export const ALERT_EVENT_TYPES = [
  { type: DERIVED_EVENT_TYPES.overspeed, label: 'Overspeed' },
  { type: DERIVED_EVENT_TYPES.idle, label: 'Idle too long' },
  { type: DERIVED_EVENT_TYPES.ignitionOn, label: 'Ignition on' },
  { type: DERIVED_EVENT_TYPES.ignitionOff, label: 'Ignition off' },
  { type: DERIVED_EVENT_TYPES.refuel, label: 'Refuel' },
  { type: DERIVED_EVENT_TYPES.drain, label: 'Fuel drain' },
  { type: DERIVED_EVENT_TYPES.lowBattery, label: 'Low battery' },
  { type: DERIVED_EVENT_TYPES.powerCut, label: 'Power cut' },
  { type: DERIVED_EVENT_TYPES.poiEnter, label: 'POI enter' },
  { type: DERIVED_EVENT_TYPES.poiExit, label: 'POI exit' },
  { type: 'inactive', label: 'Inactive (no report)' },
  { type: 'speeding', label: 'Speeding for a time' },
  { type: 'temperature', label: 'Temperature out of range' },
  { type: 'poi-dwell', label: 'POI dwell' },
  { type: DERIVED_EVENT_TYPES.sos, label: 'SOS' },
  { type: DERIVED_EVENT_TYPES.tow, label: 'Towing' },
  { type: DERIVED_EVENT_TYPES.jamming, label: 'GPS/GSM jamming' },
  { type: DERIVED_EVENT_TYPES.harshBraking, label: 'Harsh braking' },
  { type: DERIVED_EVENT_TYPES.harshAcceleration, label: 'Harsh acceleration' },
  { type: DERIVED_EVENT_TYPES.harshCornering, label: 'Harsh cornering' },
  { type: DERIVED_EVENT_TYPES.fall, label: 'Fall (watch)' },
  { type: DERIVED_EVENT_TYPES.tamper, label: 'Tampering' },
  { type: DERIVED_EVENT_TYPES.crash, label: 'Crash' },
  { type: DERIVED_EVENT_TYPES.portArrival, label: 'Port arrival (vessel)' },
  { type: DERIVED_EVENT_TYPES.portDeparture, label: 'Port departure (vessel)' },
  { type: DERIVED_EVENT_TYPES.zoneEnter, label: 'Zone entry (vessel)' },
  { type: DERIVED_EVENT_TYPES.zoneExit, label: 'Zone exit (vessel)' },
  { type: DERIVED_EVENT_TYPES.fishing, label: 'Fishing activity (vessel)' },
  { type: DERIVED_EVENT_TYPES.vesselSilent, label: 'Silent vessel (no report)' },
] as const;

/** The rule type checked over time rather than derived at ingest: no report for the rule's hours. */
export const INACTIVE_ALERT_TYPE = 'inactive';

/**
 * The rule types that watch a condition over time rather than one event: speeding over the rule's own limit for its
 * seconds, a temperature out of range for its minutes, and staying in a POI longer than its minutes
 * (alert-conditions.ts holds how an episode of each is followed).
 */
export const CONDITION_ALERT_TYPES = { speeding: 'speeding', temperature: 'temperature', dwell: 'poi-dwell' } as const;

/** An event type a rule may watch. */
export type AlertEventType = (typeof ALERT_EVENT_TYPES)[number]['type'];

/** The type of the alerts reminders raise (not an event a rule watches). */
export const REMINDER_ALERT_TYPE = 'reminder';

/** The label of an event type ("Overspeed"); the type itself when it is not one of ALERT_EVENT_TYPES. */
export function alertEventLabel(type: string): string {
  if (type === REMINDER_ALERT_TYPE) return 'Reminder';
  return ALERT_EVENT_TYPES.find((t) => t.type === type)?.label ?? type;
}

/**
 * A rule's event type with its figures, as the rules list shows it: "Speeding for a time (over 90 km/h for 45 s)",
 * "Temperature out of range (-25 to -15 °C for 5 min)", "POI dwell (over 30 min)", "Inactive (no report) (24 h)".
 */
export function ruleTypeText(
  type: string,
  rule: { inactiveHours: number; speedLimitKph: number; speedingSeconds: number; temperatureMinC: number | null; temperatureMaxC: number | null; temperatureMinutes: number; dwellMinutes: number },
): string {
  const label = alertEventLabel(type);
  if (type === INACTIVE_ALERT_TYPE) return `${label} (${rule.inactiveHours} h)`;
  if (type === CONDITION_ALERT_TYPES.speeding) return `${label} (over ${rule.speedLimitKph} km/h for ${formatHeld(rule.speedingSeconds * 1000)})`;
  if (type === CONDITION_ALERT_TYPES.temperature) {
    const range = rule.temperatureMinC === null || rule.temperatureMaxC === null ? "asset's range" : `${rule.temperatureMinC} to ${rule.temperatureMaxC} °C`;
    return `${label} (${range}${rule.temperatureMinutes > 0 ? ` for ${formatHeld(rule.temperatureMinutes * 60_000)}` : ''})`;
  }
  if (type === CONDITION_ALERT_TYPES.dwell) return `${label} (over ${formatHeld(rule.dwellMinutes * 60_000)})`;
  return label;
}

/** How serious an alert is, least first. */
export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Labels and colours of the severities (the inbox badge, the toast). */
export const ALERT_SEVERITY_STYLES: Record<AlertSeverity, { label: string; color: string }> = {
  info: { label: 'Info', color: '#1E88E5' },
  warning: { label: 'Warning', color: '#FB8C00' },
  critical: { label: 'Critical', color: '#E53935' },
};

/** Where an alert is sent besides the web app. */
export const ALERT_CHANNELS = ['email', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** How a delivery stands: waiting (or between tries), delivered, or out of tries. */
export const ALERT_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type AlertDeliveryState = (typeof ALERT_DELIVERY_STATES)[number];

/** The headers of a webhook delivery: the signature (HMAC-SHA256 of `<timestamp>.<body>`, hex) and its timestamp. */
export const WEBHOOK_HEADERS = { signature: 'x-fleet-signature', timestamp: 'x-fleet-timestamp', delivery: 'x-fleet-delivery' } as const;

/** An alert's state in the inbox. */
export const ALERT_STATES = ['open', 'acknowledged'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** Days of the week as the calendar stores them: 0 Sunday ... 6 Saturday (JavaScript's getDay). */
export const WEEKDAYS = [
  { day: 0, label: 'Sun' },
  { day: 1, label: 'Mon' },
  { day: 2, label: 'Tue' },
  { day: 3, label: 'Wed' },
  { day: 4, label: 'Thu' },
  { day: 5, label: 'Fri' },
  { day: 6, label: 'Sat' },
] as const;

/** Minutes in a day: a calendar window is [fromMinute, toMinute) within it. */
export const MINUTES_PER_DAY = 1440;

/**
 * When a rule notifies: on these weekdays, between these minutes of the day, in the company's time zone. A window
 * with `fromMinute > toMinute` runs overnight (22:00-06:00: the evening of a listed day and the next morning).
 * `fromMinute === toMinute` means the whole day.
 */
export interface AlertCalendar {
  days: readonly number[];
  fromMinute: number;
  toMinute: number;
}

/** Every day, all day. */
export const ALWAYS: AlertCalendar = { days: [0, 1, 2, 3, 4, 5, 6], fromMinute: 0, toMinute: 0 };

/** Whether `instant` falls in the calendar, read in `timeZone` (the browser's zone never matters). */
export function inCalendar(calendar: AlertCalendar, instant: number, timeZone: string): boolean {
  const parts = datePartsIn(instant, timeZone);
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  const minute = parts.hour * 60 + parts.minute;
  const { fromMinute, toMinute, days } = calendar;
  if (fromMinute === toMinute) return days.includes(weekday);
  if (fromMinute < toMinute) return days.includes(weekday) && minute >= fromMinute && minute < toMinute;
  // Overnight: the evening belongs to its own day, the morning to the day before.
  if (minute >= fromMinute) return days.includes(weekday);
  return minute < toMinute && days.includes((weekday + 6) % 7);
}

/** "08:30" of a minute of the day. */
export function formatMinuteOfDay(minute: number): string {
  const m = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "Mon-Fri 08:00-18:00", "Every day, all day", "Sat, Sun 22:00-06:00". */
export function describeCalendar(calendar: AlertCalendar): string {
  const days = [...new Set(calendar.days)].sort((a, b) => a - b);
  const run = days.length > 2 && days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  const dayText =
    days.length === 7
      ? 'Every day'
      : run
        ? `${WEEKDAYS[days[0]!]!.label}-${WEEKDAYS[days[days.length - 1]!]!.label}`
        : days.map((d) => WEEKDAYS[d]!.label).join(', ');
  const hours = calendar.fromMinute === calendar.toMinute ? 'all day' : `${formatMinuteOfDay(calendar.fromMinute)}-${formatMinuteOfDay(calendar.toMinute)}`;
  return `${dayText}, ${hours}`;
}

/** Whether an alert for the same rule and asset at `lastAt` still silences one at `at` (cool-down in minutes). */
export function inCooldown(lastAt: number | undefined, at: number, cooldownMinutes: number): boolean {
  return lastAt !== undefined && cooldownMinutes > 0 && at - lastAt < cooldownMinutes * 60_000 && at >= lastAt;
}

/** Limits of the alert fields (the schemas and the forms use them). */
export const ALERT_LIMITS = {
  ruleNameMax: 100,
  /** Rules per company. */
  rulesMax: 500,
  /** Cool-down, minutes (a day at most). */
  cooldownMaxMinutes: 1440,
  /** E-mail recipients of one rule. */
  emailsMax: 20,
  /** Assets or groups named by one rule. */
  scopeMax: 5_000,
  /** Hours without a report before an "inactive" rule tells (a month at most). */
  inactiveHoursMax: 720,
  /** A "speeding" rule's own limit, km/h. */
  speedLimitMaxKph: 300,
  /** How long a "speeding" rule's speed must stay over its limit, seconds (an hour at most). */
  speedingSecondsMax: 3_600,
  /** How long a "temperature" rule's reading must stay out of range, minutes (a day at most). */
  temperatureMinutesMax: 1_440,
  /** How long a "POI dwell" rule's asset must stay in a POI, minutes (a week at most). */
  dwellMinutesMax: 10_080,
  /** POIs named by one dwell rule. */
  poisMax: 500,
  /** An acknowledgement's comment. */
  commentMax: 500,
  /** Alerts in one page of the inbox. */
  pageMax: 500,
} as const;

/** The texts of the alerts area (used verbatim by the screens, the server and the tests). */
export const ALERT_TEXTS = {
  title: 'Alerts',
  rulesTitle: 'Alert rules',
  inboxTitle: 'Inbox',
  newRule: 'New rule',
  editRule: 'Edit rule',
  noRules: 'No alert rules yet. Add one to be told when an event happens.',
  noAlerts: 'No alerts in this period.',
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${ALERT_LIMITS.ruleNameMax} characters.`,
  typesRequired: 'Choose at least one event type.',
  typeInvalid: 'Unknown event type.',
  severityInvalid: 'Severity must be info, warning or critical.',
  daysRequired: 'Choose at least one day.',
  minuteInvalid: 'Times must be between 00:00 and 23:59.',
  cooldownInvalid: `Cool-down must be a whole number of minutes from 0 to ${ALERT_LIMITS.cooldownMaxMinutes}.`,
  emailInvalid: 'Each e-mail recipient must be a valid e-mail address.',
  emailsTooMany: `At most ${ALERT_LIMITS.emailsMax} e-mail recipients.`,
  scopeTooLarge: `At most ${ALERT_LIMITS.scopeMax} assets or groups.`,
  channelRequired: 'Choose at least one channel.',
  inactiveHoursInvalid: 'Inactive after must be a whole number of hours from 1 to 720.',
  speedLimitInvalid: `Speed limit must be a whole number of km/h from 1 to ${ALERT_LIMITS.speedLimitMaxKph}.`,
  speedingSecondsInvalid: `Over the limit for must be a whole number of seconds from 0 to ${ALERT_LIMITS.speedingSecondsMax}.`,
  temperatureInvalid: 'Temperatures must be numbers from -60 to 80 °C.',
  temperatureBoth: "Give both temperatures, or neither to use each asset's own range.",
  temperatureOrder: 'The lowest temperature must be below the highest.',
  temperatureMinutesInvalid: `Out of range for must be a whole number of minutes from 0 to ${ALERT_LIMITS.temperatureMinutesMax}.`,
  dwellMinutesInvalid: `Dwell longer than must be a whole number of minutes from 1 to ${ALERT_LIMITS.dwellMinutesMax}.`,
  poisTooMany: `At most ${ALERT_LIMITS.poisMax} POIs.`,
  poiUnknown: 'A chosen POI does not exist.',
  anyPoi: 'Any POI',
  webhookInvalid: 'The webhook must be an http(s) URL of at most 2000 characters.',
  webhookPrivate: 'The webhook must be a public address (private and loopback addresses are refused).',
  rulesFull: `A company keeps at most ${ALERT_LIMITS.rulesMax} alert rules.`,
  ruleSaved: (name: string) => `Rule ${name} saved.`,
  ruleDeleted: (name: string) => `Rule ${name} deleted.`,
  commentTooLong: `Comment must be at most ${ALERT_LIMITS.commentMax} characters.`,
  acknowledged: (count: number) => (count === 1 ? 'Alert acknowledged.' : `${count} alerts acknowledged.`),
  bell: (count: number) => (count === 0 ? 'Alerts: none unread' : `Alerts: ${count} unread`),
  allAssets: 'All assets',
  clientScope: 'Choose the assets this rule watches (groups are for Administrators).',
  periodTooLong: 'The inbox shows at most 92 days at a time.',
} as const;

/** The one line an alert reads as: "Overspeed: WPX 1234 at 98 km/h". */
export function alertSentence(alert: { type: string; assetName: string; details: Record<string, unknown> }): string {
  const label = alertEventLabel(alert.type);
  const d = alert.details;
  // A reminder's alert carries its sentence ("Road tax due soon: WPX 1234 (in 10 days)").
  if (alert.type === REMINDER_ALERT_TYPE && typeof d['text'] === 'string') return d['text'];
  if (alert.type === DERIVED_EVENT_TYPES.overspeed && typeof d['speed'] === 'number') return `${label}: ${alert.assetName} at ${Math.round(d['speed'])} km/h`;
  if ((alert.type === DERIVED_EVENT_TYPES.poiEnter || alert.type === DERIVED_EVENT_TYPES.poiExit) && typeof d['name'] === 'string') {
    return `${label}: ${alert.assetName} ${alert.type === DERIVED_EVENT_TYPES.poiEnter ? 'entered' : 'left'} ${d['name']}`;
  }
  if (alert.type === DERIVED_EVENT_TYPES.idle && typeof d['idleMinutes'] === 'number') return `${label}: ${alert.assetName} idle ${d['idleMinutes']} min`;
  if (alert.type === CONDITION_ALERT_TYPES.speeding && typeof d['limit'] === 'number' && typeof d['heldMs'] === 'number') {
    const peak = typeof d['peak'] === 'number' ? ` (up to ${Math.round(d['peak'])} km/h)` : '';
    return `${label}: ${alert.assetName} over ${d['limit']} km/h for ${formatHeld(d['heldMs'])}${peak}`;
  }
  if (alert.type === CONDITION_ALERT_TYPES.temperature && typeof d['reading'] === 'number' && typeof d['min'] === 'number' && typeof d['max'] === 'number') {
    const held = typeof d['heldMs'] === 'number' && d['heldMs'] > 0 ? ` for ${formatHeld(d['heldMs'])}` : '';
    return `${label}: ${alert.assetName} at ${formatCelsius(d['reading'])}${held} (range ${formatCelsius(d['min'])} to ${formatCelsius(d['max'])})`;
  }
  if (alert.type === CONDITION_ALERT_TYPES.dwell && typeof d['name'] === 'string' && typeof d['heldMs'] === 'number') {
    return `${label}: ${alert.assetName} in ${d['name']} for ${formatHeld(d['heldMs'])}`;
  }
  if (alert.type === INACTIVE_ALERT_TYPE && typeof d['hours'] === 'number') return `Inactive: ${alert.assetName} has not reported for ${d['hours']} h`;
  // Vessels: the port or zone they arrived in or left, the zone they fish in, how long they have been silent.
  const zone = typeof d['zone'] === 'string' ? d['zone'] : null;
  if (zone && (alert.type === DERIVED_EVENT_TYPES.portArrival || alert.type === DERIVED_EVENT_TYPES.zoneEnter)) return `${label}: ${alert.assetName} entered ${zone}`;
  if (zone && (alert.type === DERIVED_EVENT_TYPES.portDeparture || alert.type === DERIVED_EVENT_TYPES.zoneExit)) return `${label}: ${alert.assetName} left ${zone}`;
  if (alert.type === DERIVED_EVENT_TYPES.fishing) return `${label}: ${alert.assetName}${zone ? ` in ${zone}` : ''}`;
  if (alert.type === DERIVED_EVENT_TYPES.vesselSilent && typeof d['hours'] === 'number') return `${label}: ${alert.assetName} has not reported for ${d['hours']} h`;
  return `${label}: ${alert.assetName}`;
}

/** "45 s", "5 min", "2 h 5 min": how long a condition held (whole seconds under a minute, whole minutes above). */
export function formatHeld(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "-18.5 °C", "4 °C": a reading with at most one decimal. */
export function formatCelsius(value: number): string {
  return `${Math.round(value * 10) / 10} °C`;
}
