import { TRANSPORT_TEXTS, tripInputSchema } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../admin/field-errors';
import { addStop, driverOfVehicle, emptyStop, moveStop, removeStop, stopErrors, tripBodyOf, tripDraftOf, vehicleOfDriver } from './trip-form-logic';
import { FIXTURE_DRIVERS, FIXTURE_TRIPS, FIXTURE_ZONE, klAt } from './transport-fixtures';

describe('the trip form', () => {
  it('round-trips a trip: its stops\' windows typed in the user\'s zone', () => {
    const draft = tripDraftOf(FIXTURE_TRIPS[0]!, FIXTURE_ZONE);
    expect(draft.stops.map((s) => [s.place, s.poiId, s.windowFrom, s.windowTo])).toEqual([
      ['poi', '1', '2026-11-24T13:00', '2026-11-24T14:00'],
      ['poi', '2', '2026-11-24T14:30', '2026-11-24T15:30'],
    ]);
    const body = tripBodyOf(draft, FIXTURE_ZONE);
    expect(body).toMatchObject({ clientId: 1, assetId: 1, driverId: 1, transporterId: null, reference: 'PO-5510' });
    expect(body.stops[0]).toMatchObject({ kind: 'pickup', poiId: 1, lat: null, lng: null, windowFrom: klAt(13), windowTo: klAt(14), quantity: 120, weightKg: 1_200 });
    expect(tripInputSchema.safeParse(body).success).toBe(true);
    // The same wall time typed by a user of New York is another instant.
    expect(tripBodyOf(draft, 'America/New_York').stops[0]!.windowFrom).toBe(Date.UTC(2026, 10, 24, 18));
  });

  it('sends an address stop with its position and radius', () => {
    const draft = tripDraftOf(null, FIXTURE_ZONE, { assetId: '2' });
    draft.stops[0] = { ...draft.stops[0]!, place: 'poi', poiId: '1' };
    draft.stops[1] = { ...draft.stops[1]!, place: 'address', address: 'Lot 5, Jalan Jubli Perak', lat: '3.05', lng: '101.52', radiusM: '300' };
    const body = tripBodyOf(draft, FIXTURE_ZONE);
    expect(body.stops[1]).toMatchObject({ poiId: null, address: 'Lot 5, Jalan Jubli Perak', lat: 3.05, lng: 101.52, radiusM: 300, windowFrom: null });
    expect(tripInputSchema.safeParse(body).success).toBe(true);
  });

  it('leaves what is missing or wrong to the schema, its messages by stop row', () => {
    const draft = tripDraftOf(null, FIXTURE_ZONE);
    draft.stops[1] = { ...draft.stops[1]!, windowFrom: '2026-11-24T12:00', windowTo: '2026-11-24T11:00' };
    const parsed = tripInputSchema.safeParse(tripBodyOf(draft, FIXTURE_ZONE));
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error!);
    expect(errors['assetId']).toBeDefined();
    expect(stopErrors(errors, 0)).toEqual({ poiId: TRANSPORT_TEXTS.stopPlaceRequired });
    expect(stopErrors(errors, 1)).toMatchObject({ windowTo: TRANSPORT_TEXTS.windowInvalid });
    draft.stops[0] = { ...draft.stops[0]!, windowFrom: 'not a time' };
    expect(tripBodyOf(draft, FIXTURE_ZONE).stops[0]!.windowFrom).toBeNaN();
  });

  it('adds, removes and moves stops, keeping their keys', () => {
    const stops = [emptyStop('pickup'), emptyStop('drop')];
    const three = addStop(stops);
    expect(three.map((s) => s.kind)).toEqual(['pickup', 'drop', 'drop']);
    const moved = moveStop(three, 2, -1);
    expect(moved.map((s) => s.key)).toEqual([three[0]!.key, three[2]!.key, three[1]!.key]);
    expect(moveStop(three, 0, -1).map((s) => s.key)).toEqual(three.map((s) => s.key));
    expect(removeStop(three, 0).map((s) => s.key)).toEqual([three[1]!.key, three[2]!.key]);
  });

  it('defaults the vehicle from the driver and the driver from the vehicle', () => {
    expect(vehicleOfDriver(FIXTURE_DRIVERS, '2')).toBe('2');
    expect(vehicleOfDriver(FIXTURE_DRIVERS, '4')).toBe('');
    expect(driverOfVehicle(FIXTURE_DRIVERS, '3')).toBe('3');
    expect(driverOfVehicle(FIXTURE_DRIVERS, '4')).toBe('');
  });
});
