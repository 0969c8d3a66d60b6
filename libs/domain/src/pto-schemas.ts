import { z } from 'zod';

// The PTO answers as schemas (`GET /v2/reports/pto-analysis`, `PUT /v2/assets/:id/implement-width`): apart from
// pto.ts, whose units and conversions the report modals import, so that those carry no zod.

/** One ON or OFF interval of the input. */
export const ptoIntervalSchema = z.strictObject({
  state: z.enum(['ON', 'OFF']),
  start: z.number(),
  end: z.number(),
  /** Distance driven in the interval, metres. */
  distanceM: z.number(),
});
export type PtoInterval = z.infer<typeof ptoIntervalSchema>;

/** PTO analysis data (SPEC §3), as `GET /v2/reports/pto-analysis` answers it. Areas in square metres. */
export const ptoAnalysisSchema = z.strictObject({
  success: z.literal(true),
  assetId: z.number(),
  assetName: z.string(),
  /** The input's key ('din1') and display name ('PTO'). */
  input: z.string(),
  inputName: z.string(),
  /** 'D/M/YYYY | HH:mm:ss - D/M/YYYY | HH:mm:ss' of the period. */
  time: z.string(),
  from: z.number(),
  to: z.number(),
  /** Durations, ms, and their texts (formatDuration). */
  elapsedMs: z.number(),
  elapsedTime: z.string(),
  offMs: z.number(),
  offTime: z.string(),
  onMs: z.number(),
  onTime: z.string(),
  /** Times the input switched ON. */
  onCount: z.number(),
  /** Distance driven while ON, metres. */
  cumulativeDistance: z.number(),
  /** Implement width used, metres. */
  implementWidthM: z.number(),
  /** Distance ON x implement width (overlap counted twice), m². */
  areaCoveredFinessedOverlap: z.number(),
  /** The union of the swept strip (overlap counted once), m². */
  areaCoveredFinessed: z.number(),
  /** = areaCoveredFinessed (the area the analysis reports as covered), m². */
  areaCovered: z.number(),
  intervals: z.array(ptoIntervalSchema),
  /** The ON paths: lists of { lat, lng }. */
  playbackMap: z.array(z.array(z.strictObject({ lat: z.number(), lng: z.number() }))),
  /** The swept strip as polygons: rings of [lng, lat]. */
  polygons: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});
export type PtoAnalysis = z.infer<typeof ptoAnalysisSchema>;

/**
 * PUT /v2/assets/:id/implement-width: the width set (null: cleared) and the one the analysis uses now (the default
 * when cleared).
 */
export const implementWidthResponseSchema = z.object({ success: z.literal(true), assetId: z.number(), widthM: z.number().nullable(), implementWidthM: z.number().optional() });
