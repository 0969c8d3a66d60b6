import { describe, expect, it } from 'vitest';
import { decodeMqttJson, deviceIdFromTopic } from './mqtt-json';
import { loadJsonFixture } from './testing';

interface Case {
  id: string;
  topic: string;
  payload: unknown;
  expected: Record<string, unknown>[];
}
const { cases } = loadJsonFixture<{ cases: Case[] }>('mqtt-messages.json');
const now = () => 5000;
const decode = (payload: unknown, topic = 'fleet/t1/position') =>
  decodeMqttJson(topic, Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)), { now });

describe('decodeMqttJson', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const r = decode(c.payload, c.topic);
    if (!r.ok) throw new Error(r.error);
    expect(r.records).toHaveLength(c.expected.length);
    c.expected.forEach((e, i) => expect(r.records[i]).toMatchObject(e));
  });

  it('takes the device id from the topic template', () => {
    expect(deviceIdFromTopic('fleet/a/position')).toBe('a');
    expect(deviceIdFromTopic('fleet/a/other')).toBeUndefined();
    expect(deviceIdFromTopic('devices/x/gps/raw', 'devices/+/#')).toBe('x');
    const r = decodeMqttJson('t/d9', Buffer.from('{"lat":1,"lng":2}'), { topicTemplate: 't/+', now });
    expect(r).toMatchObject({ ok: true, records: [{ deviceId: 'd9', time: 5000, inputs: {} }] });
  });

  it('reads inputs and fuel percent', () => {
    expect(decode({ lat: 1, lng: 2, inputs: { din1: 1, door: false }, fuelPercent: 40 })).toMatchObject({
      ok: true, records: [{ inputs: { din1: true, door: false }, fuelPercent: 40 }],
    });
  });

  it.each([
    ['{', 'payload: invalid JSON'],
    ['[]', 'payload: empty array'],
    ['"x"', 'payload: expected a JSON object'],
  ])('refuses the message %j', (payload, error) => {
    expect(decode(payload)).toEqual({ ok: false, error });
  });

  it.each([
    [{ lat: 1, lng: 2 }, 'id: missing device identifier (id, deviceId or the topic)', 'other/topic'],
    [{ id: 'x'.repeat(65), lat: 1, lng: 2 }, 'id: the device identifier is 65 characters long, at most 64 characters are accepted'],
    [{ lng: 2 }, 'lat: missing'],
    [{ lat: 1 }, 'lng: missing (lng or lon)'],
    [{ lat: 100, lng: 2 }, 'lat 100 out of range -90..90'],
    [{ lat: 1, lng: 2, speed: -1 }, 'speed: -1 is negative'],
    [{ lat: 1, lng: 2, fuelPercent: 120 }, 'fuelPercent 120 out of range 0..100'],
    [{ lat: 1, lng: 2, time: 'soon' }, 'time: not a valid time ("soon")'],
    [{ lat: 1, lng: 2, attributes: [] }, 'attributes: expected an object'],
  ])('drops the record %j', (payload, error, topic = 'fleet/t1/position') => {
    expect(decode(payload, topic)).toEqual({ ok: true, records: [], dropped: [{ index: 0, error }] });
  });

  it('keeps the good records of an array and drops the bad ones, naming them', () => {
    const r = decode([{ lat: 1, lng: 2 }, { lat: 1, lon: 190 }, 7, { lat: 1.5, lng: 2 }]);
    expect(r).toMatchObject({
      ok: true,
      records: [{ deviceId: 't1', lat: 1 }, { deviceId: 't1', lat: 1.5 }],
      dropped: [
        { index: 1, error: '[1].lng 190 out of range -180..180' },
        { index: 2, error: '[2].payload: expected a JSON object' },
      ],
    });
  });
});
