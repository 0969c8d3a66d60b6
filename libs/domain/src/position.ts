import { z } from 'zod';

/**
 * One position as every source hands it to the single ingest path (simulator, OsmAnd, Teltonika, MQTT).
 * Units: degrees, km/h, degrees clockwise from north, metres, litres, percent, degrees Celsius, volts, km.
 */
export const positionInputSchema = z.object({
  assetId: z.number().int().positive(),
  /** Device time, ms since epoch. */
  time: z.number().int().nonnegative(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  speed: z.number().min(0).max(2000).default(0),
  heading: z.number().min(0).max(360).default(0),
  altitude: z.number().nullable().default(null),
  satellites: z.number().int().min(0).max(255).nullable().default(null),
  /** GPS fix valid. */
  valid: z.boolean().default(true),
  ignition: z.boolean().nullable().default(null),
  /** Digital inputs by name, e.g. { din1: true }. */
  inputs: z.record(z.string(), z.boolean()).default({}),
  /** Display names of the inputs, e.g. { din1: 'PTO' }. */
  inputNames: z.record(z.string(), z.string()).default({}),
  fuelLitres: z.number().min(0).nullable().default(null),
  fuelPercent: z.number().min(0).max(100).nullable().default(null),
  temperature: z.number().nullable().default(null),
  voltage: z.number().nullable().default(null),
  /** Odometer, km. */
  odometer: z.number().min(0).nullable().default(null),
  address: z.string().nullable().default(null),
  /** Anything else the device sent. */
  attributes: z.record(z.string(), z.unknown()).default({}),
});

export type PositionInput = z.input<typeof positionInputSchema>;
export type Position = z.output<typeof positionInputSchema>;
