import { describe, expect, it } from 'vitest';
import { etaAt } from '../transport/trip-figures';
import { makeShareLinkInputSchema, shareLinkInputSchema, shareLinkTokenSchema, tripShareLinkInputSchema } from './share-link-schemas';
import { SHARE_LINK_EXPIRY_CHOICES, SHARE_LINK_LIMITS, SHARE_LINK_TEXTS as T, liveLocationPath, shareLinkEta, shareLinkStateOf } from './share-links';

const depot = { lat: 3.068132, lng: 101.49539 };
const mydin = { lat: 3.06638, lng: 101.481037 };

describe('share link expiry', () => {
  it('accepts every choice the dialog offers and nothing outside 15 minutes to 7 days', () => {
    expect(SHARE_LINK_EXPIRY_CHOICES.map((c) => c.label)).toEqual(['15 minutes', '1 hour', '8 hours', '24 hours', '7 days']);
    for (const c of SHARE_LINK_EXPIRY_CHOICES) expect(shareLinkInputSchema.parse({ expiresInS: c.seconds })).toEqual({ expiresInS: c.seconds, destination: null });
    for (const bad of [SHARE_LINK_LIMITS.expiryMinS - 1, SHARE_LINK_LIMITS.expiryMaxS + 1, 3600.5, '3600', null, undefined]) {
      const r = shareLinkInputSchema.safeParse({ expiresInS: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(T.expiryInvalid);
    }
  });

  it('lowers the minimum only where a server is configured so (the browser test), never the maximum', () => {
    const short = makeShareLinkInputSchema(10);
    expect(short.parse({ expiresInS: 10 }).expiresInS).toBe(10);
    expect(short.safeParse({ expiresInS: 9 }).success).toBe(false);
    expect(short.safeParse({ expiresInS: SHARE_LINK_LIMITS.expiryMaxS + 1 }).success).toBe(false);
  });
});

describe('share link destination', () => {
  it('is a position with a trimmed name, or none', () => {
    expect(shareLinkInputSchema.parse({ expiresInS: 3600, destination: { lat: 3.1, lng: 101.5, label: '  Mydin  ' } }).destination).toEqual({ lat: 3.1, lng: 101.5, label: 'Mydin' });
    expect(shareLinkInputSchema.parse({ expiresInS: 3600, destination: null }).destination).toBeNull();
    const message = (destination: unknown) => shareLinkInputSchema.safeParse({ expiresInS: 3600, destination }).error?.issues[0]?.message;
    expect(message({ lat: 91, lng: 0, label: 'x' })).toBe(T.destinationInvalid);
    expect(message({ lat: 0, lng: -181, label: 'x' })).toBe(T.destinationInvalid);
    expect(message({ lat: 0, lng: 0, label: ' ' })).toBe(T.labelInvalid);
    expect(message({ lat: 0, lng: 0, label: 'x'.repeat(SHARE_LINK_LIMITS.labelMax + 1) })).toBe(T.labelInvalid);
    expect(message('Mydin')).toBe(T.destinationInvalid);
  });

  it('from a trip: the next or the last open stop, the last by default', () => {
    expect(tripShareLinkInputSchema.parse({ expiresInS: 3600 }).stop).toBe('last');
    expect(tripShareLinkInputSchema.safeParse({ expiresInS: 3600, stop: 'first' }).error?.issues[0]?.message).toBe(T.stopInvalid);
  });
});

describe('share link state', () => {
  it('is revoked once revoked, expired from its expiry on, else active', () => {
    expect(shareLinkStateOf({ expiresAt: 1_000, revokedAt: null }, 999)).toBe('active');
    expect(shareLinkStateOf({ expiresAt: 1_000, revokedAt: null }, 1_000)).toBe('expired');
    expect(shareLinkStateOf({ expiresAt: 1_000, revokedAt: 500 }, 999)).toBe('revoked');
    expect(shareLinkStateOf({ expiresAt: 1_000, revokedAt: 500 }, 5_000)).toBe('revoked');
  });

  it('has its public texts verbatim', () => {
    expect(T.expired).toBe('This link has expired.');
    expect(T.revoked).toBe('This link was revoked.');
  });
});

describe('share link token and path', () => {
  it('takes only the server-made token shape', () => {
    expect(shareLinkTokenSchema.safeParse('a'.repeat(43)).success).toBe(true);
    expect(shareLinkTokenSchema.safeParse('a'.repeat(42)).success).toBe(false);
    expect(shareLinkTokenSchema.safeParse(`${'a'.repeat(42)}/`).success).toBe(false);
    expect(liveLocationPath('abc_-1')).toBe('/live-location/abc_-1');
  });
});

describe('share link ETA', () => {
  it('is the trips ETA from the recent moving fixes (one definition)', () => {
    const fixes = [{ speed: 0 }, { speed: 30 }, { speed: 50 }];
    expect(shareLinkEta(1_000, depot, mydin, fixes)).toEqual(etaAt(1_000, depot, mydin, 40));
    expect(shareLinkEta(1_000, depot, mydin, []).speedKmh).toBe(45);
  });
});
