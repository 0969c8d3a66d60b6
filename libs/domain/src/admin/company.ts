import { z } from 'zod';
import { userInfoSchema } from '../auth';
import { timeZoneSchema } from '../company-settings';
import { MAP_DEFAULTS } from '../constants';
import { FIELD_LIMITS } from '../limits';
import { DEFAULT_OVERSPEED_MIN_DURATION_MS, DEFAULT_OVERSPEED_TOLERANCE_KMH } from '../reports/overspeed';
import { DEFAULT_STATUS_THRESHOLDS } from '../status';
import { DEFAULT_UNITS, unitPreferencesSchema } from '../units';

/** How a replayed route is drawn: a solid line, or a dashed one (SPEC §6: some companies prefer dashed). */
export const ROUTE_STYLES = ['solid', 'dashed'] as const;
export type RouteStyle = (typeof ROUTE_STYLES)[number];

/** Bounds of the company settings (units in the names). */
export const COMPANY_LIMITS = {
  movingSpeedKmh: { min: 1, max: 50 },
  stopMinutes: { min: 1, max: 1_440 },
  inactiveHours: { min: 1, max: 720 },
  overspeedLimitKmh: { min: 10, max: 300 },
  toleranceKmh: { min: 0, max: 50 },
  minDurationS: { min: 0, max: 600 },
  zoom: { min: 1, max: 20 },
} as const;

/** Texts of the company settings. */
export const COMPANY_TEXTS = {
  nameRequired: 'Company name is required.',
  nameTooLong: `Company name must be at most ${FIELD_LIMITS.nameMax} characters.`,
  logoInvalid: 'Logo must be a file uploaded here (PNG or JPEG), or empty for the default logo.',
  number: (label: string, min: number, max: number, unit: string) => `${label} must be a number from ${min} to ${max}${unit ? ` ${unit}` : ''}.`,
  centreInvalid: 'Map centre must be [longitude, latitude]: longitude -180 to 180, latitude -90 to 90.',
  routeStyleInvalid: 'Route style must be solid or dashed.',
  nothingToChange: 'Name at least one setting to change.',
  bodyInvalid: 'The body must be the company settings to change.',
  saved: 'Company settings saved.',
  readOnly: 'Only an Administrator can change the company settings.',
} as const;

/** The stored path of an upload as its URL: `/v2/uploads/<tenant uuid>/<file uuid>.<ext>`. */
export const UPLOAD_URL_PATTERN = /^\/v2\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|jpeg)$/;

const logo = z
  .string({ error: COMPANY_TEXTS.logoInvalid })
  .trim()
  .max(FIELD_LIMITS.filePathMax, COMPANY_TEXTS.logoInvalid)
  .refine((v) => v === '' || UPLOAD_URL_PATTERN.test(v), COMPANY_TEXTS.logoInvalid);

const bounded = (label: string, range: { min: number; max: number }, unit: string, int = false) => {
  const message = COMPANY_TEXTS.number(label, range.min, range.max, unit);
  const base = z.number({ error: message }).min(range.min, message).max(range.max, message);
  return int ? base.int(message) : base;
};

/** A company's settings as GET /v2/company answers them (every field filled: the defaults where unset). */
export const companySettingsSchema = z.strictObject({
  /** The company's name. */
  name: z.string(),
  /** The zone of every period, day boundary and time of the company (users may override it for themselves). */
  timeZone: z.string(),
  /** The company's logos (on screen and in PDFs as logo_big_url / logo_small_url); empty: the default logo. */
  logoBigUrl: z.string(),
  logoSmallUrl: z.string(),
  /** Status thresholds: moving at or above km/h, parked after minutes stationary, inactive after hours silent. */
  statusThresholds: z.strictObject({ movingSpeedKmh: z.number(), stopMinutes: z.number(), inactiveHours: z.number() }),
  /** Overspeed: limit (km/h), tolerance over it (km/h) and minimum spell (s). */
  overspeed: z.strictObject({ limitKmh: z.number(), toleranceKmh: z.number(), minDurationS: z.number() }),
  /** Default map view: centre [longitude, latitude] (degrees) and zoom. */
  map: z.strictObject({ centre: z.tuple([z.number(), z.number()]), zoom: z.number() }),
  /** How playback draws a route. */
  routeStyle: z.enum(ROUTE_STYLES),
  /** How figures are shown and exported (stored and computed metric). */
  units: unitPreferencesSchema,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** GET /v2/company (and /v2/company/settings): the caller's company settings. */
export const companySettingsResponseSchema = z.strictObject({ success: z.literal(true), settings: companySettingsSchema });
export type CompanySettingsResponse = z.infer<typeof companySettingsResponseSchema>;

/** PUT /v2/company (and /v2/company/settings), Administrator: the settings as stored and the caller's user info. */
export const companySettingsSavedResponseSchema = z.strictObject({
  success: z.literal(true),
  settings: companySettingsSchema,
  /** COMPANY_TEXTS.saved. */
  message: z.string(),
  /** The caller's user info (their zone, logos and units may follow the company's); absent if the caller is gone. */
  userInfo: userInfoSchema.optional(),
});
export type CompanySettingsSavedResponse = z.infer<typeof companySettingsSavedResponseSchema>;

/** The settings of a company that set nothing. */
export const DEFAULT_COMPANY_SETTINGS: Omit<CompanySettings, 'name' | 'timeZone'> = {
  logoBigUrl: '',
  logoSmallUrl: '',
  statusThresholds: {
    movingSpeedKmh: DEFAULT_STATUS_THRESHOLDS.movingSpeedKmh,
    stopMinutes: DEFAULT_STATUS_THRESHOLDS.parkAfterMs / 60_000,
    inactiveHours: DEFAULT_STATUS_THRESHOLDS.inactiveAfterMs / 3_600_000,
  },
  overspeed: { limitKmh: 90, toleranceKmh: DEFAULT_OVERSPEED_TOLERANCE_KMH, minDurationS: DEFAULT_OVERSPEED_MIN_DURATION_MS / 1000 },
  map: { centre: [MAP_DEFAULTS.center.lng, MAP_DEFAULTS.center.lat], zoom: MAP_DEFAULTS.zoom },
  routeStyle: 'solid',
  units: DEFAULT_UNITS,
};

/** PUT /v2/company (and /v2/company/settings), Administrator: the settings to change; a group is replaced whole. */
export const companySettingsUpdateSchema = z
  .object(
    {
      name: z.string({ error: COMPANY_TEXTS.nameRequired }).trim().min(1, COMPANY_TEXTS.nameRequired).max(FIELD_LIMITS.nameMax, COMPANY_TEXTS.nameTooLong).optional(),
      timeZone: timeZoneSchema.optional(),
      logoBigUrl: logo.optional(),
      logoSmallUrl: logo.optional(),
      statusThresholds: z
        .object(
          {
            movingSpeedKmh: bounded('Moving speed', COMPANY_LIMITS.movingSpeedKmh, 'km/h'),
            stopMinutes: bounded('Stop time', COMPANY_LIMITS.stopMinutes, 'minutes', true),
            inactiveHours: bounded('Inactive time', COMPANY_LIMITS.inactiveHours, 'hours', true),
          },
          { error: 'Status thresholds must be {movingSpeedKmh, stopMinutes, inactiveHours}.' },
        )
        .optional(),
      overspeed: z
        .object(
          {
            limitKmh: bounded('Speed limit', COMPANY_LIMITS.overspeedLimitKmh, 'km/h'),
            toleranceKmh: bounded('Overspeed tolerance', COMPANY_LIMITS.toleranceKmh, 'km/h'),
            minDurationS: bounded('Overspeed minimum duration', COMPANY_LIMITS.minDurationS, 'seconds', true),
          },
          { error: 'Overspeed must be {limitKmh, toleranceKmh, minDurationS}.' },
        )
        .optional(),
      map: z
        .object(
          {
            centre: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], { error: COMPANY_TEXTS.centreInvalid }),
            zoom: bounded('Map zoom', COMPANY_LIMITS.zoom, ''),
          },
          { error: 'Map must be {centre: [longitude, latitude], zoom}.' },
        )
        .optional(),
      routeStyle: z.enum(ROUTE_STYLES, { error: COMPANY_TEXTS.routeStyleInvalid }).optional(),
      units: unitPreferencesSchema.optional(),
    },
    { error: COMPANY_TEXTS.bodyInvalid },
  )
  .refine((u) => Object.values(u).some((v) => v !== undefined), COMPANY_TEXTS.nothingToChange);
export type CompanySettingsUpdate = z.input<typeof companySettingsUpdateSchema>;
