import { z } from 'zod';
import { FIELD_LIMITS } from './limits';
import { MESSAGES } from './messages';

/** A point of interest as the map draws it (SPEC §3). */
export const poiSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The ring, lat/lng, not closed. */
  paths: z.array(z.object({ lat: z.number(), lng: z.number() })),
  metadata: z.object({ name: z.string(), lat: z.number(), lng: z.number(), type: z.string(), color: z.string() }),
  meta: z.object({ type: z.string(), color: z.string() }),
  groups: z.array(z.string()),
});
export type Poi = z.infer<typeof poiSchema>;

const L = FIELD_LIMITS;
const lng = z.number({ error: 'Longitudes must be numbers from -180 to 180.' }).min(-180, 'Longitudes must be numbers from -180 to 180.').max(180, 'Longitudes must be numbers from -180 to 180.');
const lat = z.number({ error: 'Latitudes must be numbers from -90 to 90.' }).min(-90, 'Latitudes must be numbers from -90 to 90.').max(90, 'Latitudes must be numbers from -90 to 90.');
const metaText = z.string().max(L.poiMetaMax, `POI type and colour must be at most ${L.poiMetaMax} characters.`);

/**
 * POST settings/poi: add (no id) or update (id). coords is one ring of [lng, lat] closed by repeating the first.
 * Bounded (FIELD_LIMITS): name, vertices, groups and their names, type and colour.
 */
export const savePoiSchema = z
  .object({
    id: z.number().int().positive().max(L.idMax, `id must be a whole number from 1 to ${L.idMax}.`).optional(),
    name: z.string().trim().min(1, MESSAGES.poiNameRequired).max(L.poiNameMax, `The POI name must be at most ${L.poiNameMax} characters.`),
    coords: z
      .array(z.tuple([lng, lat]))
      .min(4, 'A POI needs at least 3 points.')
      .max(L.poiVerticesMax, `A POI has at most ${L.poiVerticesMax - 1} points.`),
    alternateCoords: z.array(z.object({ lat, lng })).max(L.poiVerticesMax, `A POI has at most ${L.poiVerticesMax - 1} points.`).default([]),
    groups: z
      .array(z.string().trim().min(1, 'POI group names cannot be empty.').max(L.poiGroupNameMax, `POI group names must be at most ${L.poiGroupNameMax} characters.`))
      .max(L.poiGroupsMax, `A POI is in at most ${L.poiGroupsMax} groups.`)
      .default([]),
    uid: z.string().max(64).optional(),
    meta: z.object({ type: metaText, color: metaText }).default({ type: '', color: '' }),
  })
  .refine(
    (p) => {
      const first = p.coords[0];
      const last = p.coords[p.coords.length - 1];
      return !!first && !!last && first[0] === last[0] && first[1] === last[1];
    },
    { message: 'The POI ring must be closed by repeating the first point.', path: ['coords'] },
  );
export type SavePoiPayload = z.input<typeof savePoiSchema>;

/** A blank or empty name is refused. */
export function isPoiNameValid(name: string | null | undefined): boolean {
  return !!name && name.trim().length > 0;
}
