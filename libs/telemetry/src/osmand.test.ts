import { describe, expect, it } from 'vitest';
import { decodeOsmAnd, type OsmAndRequest } from './osmand';
import { loadJsonFixture } from './testing';

interface Case {
  id: string;
  request: Omit<OsmAndRequest, 'body'> & { body?: unknown };
  expected: Record<string, unknown>;
}
const { cases } = loadJsonFixture<{ cases: Case[] }>('osmand-requests.json');
const toRequest = (r: Case['request']): OsmAndRequest => ({
  ...r,
  body: r.body === undefined || typeof r.body === 'string' ? r.body : JSON.stringify(r.body),
});
const now = () => 1_234_000;
const get = (query: Record<string, string>) => decodeOsmAnd({ method: 'GET', query }, { now });
const post = (body: string | Buffer, contentType = 'application/json') => decodeOsmAnd({ method: 'POST', query: {}, body, contentType }, { now });
const base = { id: '1', lat: '3', lon: '101' };

describe('decodeOsmAnd fixtures', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const result = decodeOsmAnd(toRequest(c.request), { now });
    if (!result.ok) throw new Error(result.error);
    expect(result.records).toHaveLength(1);
    expect(result.records[0]).toMatchObject(c.expected);
  });
});

describe('decodeOsmAnd details', () => {
  it('uses the clock when there is no timestamp, keeps array values first, types extra attributes', () => {
    const r = decodeOsmAnd({ method: 'GET', query: { id: ['a', 'b'], lat: '1', lon: '2', flag: 'true', n: '5', s: 'x' } }, { now });
    expect(r).toMatchObject({ ok: true, records: [{ deviceId: 'a', time: 1_234_000, attributes: { flag: true, n: 5, s: 'x' } }] });
  });
  it("reads a query's odometer in metres as km (Traccar's odometer attribute), as the JSON form does", () => {
    expect(get({ ...base, odometer: '61620000' })).toMatchObject({ ok: true, records: [{ odometer: 61_620 }] });
    expect(get(base)).toMatchObject({ ok: true, records: [{ odometer: null }] });
    expect((get(base) as { records: { attributes: Record<string, unknown> }[] }).records[0]!.attributes).not.toHaveProperty('odometer');
    expect(get({ ...base, odometer: 'far' })).toMatchObject({ ok: true, records: [], dropped: [expect.objectContaining({ error: expect.stringContaining('odometer') })] });
  });
  it('reads a form-encoded POST body and a Buffer JSON body', () => {
    const form = decodeOsmAnd({ method: 'POST', query: {}, body: 'id=f&lat=1&lon=2&speed=1', contentType: 'application/x-www-form-urlencoded' });
    expect(form).toMatchObject({ ok: true, records: [{ deviceId: 'f', speed: 1.852 }] });
    const json = post(Buffer.from(JSON.stringify({ device_id: 'j', location: { coords: { latitude: 1, longitude: 2, speed: -1, heading: -1 } } })));
    expect(json).toMatchObject({ ok: true, records: [{ deviceId: 'j', speed: 0, heading: 0, time: 1_234_000 }] });
  });
  it('reads a batch of locations and takes the id from the query when the JSON lacks it', () => {
    const loc = (t: number) => ({ timestamp: t, coords: { latitude: 1, longitude: 2 } });
    const r = decodeOsmAnd({ method: 'POST', query: { id: 'q' }, body: JSON.stringify({ location: [loc(1), loc(2)] }), contentType: 'application/json' });
    expect(r).toMatchObject({ ok: true, records: [{ deviceId: 'q', time: 1000 }, { deviceId: 'q', time: 2000 }] });
  });
});

describe('decodeOsmAnd refuses a request without a device or a position', () => {
  it.each([
    [{ lat: '3', lon: '101' }, 'id: missing device identifier (id or deviceid)'],
    [{ id: 'x'.repeat(65), lat: '3', lon: '101' }, 'id: the device identifier is 65 characters long, at most 64 characters are accepted'],
    [{ id: '1' }, 'lat, lon: missing (not a position: send lat and lon, or location=lat,lon)'],
  ])('%j', (query, error) => {
    expect(get(query as Record<string, string>)).toEqual({ ok: false, error });
  });
  it.each([
    ['{', 'body: invalid JSON'],
    ['[]', 'body: expected a JSON object'],
    ['{"location":{"coords":{"latitude":1,"longitude":2}}}', 'device_id: missing device identifier'],
    [`{"device_id":"${'d'.repeat(65)}","location":{"coords":{"latitude":1,"longitude":2}}}`, 'device_id: the device identifier is 65 characters long, at most 64 characters are accepted'],
    ['{"device_id":"d"}', 'location: missing (not a position)'],
    ['{"device_id":"d","location":[]}', 'location: empty array'],
  ])('%s', (body, error) => {
    expect(post(body)).toEqual({ ok: false, error });
  });
  it('accepts an identifier of 64 characters', () => {
    expect(get({ id: 'y'.repeat(64), lat: '3', lon: '101' })).toMatchObject({ ok: true, records: [{ deviceId: 'y'.repeat(64) }], dropped: [] });
  });
});

describe('decodeOsmAnd drops a bad location with its error, naming the field', () => {
  it.each([
    [{ id: '1', lon: '101' }, 'lat: missing'],
    [{ id: '1', lat: '3' }, 'lon: missing'],
    [{ ...base, lat: '91' }, 'lat 91 out of range -90..90'],
    [{ ...base, lat: '-90.5' }, 'lat -90.5 out of range -90..90'],
    [{ ...base, lon: '181' }, 'lng 181 out of range -180..180'],
    [{ ...base, lat: 'north' }, 'lat: not a number ("north")'],
    [{ ...base, speed: '-3' }, 'speed: -3 is negative'],
    [{ ...base, bearing: '400' }, 'heading 400 out of range 0..360'],
    [{ ...base, timestamp: 'yesterday' }, 'timestamp: not a valid time ("yesterday")'],
    [{ ...base, ignition: 'maybe' }, 'ignition: not a boolean ("maybe")'],
    [{ id: '1', location: '3' }, 'location: expected "lat,lon"'],
  ])('%j', (query, error) => {
    expect(get(query as Record<string, string>)).toEqual({ ok: true, records: [], dropped: [{ index: 0, error }] });
  });
  it.each([
    ['{"device_id":"d","location":{}}', 'location.coords: missing or not an object'],
    ['{"device_id":"d","location":{"coords":{"longitude":2}}}', 'location.coords.latitude: missing'],
    ['{"device_id":"d","location":{"coords":{"latitude":99,"longitude":2}}}', 'lat 99 out of range -90..90'],
    ['{"device_id":"d","location":{"coords":{"latitude":1,"longitude":2,"speed":-5}}}', 'location.coords.speed: -5 is negative'],
  ])('%s', (body, error) => {
    expect(post(body)).toEqual({ ok: true, records: [], dropped: [{ index: 0, error }] });
  });
  it('keeps the good locations of a batch and drops the bad ones', () => {
    const loc = (t: number, latitude: unknown) => ({ timestamp: t, coords: { latitude, longitude: 101 } });
    const r = post(JSON.stringify({ device_id: 'b', location: [loc(1, 3), loc(2, 99), loc(3, 'x'), 5, loc(4, 3.1)] }));
    expect(r).toMatchObject({
      ok: true,
      records: [{ deviceId: 'b', time: 1000, lat: 3 }, { deviceId: 'b', time: 4000, lat: 3.1 }],
      dropped: [
        { index: 1, error: 'location[1].lat 99 out of range -90..90' },
        { index: 2, error: 'location[2].coords.latitude: not a number ("x")' },
        { index: 3, error: 'location[3]: missing or not an object' },
      ],
    });
  });
});
