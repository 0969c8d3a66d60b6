import { z } from 'zod';
import { ASSET_TYPES } from '../asset-types';
import { idSchema } from '../limits';
import { SHARE_LINK_LIMITS as L, SHARE_LINK_STATES, SHARE_LINK_TEXTS as T } from './share-links';

// The share-link schemas (server validation, OpenAPI, the web dialog). Apart from share-links.ts so that zod stays out
// of what imports only its values.

/**
 * How long a new link stays valid, s. The product's bounds are SHARE_LINK_LIMITS (15 min to 7 days); `minS` lowers
 * the minimum only for a server whose configuration says so (SHARE_LINK_MIN_EXPIRY_S, used by the browser test that
 * watches a link expire: a shorter link is never less safe, so the knob can only tighten what a link shows).
 */
export const shareLinkExpirySchema = (minS: number = L.expiryMinS) =>
  z.number({ error: T.expiryInvalid }).int(T.expiryInvalid).min(minS, T.expiryInvalid).max(L.expiryMaxS, T.expiryInvalid);

/** A destination: a position and its name. */
export const shareLinkDestinationSchema = z.object(
  {
    lat: z.number({ error: T.destinationInvalid }).min(-90, T.destinationInvalid).max(90, T.destinationInvalid),
    lng: z.number({ error: T.destinationInvalid }).min(-180, T.destinationInvalid).max(180, T.destinationInvalid),
    label: z.string({ error: T.labelInvalid }).trim().min(1, T.labelInvalid).max(L.labelMax, T.labelInvalid),
  },
  { error: T.destinationInvalid },
);
export type ShareLinkDestination = z.infer<typeof shareLinkDestinationSchema>;

/** POST /v2/assets/:id/share-links (`minS`: see shareLinkExpirySchema). */
export const makeShareLinkInputSchema = (minS?: number) =>
  z.object({
    expiresInS: shareLinkExpirySchema(minS),
    destination: shareLinkDestinationSchema.nullable().default(null),
  });
export const shareLinkInputSchema = makeShareLinkInputSchema();
export type ShareLinkInput = z.input<typeof shareLinkInputSchema>;

/** POST /v2/trips/:id/share-link: the trip's vehicle, heading for its next or its last open stop. */
export const makeTripShareLinkInputSchema = (minS?: number) =>
  z.object({
    expiresInS: shareLinkExpirySchema(minS),
    stop: z.enum(['next', 'last'], { error: T.stopInvalid }).default('last'),
  });
export const tripShareLinkInputSchema = makeTripShareLinkInputSchema();
export type TripShareLinkInput = z.input<typeof tripShareLinkInputSchema>;

/** The token of a link as the server makes it (32 random bytes, base64url). */
export const shareLinkTokenSchema = z.string({ error: T.tokenInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, T.tokenInvalid);

/** A link as its company lists it (never its token: only its hash is kept). Times in ms. */
export const shareLinkSchema = z.strictObject({
  id: z.number(),
  assetId: z.number(),
  tripId: z.number().nullable(),
  state: z.enum(SHARE_LINK_STATES),
  expiresAt: z.number(),
  revokedAt: z.number().nullable(),
  createdAt: z.number(),
  createdBy: z.string(),
  destination: shareLinkDestinationSchema.nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinksResponseSchema = z.strictObject({ success: z.literal(true), links: z.array(shareLinkSchema) });
export type ShareLinksResponse = z.infer<typeof shareLinksResponseSchema>;

/** A new link: its token and public path are in this answer only. */
export const shareLinkCreatedResponseSchema = z.strictObject({ success: z.literal(true), link: shareLinkSchema, token: z.string(), path: z.string(), message: z.string() });
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedResponseSchema>;

export const shareLinkRevokedResponseSchema = z.strictObject({ success: z.literal(true), link: shareLinkSchema, message: z.string() });

/**
 * GET /v2/live-location/:token, the public answer: the asset's name and type, its last position, the destination and
 * ETA, the company's time zone (times are shown in it) and the link's expiry. Nothing else of the company.
 */
export const liveLocationResponseSchema = z.strictObject({
  success: z.literal(true),
  asset: z.strictObject({ name: z.string(), type: z.enum(ASSET_TYPES) }),
  /** Degrees, km/h, degrees from north, ms; null before the asset's first report. */
  position: z.strictObject({ lat: z.number(), lng: z.number(), speed: z.number(), course: z.number(), time: z.number() }).nullable(),
  destination: shareLinkDestinationSchema.nullable(),
  /** ms, km, km/h; null without a destination or a position. */
  eta: z.strictObject({ eta: z.number(), distanceKm: z.number(), speedKmh: z.number() }).nullable(),
  timeZone: z.string(),
  expiresAt: z.number(),
});
export type LiveLocation = z.infer<typeof liveLocationResponseSchema>;

/** Path parameters of the share-link routes. */
export const shareLinkIdParams = z.object({ id: idSchema('id') });
