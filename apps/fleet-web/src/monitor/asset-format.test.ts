import { US_UNITS } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { formatCoords, formatFuel, formatIgnition, formatLastUpdate, formatPlace, formatSpeed, formatTemperature } from './asset-format';

describe('asset formats', () => {
  it('shows no coordinates for an asset without a position', () => {
    expect(formatCoords(Number.NaN, Number.NaN)).toBe('-');
  });
  it('formats the live values with their units', () => {
    expect(formatSpeed(47.6)).toBe('48 km/h');
    expect(formatFuel(62.4)).toBe('62 %');
    expect(formatFuel(null)).toBe('-');
    expect(formatTemperature(-18.25)).toBe('-18.3 °C');
    expect(formatTemperature(null)).toBe('-');
    expect(formatIgnition(true)).toBe('On');
    expect(formatIgnition(false)).toBe('Off');
    expect(formatIgnition(null)).toBe('-');
    expect(formatCoords(3.0738, 101.5183)).toBe('3.07380, 101.51830');
  });

  it("shows speeds and temperatures in the company's units", () => {
    // 47.6 km/h is 29.58 mph; -18.25 °C is -0.85 °F.
    expect(formatSpeed(47.6, US_UNITS)).toBe('30 mph');
    expect(formatSpeed(0, US_UNITS)).toBe('0 mph');
    expect(formatTemperature(-18.25, US_UNITS)).toBe('-0.9 °F');
    expect(formatTemperature(4, US_UNITS)).toBe('39.2 °F');
    expect(formatTemperature(null, US_UNITS)).toBe('-');
  });

  it('last update in Malaysia time; address or coordinates', () => {
    expect(formatLastUpdate(Date.UTC(2026, 10, 21, 2, 5, 9), 'Asia/Kuala_Lumpur')).toBe('21/11/2026 | 10:05:09');
    expect(formatLastUpdate(Date.UTC(2026, 10, 21, 2, 5, 9), 'America/New_York')).toBe('20/11/2026 | 21:05:09');
    expect(formatLastUpdate(null, 'UTC')).toBe('-');
    expect(formatPlace({ address: 'Jalan Kebun, Shah Alam', lat: 3, lng: 101 })).toBe('Jalan Kebun, Shah Alam');
    expect(formatPlace({ address: null, lat: 3, lng: 101 })).toBe('3.00000, 101.00000');
  });
});
