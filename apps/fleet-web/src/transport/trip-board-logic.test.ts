import { describe, expect, it } from 'vitest';
import { etaText, delayText, windowText, goodsText } from './transport-format';
import { boardColumns, filterTrips, listOrder, nextStopOf, stopsReached, tripActions } from './trip-board-logic';
import { FIXTURE_NOW, FIXTURE_TRIPS, FIXTURE_ZONE, MINUTE_MS, klAt, transportTrip } from './transport-fixtures';

const numbers = (trips: readonly { number: string }[]) => trips.map((t) => t.number);

describe('the board', () => {
  it('has a column per display status, late included, in the domain\'s order', () => {
    const columns = boardColumns(FIXTURE_TRIPS);
    expect(columns.map((c) => c.status)).toEqual(['planned', 'dispatched', 'en-route', 'at-stop', 'late', 'completed', 'cancelled']);
    expect(columns.map((c) => numbers(c.trips))).toEqual([['TR-0001'], ['TR-0007'], ['TR-0002'], ['TR-0004'], ['TR-0003'], ['TR-0005'], ['TR-0006']]);
  });

  it('orders open trips by planned start, finished ones latest first', () => {
    const trips = [
      transportTrip(1, { plannedStart: klAt(14) }),
      transportTrip(2, { plannedStart: klAt(9) }),
      transportTrip(3, { status: 'completed', displayStatus: 'completed', completedAt: klAt(8) }),
      transportTrip(4, { status: 'completed', displayStatus: 'completed', completedAt: klAt(9) }),
    ];
    const [planned, , , , , completed] = boardColumns(trips);
    expect(numbers(planned!.trips)).toEqual(['TR-0002', 'TR-0001']);
    expect(numbers(completed!.trips)).toEqual(['TR-0004', 'TR-0003']);
    expect(numbers(listOrder(trips))).toEqual(['TR-0002', 'TR-0001', 'TR-0004', 'TR-0003']);
  });

  it('narrows by display status, client, driver and vehicle', () => {
    expect(numbers(filterTrips(FIXTURE_TRIPS, { status: 'late' }))).toEqual(['TR-0003']);
    expect(numbers(filterTrips(FIXTURE_TRIPS, { clientId: 2 }))).toEqual(['TR-0002', 'TR-0006']);
    expect(numbers(filterTrips(FIXTURE_TRIPS, { driverId: 1, assetId: 1 }))).toEqual(['TR-0001', 'TR-0005', 'TR-0006', 'TR-0007']);
    expect(filterTrips(FIXTURE_TRIPS, {})).toHaveLength(FIXTURE_TRIPS.length);
  });
});

describe('a card', () => {
  it('counts the stops reached and names the next one with its ETA', () => {
    expect(stopsReached(FIXTURE_TRIPS[2]!)).toEqual({ reached: 1, total: 3 });
    expect(stopsReached(FIXTURE_TRIPS[3]!)).toEqual({ reached: 1, total: 2 });
    const next = nextStopOf(FIXTURE_TRIPS[1]!);
    expect(next?.stop.place).toBe('Sarjana Logistics Park');
    expect(etaText(next!.eta, FIXTURE_NOW, FIXTURE_ZONE)).toBe('ETA 10:12 (in 12 min)');
    expect(etaText(next!.eta, next!.eta - 30_000, FIXTURE_ZONE)).toBe('ETA 10:12 (in 1 min)');
    expect(etaText(next!.eta, next!.eta + MINUTE_MS, FIXTURE_ZONE)).toBe('ETA 10:12 (due now)');
    expect(etaText(next!.eta, FIXTURE_NOW, 'Europe/London')).toBe('ETA 02:12 (in 12 min)');
    expect(nextStopOf(FIXTURE_TRIPS[0]!)).toBeNull();
  });

  it('offers the actions of its status', () => {
    expect(tripActions({ status: 'planned' })).toEqual({ edit: true, dispatch: true, cancel: true, reopen: false });
    expect(tripActions({ status: 'en-route' })).toEqual({ edit: false, dispatch: false, cancel: true, reopen: false });
    expect(tripActions({ status: 'completed' })).toEqual({ edit: false, dispatch: false, cancel: false, reopen: false });
    expect(tripActions({ status: 'cancelled' })).toEqual({ edit: false, dispatch: false, cancel: false, reopen: true });
  });

  it('reads windows, delays and goods', () => {
    expect(windowText(klAt(9), klAt(11), FIXTURE_ZONE)).toBe('24/11 09:00 – 11:00');
    expect(windowText(klAt(22), klAt(2, 0, 1), FIXTURE_ZONE)).toBe('24/11 22:00 – 25/11 02:00');
    expect(windowText(null, null, FIXTURE_ZONE)).toBe('Any time');
    expect(delayText(0)).toBe('On time');
    expect(delayText(65)).toBe('1 h 05 min late');
    expect(goodsText(120, 1_200.5)).toBe('120 pcs · 1,200.5 kg');
    expect(goodsText(0, 0)).toBe('—');
  });
});
