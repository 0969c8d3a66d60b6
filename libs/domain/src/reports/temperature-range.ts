/**
 * Per-asset temperature ranges of the Temperature report: a reefer carrying frozen goods is judged against the
 * frozen range, a chilled one against 2-8 °C, anything else against the range its owner set.
 */
import { z } from 'zod';
import { DEFAULT_TEMPERATURE_RANGE, type TemperatureRange } from './analytics-extra';

/** The kinds of range: the two cold-chain standards and an owner-set one. */
export const TEMPERATURE_PROFILES = ['frozen', 'chilled', 'custom'] as const;
export type TemperatureProfile = (typeof TEMPERATURE_PROFILES)[number];

/**
 * The standard ranges, °C: frozen food is kept at -18 °C or colder (Codex, ATP), judged against -25 to -15 °C so
 * that the set point's own swing is in range; chilled food 2-8 °C (the vaccine and fresh-food cold chain).
 */
export const STANDARD_TEMPERATURE_RANGES: Readonly<Record<Exclude<TemperatureProfile, 'custom'>, TemperatureRange>> = {
  frozen: { min: -25, max: -15 },
  chilled: { min: 2, max: 8 },
};

/** An asset's allowed temperature range, °C (inclusive). */
export const assetTemperatureRangeSchema = z.object({ profile: z.enum(TEMPERATURE_PROFILES), min: z.number(), max: z.number() });
export type AssetTemperatureRange = z.infer<typeof assetTemperatureRangeSchema> & TemperatureRange;

/** Response of PUT /v2/assets/:id/temperature-range: the asset's range now (null: the default, chilled 2-8 °C). */
export const temperatureRangeResponseSchema = z.object({ success: z.literal(true), assetId: z.number(), range: assetTemperatureRangeSchema.nullable() });
export type TemperatureRangeResponse = z.infer<typeof temperatureRangeResponseSchema>;

/** Lowest and highest temperature a custom range may name, °C. */
export const TEMPERATURE_LIMITS_C = { min: -60, max: 80 } as const;

/**
 * An asset's range as set through the API: `{ profile: 'frozen' | 'chilled' }` takes the standard range,
 * `{ profile: 'custom', min, max }` an owner-set one (min < max, within -60..80 °C).
 */
export const temperatureRangeSchema = z
  .discriminatedUnion('profile', [
    z.object({ profile: z.literal('frozen') }),
    z.object({ profile: z.literal('chilled') }),
    z.object({
      profile: z.literal('custom'),
      min: z.number({ error: 'min must be a temperature in °C.' }).min(TEMPERATURE_LIMITS_C.min).max(TEMPERATURE_LIMITS_C.max),
      max: z.number({ error: 'max must be a temperature in °C.' }).min(TEMPERATURE_LIMITS_C.min).max(TEMPERATURE_LIMITS_C.max),
    }),
  ], { error: "profile must be 'frozen', 'chilled' or 'custom'." })
  .refine((r) => r.profile !== 'custom' || r.min < r.max, { message: 'min must be lower than max.', path: ['min'] })
  .transform((r): AssetTemperatureRange => (r.profile === 'custom' ? r : { profile: r.profile, ...STANDARD_TEMPERATURE_RANGES[r.profile] }));

/** The range an asset is judged against: its own, else the default (chilled, 2-8 °C). */
export function effectiveTemperatureRange(range: AssetTemperatureRange | null | undefined): AssetTemperatureRange {
  return range ?? { profile: 'chilled', ...DEFAULT_TEMPERATURE_RANGE };
}

/** 'Frozen' / 'Chilled' / 'Custom'. */
export function temperatureProfileLabel(profile: TemperatureProfile): string {
  return profile.charAt(0).toUpperCase() + profile.slice(1);
}
