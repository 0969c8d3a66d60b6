/**
 * Live-location share links (`/live-location/:dt`, open to everyone): a company lets someone outside it watch one asset
 * move until a chosen expiry (Traccar's share with expiry, Samsara's live sharing links), optionally with a
 * destination whose ETA the page shows. The choices, bounds, states and texts, used verbatim by the web app, the
 * server and the tests. Values only (no zod): the schemas are in share-link-schemas.ts.
 */
import { etaAt, recentSpeedKmh } from '../transport/trip-figures';

const MINUTE_MS = 60_000;

/** The expiries the dialog offers, seconds from creation. */
export const SHARE_LINK_EXPIRY_CHOICES = [
  { seconds: 15 * 60, label: '15 minutes' },
  { seconds: 3_600, label: '1 hour' },
  { seconds: 8 * 3_600, label: '8 hours' },
  { seconds: 24 * 3_600, label: '24 hours' },
  { seconds: 7 * 86_400, label: '7 days' },
] as const;

export const SHARE_LINK_LIMITS = {
  /** The shortest expiry, s (15 min): a link is for a delivery or a meeting, not a glimpse. */
  expiryMinS: 15 * 60,
  /** The longest expiry, s (7 days): an open-ended public view of an asset is what a share link must not become. */
  expiryMaxS: 7 * 86_400,
  /** A destination's label, characters. */
  labelMax: 120,
  /** Links listed per asset (newest first). */
  listMax: 200,
  /** How often the public page asks for the position, ms. */
  pollMs: 5_000,
  /** The window of recent positions whose moving speed the ETA uses, ms (as the trips' ETA). */
  etaSpeedWindowMs: 15 * MINUTE_MS,
} as const;

/** Where a link stands: shown, past its expiry, or revoked by the company. */
export const SHARE_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

/** The texts of the share dialog and the public page, used verbatim. */
export const SHARE_LINK_TEXTS = {
  action: 'Share live location',
  dialogTitle: (assetName: string) => `Share live location: ${assetName}`,
  expiry: 'Link valid for',
  destination: 'Destination',
  destinationNone: 'None',
  destinationPoi: 'A POI',
  destinationNextStop: (place: string) => `Next stop: ${place}`,
  destinationLastStop: (place: string) => `Last stop: ${place}`,
  poi: 'POI',
  create: 'Create link',
  created: 'Link created. Copy it now: it is shown only once.',
  copy: 'Copy link',
  copied: 'Link copied.',
  links: 'Links of this asset',
  noLinks: 'No links yet.',
  revoke: 'Revoke',
  revokedDone: 'Link revoked.',
  revokeRefused: 'This link is no longer active.',
  stateLabels: { active: 'Active', expired: 'Expired', revoked: 'Revoked' } satisfies Record<ShareLinkState, string>,
  validUntil: 'Valid until',
  linkLabel: 'Link',
  close: 'Close',
  loading: 'Loading…',
  copyFailed: 'The link could not be copied: select it and copy it by hand.',
  createdBy: 'Created by',
  // The public page.
  expired: 'This link has expired.',
  revoked: 'This link was revoked.',
  notFound: 'This link does not exist.',
  lastUpdate: 'Last update',
  speed: 'Speed',
  pageTitle: 'Live location',
  noPosition: 'No position yet.',
  eta: 'ETA',
  distanceToGo: (km: number) => `${km.toLocaleString('en-US', { maximumFractionDigits: 1 })} km to go`,
  sharedBy: (company: string) => `Shared by ${company}`,
  // Bad input.
  expiryInvalid: 'Choose how long the link stays valid: from 15 minutes to 7 days.',
  destinationInvalid: 'The destination must be a position (latitude -90 to 90, longitude -180 to 180) with a name.',
  labelInvalid: `The destination's name must be 1 to 120 characters.`,
  stopInvalid: 'Choose the next or the last stop of the trip.',
  noOpenStop: 'The trip has no stop left to reach.',
  tokenInvalid: 'This link does not exist.',
} as const;

/** A link's state at `now`, ms: revoked first (a revoked link stays revoked after its expiry), then expired. */
export function shareLinkStateOf(link: { expiresAt: number; revokedAt: number | null }, now: number): ShareLinkState {
  if (link.revokedAt !== null) return 'revoked';
  return now >= link.expiresAt ? 'expired' : 'active';
}

/** The path of a link's public page (the web route `/live-location/$dt`). */
export function liveLocationPath(token: string): string {
  return `/live-location/${encodeURIComponent(token)}`;
}

/**
 * The ETA at a link's destination, ms, with the remaining road distance, km, and the speed used, km/h: the trips' one
 * definition (transport/trip-figures.ts `etaAt`) from the recent moving speed of the asset's fixes.
 */
export function shareLinkEta(now: number, position: { lat: number; lng: number }, destination: { lat: number; lng: number }, recentFixes: readonly { speed: number }[]): { eta: number; distanceKm: number; speedKmh: number } {
  return etaAt(now, position, destination, recentSpeedKmh(recentFixes));
}
