import { z } from 'zod';
import { isTimeZone } from './time-format';
import { unitPreferencesSchema, type UnitPreferences } from './units';

/** The message of a zone the runtime does not know. */
export const UNKNOWN_TIME_ZONE_MESSAGE = 'Choose a time zone from the list (an IANA name such as Asia/Kuala_Lumpur).';

/** An IANA time zone name. */
export const timeZoneSchema = z.string({ error: UNKNOWN_TIME_ZONE_MESSAGE }).trim().max(64, UNKNOWN_TIME_ZONE_MESSAGE).refine(isTimeZone, UNKNOWN_TIME_ZONE_MESSAGE);

/** A company's settings as `GET /v2/company/settings` answers them. */
export interface CompanySettings {
  name: string;
  /** The zone of every period, day boundary and time of the company (users may override it for themselves). */
  timeZone: string;
  /** How figures are shown and exported (stored and computed metric). */
  units: UnitPreferences;
}

/** `PUT /v2/company/settings` (Administrator): the fields to change. */
export const companySettingsUpdateSchema = z
  .object({ timeZone: timeZoneSchema.optional(), units: unitPreferencesSchema.optional() }, { error: 'The body must be {"timeZone": "<IANA zone>", "units": {...}}.' })
  .refine((u) => Object.values(u).some((v) => v !== undefined), 'Name at least one setting to change (timeZone, units).');
export type CompanySettingsUpdate = z.input<typeof companySettingsUpdateSchema>;
