import { z } from 'zod';
import { MESSAGES } from './messages';

/** A point of interest as the map draws it (SPEC §3). */
export interface Poi {
  id: number;
  name: string;
  /** The ring, lat/lng, not closed. */
  paths: { lat: number; lng: number }[];
  metadata: { name: string; lat: number; lng: number; type: string; color: string };
  meta: { type: string; color: string };
  groups: string[];
}

/** POST settings/poi: add (no id) or update (id). coords is one ring of [lng, lat] closed by repeating the first. */
export const savePoiSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name: z.string().trim().min(1, MESSAGES.poiNameRequired),
    coords: z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])).min(4, 'A POI needs at least 3 points.'),
    alternateCoords: z.array(z.object({ lat: z.number(), lng: z.number() })).default([]),
    groups: z.array(z.string()).default([]),
    uid: z.string().optional(),
    meta: z.object({ type: z.string(), color: z.string() }).default({ type: '', color: '' }),
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
