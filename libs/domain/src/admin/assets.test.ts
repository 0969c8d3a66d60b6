import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../limits';
import { assetGroupInputSchema, assetInputSchema, deviceClaimSchema } from './assets';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('asset administration schemas', () => {
  it('fills the defaults of a minimal asset and trims its texts', () => {
    expect(assetInputSchema.parse({ name: '  Hino 500 ', type: 'truck', plate: '  ' })).toEqual({
      name: 'Hino 500',
      type: 'truck',
      groupId: null,
      plate: null,
      iconType: 'truck-1',
      deviceIdentifier: null,
      fuelTankL: null,
      fuelType: null,
      speedLimitKmh: null,
      temperatureRange: null,
      implementWidthM: null,
      odometerOffsetKm: 0,
      engineHoursOffsetH: 0,
    });
  });

  it('bounds every field with a message that names it', () => {
    const base = { name: 'A', type: 'car' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: 'x'.repeat(FIELD_LIMITS.assetNameMax + 1) }, 'Name must be 1 to 100 characters.'],
      [{ ...base, name: 'a\u0007b' }, 'Name must not contain control characters.'],
      [{ ...base, plate: 'P'.repeat(21) }, 'Plate must be at most 20 characters.'],
      [{ ...base, iconType: '<svg>' }, 'Icon must be 1 to 40 letters, digits or dashes.'],
      [{ ...base, fuelTankL: 0 }, 'Fuel tank must be a number from 1 to 100000 litres, or empty.'],
      [{ ...base, speedLimitKmh: Number.NaN }, 'Speed limit must be a number from 1 to 300 km/h, or empty.'],
      [{ ...base, implementWidthM: 51 }, 'Implement width must be a number from 0.5 to 50 m, or empty.'],
      [{ ...base, odometerOffsetKm: 1e8 }, 'Odometer offset must be a number from -10000000 to 10000000 km.'],
      [{ ...base, engineHoursOffsetH: '5' }, 'Engine hours offset must be a number from -1000000 to 1000000 h.'],
      [{ ...base, groupId: 0 }, 'Group must be a whole number from 1 to 2147483647.'],
      [{ ...base, deviceIdentifier: 'x'.repeat(65) }, 'The device identifier must be 1 to 64 characters (the IMEI or id on the device).'],
      [{ ...base, temperatureRange: { profile: 'custom', min: 5, max: 1 } }, 'min must be lower than max.'],
    ];
    for (const [input, message] of cases) expect(firstMessage(assetInputSchema.safeParse(input)), JSON.stringify(input)).toBe(message);
  });

  it('checks group names and device claims', () => {
    expect(assetGroupInputSchema.parse({ name: ' Depot ' })).toEqual({ name: 'Depot' });
    expect(firstMessage(assetGroupInputSchema.safeParse({ name: '' }))).toBe('Group name must be 1 to 100 characters.');
    expect(deviceClaimSchema.parse({ identifier: ' 356307042441013 ', assetId: '7' })).toEqual({ identifier: '356307042441013', assetId: 7 });
    expect(firstMessage(deviceClaimSchema.safeParse({ identifier: 'é', assetId: 7 }))).toBe('The device identifier must be 1 to 64 characters (the IMEI or id on the device).');
  });
});
