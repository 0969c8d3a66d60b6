import { describe, expect, it } from 'vitest';
import { ALERT_EVENT_TYPES, ALWAYS, DEVICE_ALARM_EVENTS, alertSentence, describeCalendar, deviceAlarmEvents, inCalendar, inCooldown } from './alerts';
import { isAlarmEventType } from './reports/report-event-rows';

// Monday 2026-11-23 in Kuala Lumpur (UTC+8).
const kl = (hour: number, minute = 0, day = 23) => Date.UTC(2026, 10, day, hour - 8, minute);
const weekdays = { days: [1, 2, 3, 4, 5], fromMinute: 8 * 60, toMinute: 18 * 60 };

describe('alert calendar', () => {
  it('reads the window in the company zone, not in UTC', () => {
    expect(inCalendar(weekdays, kl(8), 'Asia/Kuala_Lumpur')).toBe(true);
    expect(inCalendar(weekdays, kl(17, 59), 'Asia/Kuala_Lumpur')).toBe(true);
    expect(inCalendar(weekdays, kl(18), 'Asia/Kuala_Lumpur')).toBe(false);
    expect(inCalendar(weekdays, kl(7, 59), 'Asia/Kuala_Lumpur')).toBe(false);
    // 08:00 in Kuala Lumpur is 00:00 UTC: outside the window read in UTC.
    expect(inCalendar(weekdays, kl(8), 'UTC')).toBe(false);
    // Sunday 22 November is not a weekday.
    expect(inCalendar(weekdays, kl(10, 0, 22), 'Asia/Kuala_Lumpur')).toBe(false);
  });

  it('runs an overnight window into the next morning of a listed day', () => {
    const nights = { days: [5], fromMinute: 22 * 60, toMinute: 6 * 60 };
    // Friday 27 November 23:00 and Saturday 28 November 05:00 belong to Friday's night.
    expect(inCalendar(nights, kl(23, 0, 27), 'Asia/Kuala_Lumpur')).toBe(true);
    expect(inCalendar(nights, kl(5, 0, 28), 'Asia/Kuala_Lumpur')).toBe(true);
    expect(inCalendar(nights, kl(6, 0, 28), 'Asia/Kuala_Lumpur')).toBe(false);
    // Friday morning belongs to Thursday's night, which is not listed.
    expect(inCalendar(nights, kl(5, 0, 27), 'Asia/Kuala_Lumpur')).toBe(false);
  });

  it('treats equal bounds as the whole day', () => {
    expect(inCalendar(ALWAYS, kl(3), 'Asia/Kuala_Lumpur')).toBe(true);
    expect(describeCalendar(ALWAYS)).toBe('Every day, all day');
    expect(describeCalendar(weekdays)).toBe('Mon-Fri, 08:00-18:00');
    expect(describeCalendar({ days: [6, 0], fromMinute: 1320, toMinute: 360 })).toBe('Sun, Sat, 22:00-06:00');
  });
});

describe('cool-down', () => {
  it('silences the same rule and asset within the cool-down only', () => {
    expect(inCooldown(undefined, 1_000, 10)).toBe(false);
    expect(inCooldown(0, 9 * 60_000, 10)).toBe(true);
    expect(inCooldown(0, 10 * 60_000, 10)).toBe(false);
    expect(inCooldown(0, 60_000, 0)).toBe(false);
    // An older event arriving late is not silenced by a newer alert.
    expect(inCooldown(10 * 60_000, 5 * 60_000, 10)).toBe(false);
  });
});

describe('alert sentence', () => {
  it('names the asset and what happened', () => {
    expect(alertSentence({ type: 'overspeed', assetName: 'WPX 1234', details: { speed: 98.4, limit: 80 } })).toBe('Overspeed: WPX 1234 at 98 km/h');
    expect(alertSentence({ type: 'poi-enter', assetName: 'Lorry 7', details: { poiId: 3, name: 'Port Klang' } })).toBe('POI enter: Lorry 7 entered Port Klang');
    expect(alertSentence({ type: 'power-cut', assetName: 'Van 2', details: {} })).toBe('Power cut: Van 2');
  });

  it('tells a vessel’s port calls, zones, fishing and silence', () => {
    expect(alertSentence({ type: 'port-arrival', assetName: 'Dhoni 3', details: { zone: 'Malé Fishing Harbour' } })).toBe('Port arrival (vessel): Dhoni 3 entered Malé Fishing Harbour');
    expect(alertSentence({ type: 'zone-exit', assetName: 'Dhoni 3', details: { zone: 'Maldives EEZ' } })).toBe('Zone exit (vessel): Dhoni 3 left Maldives EEZ');
    expect(alertSentence({ type: 'fishing-activity', assetName: 'Dhoni 3', details: { zone: 'Reef ground', minutes: 30 } })).toBe('Fishing activity (vessel): Dhoni 3 in Reef ground');
    expect(alertSentence({ type: 'vessel-silent', assetName: 'Dhoni 3', details: { hours: 6 } })).toBe('Silent vessel (no report): Dhoni 3 has not reported for 6 h');
  });
});

describe('deviceAlarmEvents', () => {
  it("reads Traccar's alarm names, several comma-separated, without case or punctuation", () => {
    expect(deviceAlarmEvents({ alarm: 'sos' })).toEqual(['sos']);
    expect(deviceAlarmEvents({ alarm: 'hardAcceleration, hardCornering,jamming' })).toEqual(['harsh-acceleration', 'harsh-cornering', 'jamming']);
    expect(deviceAlarmEvents({ alarm: 'SOS,sos,accident' })).toEqual(['sos', 'crash']);
    expect(deviceAlarmEvents({ alarm: 'general' })).toEqual([]);
    expect(deviceAlarmEvents({ alarm: 1 })).toEqual([]);
    expect(deviceAlarmEvents({})).toEqual([]);
    // Every device alarm is a type a rule may watch, and an Alarm report type.
    for (const type of Object.values(DEVICE_ALARM_EVENTS)) {
      expect(ALERT_EVENT_TYPES.some((t) => t.type === type), type).toBe(true);
      expect(isAlarmEventType(type), type).toBe(true);
    }
  });
});
