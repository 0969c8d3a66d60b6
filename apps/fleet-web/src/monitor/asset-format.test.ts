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

  it('last update in Malaysia time; address or coordinates', () => {
    expect(formatLastUpdate(Date.UTC(2026, 10, 21, 2, 5, 9), 'Asia/Kuala_Lumpur')).toBe('21/11/2026 | 10:05:09');
    expect(formatLastUpdate(Date.UTC(2026, 10, 21, 2, 5, 9), 'America/New_York')).toBe('20/11/2026 | 21:05:09');
    expect(formatLastUpdate(null, 'UTC')).toBe('-');
    expect(formatPlace({ address: 'Jalan Kebun, Shah Alam', lat: 3, lng: 101 })).toBe('Jalan Kebun, Shah Alam');
    expect(formatPlace({ address: null, lat: 3, lng: 101 })).toBe('3.00000, 101.00000');
  });
});
