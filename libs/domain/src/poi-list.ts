import { z } from 'zod';
import { poiSchema } from './poi';

/** A POI as the login's geoPOIData lists it (playback matches points against it). */
export const geoPoiSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  /** One ring of [lng, lat] pairs, closed (first point repeated). */
  ring: z.array(z.tuple([z.number(), z.number()])),
});
export type GeoPoi = z.infer<typeof geoPoiSchema>;

/** One POI group of a user and the tenant's POIs listed under it. */
export const poiGroupSchema = z.object({ name: z.string(), pois: z.array(poiSchema) });
export type PoiGroup = z.infer<typeof poiGroupSchema>;

/** GET /v2/settings/poi/:uid */
export const poiListResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(poiGroupSchema),
  /** Every POI of the tenant. */
  pois: z.array(poiSchema),
});
export type PoiListResponse = z.infer<typeof poiListResponseSchema>;

/** POST /v2/settings/poi */
export const savePoiResponseSchema = z.object({
  success: z.literal(true),
  poi: poiSchema,
  /** 'POI ({name}) added successfully' or 'POI successfully updated'. */
  message: z.string(),
});
export type SavePoiResponse = z.infer<typeof savePoiResponseSchema>;
