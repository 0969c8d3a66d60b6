import { z } from 'zod';
import { isTimeZone } from './time-format';

/** The message of a zone the runtime does not know. */
export const UNKNOWN_TIME_ZONE_MESSAGE = 'Choose a time zone from the list (an IANA name such as Asia/Kuala_Lumpur).';

/** An IANA time zone name. */
export const timeZoneSchema = z.string({ error: UNKNOWN_TIME_ZONE_MESSAGE }).trim().max(64, UNKNOWN_TIME_ZONE_MESSAGE).refine(isTimeZone, UNKNOWN_TIME_ZONE_MESSAGE);
