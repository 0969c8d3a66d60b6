import { z } from 'zod';

// The map configuration's and traffic layer's schemas (responses of GET /v2/map/config and /v2/traffic).

/** A named map style the deployment offers. */
export const mapStyleOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** A MapLibre style URL; null for the built-in offline basemap. */
  url: z.string().nullable(),
  /** Credits to show while this style is on screen (HTML allowed, as in MapLibre's attribution control). */
  attribution: z.array(z.string()).optional(),
});
export type MapStyleOption = z.infer<typeof mapStyleOptionSchema>;

/** GET /v2/map/config */
export const mapConfigSchema = z.object({
  styles: z.array(mapStyleOptionSchema),
  /** A third-party traffic tile URL template when configured; else the fleet-derived layer is used. */
  trafficTileUrl: z.string().nullable(),
  /** Attribution texts of the data the map shows. */
  attribution: z.array(z.string()),
  /** Where a report row's coordinates open: a URL template with {lat} and {lng}. */
  mapsUrlTemplate: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** One road segment or cell of the fleet-derived traffic layer. */
export const trafficSegmentSchema = z.object({
  /** [lng, lat] pairs. */
  path: z.array(z.tuple([z.number(), z.number()])),
  /** Mean speed of the fleet's recent reports on it, km/h. */
  speedKmh: z.number(),
  /** Mean speed over the segment's limit (0..1+). */
  ratio: z.number(),
  /** Reports that went into it. */
  samples: z.number(),
});
export type TrafficSegment = z.infer<typeof trafficSegmentSchema>;

/** GET /v2/traffic: the fleet-derived traffic layer over the caller's visible assets. */
export const trafficResponseSchema = z.object({ success: z.literal(true), segments: z.array(trafficSegmentSchema) });
