import { z } from 'zod';
import { idSchema } from '../limits';
import { GEAR_TYPES, VESSEL_LIMITS as L, VESSEL_STATES, VESSEL_TEXTS as T, ZONE_KINDS } from './vessels';

// The vessel schemas (server validation, OpenAPI, web forms). Apart from vessels.ts so that zod stays out of what
// imports only its values.

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).default('');

/** A vessel's register entry (the name is the asset's own). */
export const vesselRegisterInputSchema = z.object({
  registration: optionalText(L.registrationMax, T.registrationTooLong),
  callSign: z.union([z.literal(''), z.string({ error: T.callSignInvalid }).trim().toUpperCase().regex(new RegExp(`^[A-Z0-9]{1,${L.callSignMax}}$`), T.callSignInvalid)], { error: T.callSignInvalid }).default(''),
  /** Maritime Mobile Service Identity: 9 digits (or '' when unknown). */
  mmsi: z.union([z.literal(''), z.string({ error: T.mmsiInvalid }).trim().regex(/^\d{9}$/, T.mmsiInvalid)], { error: T.mmsiInvalid }).default(''),
  gearType: z.enum(GEAR_TYPES, { error: T.gearInvalid }).default('none'),
  /** Length overall, metres; null when unknown. */
  lengthM: z.number({ error: T.lengthInvalid }).min(L.lengthMinM, T.lengthInvalid).max(L.lengthMaxM, T.lengthInvalid).nullable().default(null),
  homePort: optionalText(L.homePortMax, T.homePortTooLong),
  /** The owner or agency: a Vessel agency user sees the vessels of their own agency only. */
  agency: optionalText(L.agencyMax, T.agencyTooLong),
  /** Shown on the public vessel page (name, gear, length, home port and a delayed position only). */
  published: z.boolean().default(false),
});
export type VesselRegisterInput = z.input<typeof vesselRegisterInputSchema>;
export type VesselRegister = z.output<typeof vesselRegisterInputSchema>;

/** A vessel as the dashboard lists it: the register, the asset and where it is now. */
export const vesselSchema = z.object({
  assetId: z.number(),
  name: z.string(),
  group: z.string(),
  ...vesselRegisterInputSchema.shape,
  gearType: z.enum(GEAR_TYPES),
  state: z.enum(VESSEL_STATES),
  /** The port zone it lies in, when in port. */
  port: z.string().nullable(),
  /** Last report: ms, degrees, knots; null when it never reported. */
  lastReportAt: z.number().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  speedKn: z.number().nullable(),
});
export type Vessel = z.infer<typeof vesselSchema>;
export const vesselRegisterResponseSchema = z.strictObject({ success: z.literal(true), vessels: z.array(vesselSchema), silentHours: z.number() });
export const vesselSavedResponseSchema = z.strictObject({ success: z.literal(true), vessel: vesselSchema, message: z.string() });

const position = z.tuple([z.number(), z.number()], { error: T.positionInvalid }).refine(([lng, lat]) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90, T.positionInvalid);
const ring = z
  .array(position, { error: T.geometryInvalid })
  .min(4, T.ringTooShort)
  .refine((r) => r.length < 4 || (r[0]![0] === r[r.length - 1]![0] && r[0]![1] === r[r.length - 1]![1]), T.ringNotClosed);
/**
 * A zone's area: MultiPolygon coordinates (polygons of an outer ring and its holes, each ring closed, [lng, lat] in
 * degrees), bounded in polygons and positions.
 */
export const zonePolygonsSchema = z
  .array(z.array(ring, { error: T.geometryInvalid }).min(1, T.geometryInvalid), { error: T.geometryInvalid })
  .min(1, T.geometryInvalid)
  .max(L.zonePolygonsMax, T.geometryTooBig)
  .refine((ps) => ps.reduce((n, p) => n + p.reduce((m, r) => m + r.length, 0), 0) <= L.zonePointsMax, T.geometryTooBig);
export type ZonePolygons = [number, number][][][];

/** A zone drawn or edited. */
export const zoneInputSchema = z.object({
  name: z.string({ error: T.zoneNameRequired }).trim().min(1, T.zoneNameRequired).max(L.zoneNameMax, T.zoneNameTooLong),
  kind: z.enum(ZONE_KINDS, { error: T.zoneKindInvalid }),
  polygons: zonePolygonsSchema,
  /** Where it comes from (an imported file's attribution), shown with it. */
  source: z.string().trim().max(300, 'Source must be at most 300 characters.').default(''),
});
export type ZoneInput = z.input<typeof zoneInputSchema>;
export const zoneSchema = z.object({ id: z.number(), name: z.string(), kind: z.enum(ZONE_KINDS), polygons: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))), source: z.string() });
export type Zone = z.infer<typeof zoneSchema>;
export const zonesResponseSchema = z.strictObject({ success: z.literal(true), zones: z.array(zoneSchema) });
export const zoneSavedResponseSchema = z.strictObject({ success: z.literal(true), zone: zoneSchema, message: z.string() });

/** A GeoJSON file to import as zones of one kind: the parsed file (checked by parseZoneGeoJson). */
export const zoneImportSchema = z.object({
  kind: z.enum(ZONE_KINDS, { error: T.zoneKindInvalid }),
  fileName: z.string().trim().max(200, 'The file name is too long.').default(''),
  geojson: z.unknown(),
  source: z.string().trim().max(300, 'Source must be at most 300 characters.').default(''),
});
export const zonesImportedResponseSchema = z.strictObject({ success: z.literal(true), zones: z.array(zoneSchema), message: z.string() });

/** The company's vessel settings (Administrator). */
export const vesselSettingsInputSchema = z.object({
  silentHours: z.number({ error: T.silentHoursInvalid }).min(L.silentHoursMin, T.silentHoursInvalid).max(L.silentHoursMax, T.silentHoursInvalid),
  publicDelayMin: z.number({ error: T.publicDelayInvalid }).int(T.publicDelayInvalid).min(L.publicDelayMinMin, T.publicDelayInvalid).max(L.publicDelayMinMax, T.publicDelayInvalid),
});
export const vesselSettingsResponseSchema = z.strictObject({
  success: z.literal(true),
  silentHours: z.number(),
  publicDelayMin: z.number(),
  /** The unguessable id of the company's public page (`/vms-public?company=<id>`). */
  publicId: z.string(),
  message: z.string().optional(),
});

/** GET /v2/vessels/activity: a period, ms. */
export const vesselActivityQuerySchema = z.object({
  from: z.coerce.number({ error: T.periodInvalid }).int(T.periodInvalid).min(0, T.periodInvalid),
  to: z.coerce.number({ error: T.periodInvalid }).int(T.periodInvalid).min(0, T.periodInvalid),
  assetId: idSchema('assetId').optional(),
});
const eventRow = z.object({ assetId: z.number(), name: z.string(), time: z.number(), lat: z.number(), lng: z.number() });
export const vesselActivityResponseSchema = z.strictObject({
  success: z.literal(true),
  trips: z.array(z.object({ assetId: z.number(), name: z.string(), start: z.number(), end: z.number().nullable(), fromPort: z.string(), toPort: z.string().nullable(), days: z.number() })),
  perVessel: z.array(z.object({ assetId: z.number(), name: z.string(), trips: z.number(), daysAtSea: z.number() })),
  portCalls: z.array(eventRow.extend({ port: z.string(), kind: z.enum(['arrival', 'departure']) })),
  fishing: z.array(eventRow.extend({ minutes: z.number(), zone: z.string().nullable() })),
  /** Positions of the period for the heat map: [lng, lat] (thinned to VESSEL_LIMITS.heatPointsMax). */
  heat: z.array(z.tuple([z.number(), z.number()])),
});
export type VesselActivity = z.infer<typeof vesselActivityResponseSchema>;

/** GET /v2/public/vessels?company=<public id>. */
export const publicVesselsQuerySchema = z.object({ company: z.string({ error: T.publicUnknown }).regex(/^[A-Za-z0-9_-]{16,64}$/, T.publicUnknown) });
/** A published vessel as everyone sees it: no owner, no MMSI, no registration; its position `delayMin` late. */
export const publicVesselSchema = z.strictObject({
  name: z.string(),
  gearType: z.enum(GEAR_TYPES),
  lengthM: z.number().nullable(),
  homePort: z.string(),
  time: z.number().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  speedKn: z.number().nullable(),
});
export type PublicVessel = z.infer<typeof publicVesselSchema>;
/** The company's name, its time zone (the page shows times in it), the delay, and the vessels. */
export const publicVesselsResponseSchema = z.strictObject({ success: z.literal(true), company: z.string(), timeZone: z.string(), delayMin: z.number(), vessels: z.array(publicVesselSchema) });
