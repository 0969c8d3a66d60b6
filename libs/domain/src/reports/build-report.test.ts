import { describe, expect, it } from 'vitest';
import { US_UNITS } from '../units';
import { buildReport, countFiles, eventTitle, isAlarmEventType } from './build-report';
import { REPORT_COLUMNS, defaultColumnWidth } from './report-columns';
import { REPORT_TYPES, type ReportAssetInput, type ReportInput, type ReportTypeId } from './report-types';
import { MIN, T0, pt } from './test-fixtures';

/** Truck: 260 min driving (1 km/min, 90 km/h at min 50), then parked 40 min with a +50 L refuel at min 281. */
function truck(): ReportAssetInput {
  const points = Array.from({ length: 300 }, (_, k) =>
    pt(k, {
      lat: 3 + k * 0.001,
      lng: 101,
      speed: k < 260 ? (k === 50 ? 90 : 60) : 0,
      ignition: k < 260,
      odometer: k,
      fuelLitres: k <= 280 ? 150 - 0.1 * k : 172,
      fuelPercent: k <= 280 ? (150 - 0.1 * k) / 2 : 86,
      temperature: k === 100 ? 12 : 5,
      voltage: 24,
      inputs: { din1: k % 50 < 10, din2: k < 100, din3: k >= 200 },
      inputNames: { din1: 'PTO', din2: 'Door', din3: 'Pump' },
      address: `Road ${k}`,
    }),
  );
  return {
    assetId: 1,
    assetName: 'Truck 1',
    assetGroup: 'North',
    type: 'Truck',
    points,
    events: [
      { id: 11, assetId: 1, time: T0 + 5 * MIN, type: 'ignitionOn', lat: 3, lng: 101, details: { address: 'Yard' } },
      { id: 12, assetId: 1, time: T0 + 6 * MIN, type: 'powerCut', lat: 3, lng: 101, details: { voltage: 0 } },
    ],
    fuelReceipts: [
      {
        receiptId: 5,
        assetId: 1,
        assetName: 'Truck 1',
        time: T0 + 281 * MIN,
        fuel: 50,
        price: 102.5,
        priceperliter: 2.05,
        location: 'Station',
        files: '["https://x/a.jpg","https://x/b.jpg"]',
        uploadedAt: T0 + 290 * MIN,
      },
    ],
    tollReceipts: [{ receiptId: 6, assetId: 1, assetName: 'Truck 1', time: T0 + 30 * MIN, price: 7.4, location: 'Gombak', uploadedAt: T0 + 60 * MIN }],
    maintenance: [
      { id: 1, assetId: 1, kind: 'd', time: T0 + MIN, title: 'Road tax', cost: 100, odometer: null, details: {} },
      { id: 2, assetId: 1, kind: 's', time: T0 + 2 * MIN, title: 'Oil change', cost: 250.5, odometer: 1, details: {} },
      { id: 3, assetId: 1, kind: 't', time: T0 + 3 * MIN, title: 'Tire fitted', cost: 400, odometer: 1000, details: {}, vendor: 'Tyre Point' },
      { id: 4, assetId: 1, kind: 't', time: T0 + 4 * MIN, title: 'Tire rotation', cost: 300, odometer: 41000, details: {}, workOrder: 'WO-0007' },
    ],
    tires: [
      {
        tireId: 9,
        serial: 'MX123',
        brand: 'Michelin',
        model: 'X Multi Z',
        size: '295/80R22.5',
        cost: 1_500,
        stints: [
          { position: '1L', fromTime: T0 - 60 * MIN, toTime: T0 + 4 * MIN, fromKm: 1_000, km: 40_000 },
          { position: '2LO', fromTime: T0 + 4 * MIN, toTime: null, fromKm: 41_000, km: 20_000 },
        ],
        kmRun: 60_000,
        costPer1000Km: 25,
        treadLastMm: 7.5,
        wearMmPer1000Km: 0.158,
        kmLeft: 37_342,
      },
      { tireId: 10, serial: 'OLD', brand: 'Bridgestone', model: '', size: '295/80R22.5', cost: 1_200, stints: [{ position: '1R', fromTime: T0 - 900 * MIN, toTime: T0 - 800 * MIN, fromKm: 0, km: 900 }], kmRun: 900, costPer1000Km: 1333.33, treadLastMm: null, wearMmPer1000Km: null, kmLeft: null },
    ],
  };
}

/** Watch: 10 min inside the Depot POI with a 3.9 V battery. */
function watch(): ReportAssetInput {
  return {
    assetId: 2,
    assetName: 'Guard 1',
    assetGroup: 'Staff',
    type: 'Watch',
    points: Array.from({ length: 12 }, (_, k) => pt(k, { lat: k === 0 || k === 11 ? 3.2 : 3.11, lng: 101, speed: 3, ignition: null, voltage: 3.9 })),
    events: [],
    fuelReceipts: [],
    tollReceipts: [],
    maintenance: [],
  };
}

const input = (type: ReportTypeId): ReportInput => ({
  type,
  from: T0,
  to: T0 + 24 * 60 * MIN,
  timeZone: 'Asia/Kuala_Lumpur',
  assets: [truck(), watch()],
  pois: [{ id: 9, name: 'Depot', ring: [[100.99, 3.0995], [101.01, 3.0995], [101.01, 3.1195], [100.99, 3.1195]] }],
  speedLimit: 80,
});

describe('REPORT_COLUMNS', () => {
  it('defines columns for all 19 types (the 18 of SPEC and Fuel Reconciliation) with unique fields and widths <= 100 pt', () => {
    expect(Object.keys(REPORT_COLUMNS).sort()).toEqual(REPORT_TYPES.map((t) => t.id).sort());
    expect(REPORT_TYPES).toHaveLength(19);
    for (const cols of Object.values(REPORT_COLUMNS)) {
      expect(new Set(cols.map((c) => c.field)).size).toBe(cols.length);
      for (const c of cols) {
        expect(c.width).toBeGreaterThan(0);
        expect(c.width).toBeLessThanOrEqual(100);
      }
    }
  });
  it('default width is 7 pt per header character, capped at 100', () => {
    expect(defaultColumnWidth('Speed')).toBe(35);
    expect(defaultColumnWidth('A very long column caption')).toBe(100);
  });
  it('position rows carry coordinates, latitude and longitude; maintenance log a maintenance column', () => {
    for (const t of ['history', 'fuel', 'notification', 'alarm', 'input', 'poi', 'history-watch', 'fatigue-driving'] as const) {
      expect(REPORT_COLUMNS[t].map((c) => c.field)).toEqual(expect.arrayContaining(['coordinates', 'latitude', 'longitude']));
    }
    expect(REPORT_COLUMNS['maintenance-log'].map((c) => c.field)).toContain('maintenance');
  });
});

describe('buildReport', () => {
  it.each(REPORT_TYPES.map((t) => [t.id, t.label] as const))('%s: columns, title and rows with every column field', (type, label) => {
    const r = buildReport(input(type));
    expect(r.title).toBe(label);
    expect(r.columns).toBe(REPORT_COLUMNS[type]);
    expect(r.rows.length).toBeGreaterThan(0);
    for (const row of r.rows) {
      for (const c of r.columns) expect(row).toHaveProperty(c.field);
      expect(typeof row['timestamp']).toBe('number');
    }
  });

  it('history: every point, local time, status and coordinates', () => {
    const r = buildReport(input('history'));
    expect(r.rows).toHaveLength(312);
    expect(r.rows[0]).toMatchObject({ assetName: 'Truck 1', time: '1/1/2026 | 08:00:00', status: 'Moving', speed: 60, fuel: 150, coordinates: '3.000000, 101.000000', latitude: 3, longitude: 101, timestamp: T0 });
    expect(r.rows[299]).toMatchObject({ status: 'Parked' });
  });

  it('history - watch: only watch assets, with battery voltage', () => {
    const r = buildReport(input('history-watch'));
    expect(r.rows).toHaveLength(12);
    expect(r.rows[0]).toMatchObject({ assetName: 'Guard 1', volt: 3.9, speed: 3, status: 'Idling' });
  });

  it('fuel: levels plus one refuel of 49.9 L (smoothed 122.1 -> 172)', () => {
    const rows = buildReport(input('fuel')).rows.filter((r) => r['title'] !== 'Level');
    expect(rows).toEqual([expect.objectContaining({ title: 'Refuel', change: 49.9, fuel: 172, timestamp: T0 + 280 * MIN })]);
  });

  it('mileage: 299 km on 1/1/2026', () => {
    expect(buildReport(input('mileage')).rows[0]).toMatchObject({ date: '1/1/2026', mileage: 299, startOdometer: 0, endOdometer: 299 });
  });

  it('notification and alarm split events; alarm derives overspeed from the points', () => {
    expect(buildReport(input('notification')).rows.map((r) => r['title'])).toEqual(['Ignition On']);
    const alarms = buildReport(input('alarm')).rows;
    expect(alarms.map((r) => r['title'])).toEqual(['Power Cut', 'Overspeed']);
    expect(alarms[1]).toMatchObject({ speed: 90, timestamp: T0 + 50 * MIN });
  });

  it('receipts with RM values', () => {
    expect(buildReport(input('fuel-receipt')).rows[0]).toMatchObject({ title: 'Receipt 5', fuel: 50, price: 102.5, priceperliter: 2.05, fileCount: 2, time: '1/1/2026 | 12:41:00' });
    expect(buildReport(input('toll-receipt')).rows[0]).toMatchObject({ price: 7.4, location: 'Gombak', receiptId: 6 });
  });

  it('input: din1 ON 6 times with its name', () => {
    const rows = buildReport(input('input')).rows;
    expect(rows.filter((r) => r['state'] === 'ON')).toHaveLength(6);
    expect(rows[0]).toMatchObject({ inputName: 'PTO', state: 'ON', durationMin: 10, distance: 10, onCount: 6 });
    expect(buildReport(input('input2')).rows.map((r) => r['state'])).toEqual(['ON', 'OFF']);
    expect(buildReport(input('input3')).rows[1]).toMatchObject({ inputName: 'Pump', state: 'ON', durationMin: 99 });
  });

  it('summary: one row per asset', () => {
    const rows = buildReport(input('summary')).rows;
    expect(rows).toHaveLength(2);
    // The one definition: every odometer step (this fixture's odometer also runs while parked), as the Mileage report.
    const mileage = buildReport(input('mileage')).rows.filter((r) => r['assetId'] === 1).reduce((a, r) => a + (r['mileage'] as number), 0);
    expect(mileage).toBe(299);
    expect(rows[0]).toMatchObject({ distance: 299, trips: 1, stops: 1, maxSpeed: 90, refuels: 1, refuelled: 49.9, drivingTime: '4 h 20 min', startOdometer: 0, endOdometer: 299 });
    expect(rows[0]!['fuel']).toBeCloseTo(27.85, 2);
  });

  it('temperature: min, max, average and time out of 2-8 °C', () => {
    expect(buildReport(input('temperature')).rows).toEqual([
      expect.objectContaining({ samples: 300, minTemperature: 5, maxTemperature: 12, avgTemperature: 5, outOfRangeMin: 1, outOfRangeSamples: 1 }),
    ]);
  });

  it('maintenance log: d/s/t counts and cost', () => {
    const rows = buildReport(input('maintenance-log')).rows;
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      kind: 'Document',
      maintenance: 'd 1 (RM 100.00) · s 1 (RM 250.50) · t 2 (RM 700.00) · total RM 1050.50',
      documentCount: 1,
      serviceCount: 1,
      tireCount: 2,
      totalCost: 1050.5,
    });
  });

  it('POI and POI - Watch: enter, exit and dwell', () => {
    const poi = buildReport(input('poi')).rows;
    expect(poi.map((r) => [r['assetName'], r['dwellMin']])).toEqual([
      ['Truck 1', 20],
      ['Guard 1', 10],
    ]);
    expect(poi[1]).toMatchObject({ title: 'Depot', enter: '1/1/2026 | 08:01:00', exit: '1/1/2026 | 08:11:00', dwell: '10 min' });
    expect(buildReport(input('poi-watch')).rows.map((r) => r['assetName'])).toEqual(['Guard 1']);
  });

  it('fatigue: 260 min of driving, limit passed at 4 h', () => {
    expect(buildReport(input('fatigue-driving')).rows).toEqual([
      expect.objectContaining({ assetName: 'Truck 1', time: '1/1/2026 | 12:00:00', drivingMin: 260, drivingTime: '4 h 20 min' }),
    ]);
  });

  it('fatigue names the driver on the vehicle when the limit was passed', () => {
    const one = input('fatigue-driving');
    one.assets[0]!.drivers = [
      { from: T0, to: T0 + 60 * MIN, name: 'Morning driver' },
      { from: T0 + 60 * MIN, to: T0 + 600 * MIN, name: 'Ahmad bin Yusof' },
    ];
    expect(buildReport(one).rows.map((r) => r['driverName'])).toEqual(['Ahmad bin Yusof']);
    expect(buildReport(input('fatigue-driving')).rows.map((r) => r['driverName'])).toEqual(['']);
  });

  it('tire cost: each tire that ran on the asset in the period, with its whole-life figures', () => {
    const rows = buildReport(input('tire-cost-analysis')).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Michelin X Multi Z 295/80R22.5 #MX123', position: 'Axle 1 left, Axle 2 left outer', cost: 1500, kmRun: 60000, costPer1000Km: 25, treadMm: 7.5, kmLeft: 37342, odometer: 1000 });
  });

  it('maintenance log: vendor, work order and engine hours beside each record', () => {
    const rows = buildReport(input('maintenance-log')).rows;
    expect(rows[2]).toMatchObject({ kind: 'Tire', title: 'Tire fitted', vendor: 'Tyre Point', workOrder: '' });
    expect(rows[3]).toMatchObject({ workOrder: 'WO-0007', engineHours: null });
  });

  it('leaves out data outside the range', () => {
    expect(buildReport({ ...input('history'), from: T0 + 10 * MIN, to: T0 + 19 * MIN }).rows).toHaveLength(12);
  });
});

describe('buildReport errors', () => {
  it('rejects an unknown type', () => {
    expect(() => buildReport({ ...input('history'), type: 'nope' as ReportTypeId })).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('event titles and alarm types', () => {
    expect(eventTitle('fuel_drain')).toBe('Fuel Drain');
    expect(eventTitle('ignitionOn')).toBe('Ignition On');
    expect(eventTitle('poi-enter')).toBe('POI Enter');
    expect(eventTitle('poi-exit')).toBe('POI Exit');
    expect(isAlarmEventType('Low Battery')).toBe(true);
    expect(isAlarmEventType('ignitionOn')).toBe(false);
    expect(countFiles('not json')).toBe(0);
  });
});

describe('issue #13: sentences, ranges, zero durations', () => {
  it('notification details read as sentences', async () => {
    const { eventSentence } = await import('./report-event-rows');
    expect(eventSentence('poi-enter', { name: 'Kayangan Cold Store', poiId: 1 })).toBe('Entered POI Kayangan Cold Store');
    expect(eventSentence('poi-exit', { name: 'Depot Shah Alam Seksyen 7', poiId: 1 })).toBe('Left POI Depot Shah Alam Seksyen 7');
    expect(eventSentence('overspeed', { speed: 104.2, limit: 90, tolerance: 5 })).toBe('Reached 104.2 km/h against a limit of 90 km/h');
    expect(eventSentence('refuel', { volume: 243.8, from: 60, to: 303.8, startTime: 1 })).toBe('Refuelled 243.8 L (60 L to 303.8 L)');
    // In the company's units: 104.2 km/h is 64.7 mph, 90 km/h 55.9 mph; 243.8 L is 64.4 US gal.
    expect(eventSentence('overspeed', { speed: 104.2, limit: 90 }, US_UNITS)).toBe('Reached 64.7 mph against a limit of 55.9 mph');
    expect(eventSentence('refuel', { volume: 243.8, from: 60, to: 303.8 }, US_UNITS)).toBe('Refuelled 64.4 gal (15.9 gal to 80.3 gal)');
    expect(eventSentence('low-battery', { voltage: 11.66 })).toBe('Vehicle battery low at 11.66 V');
    expect(eventSentence('idle-too-long', { idleMinutes: 17 })).toBe('Idled for 17 min with the engine on');
    expect(eventSentence('ignitionOn', {})).toBe('Ignition switched on');
    expect(eventSentence('doorOpen', { doorId: 2, address: 'x' })).toBe('Door Id 2');
  });

  it('a frozen reefer is judged against its own range, shown in the row; never out of range reads 0', () => {
    const frozen = { ...truck(), temperatureRange: { profile: 'frozen' as const, min: -25, max: -15 } };
    frozen.points = frozen.points.map((p) => ({ ...p, temperature: -18 }));
    const rows = buildReport({ ...input('temperature'), assets: [frozen] }).rows;
    expect(rows[0]).toMatchObject({ rangeProfile: 'Frozen', range: '-25 to -15', rangeMin: -25, rangeMax: -15, outOfRange: '0', outOfRangeMin: 0, outOfRangeSamples: 0 });
    // Without a range of its own the asset is judged against chilled 2-8 °C: -18 °C is out of range all along.
    const chilled = buildReport({ ...input('temperature'), assets: [{ ...frozen, temperatureRange: null }] }).rows[0]!;
    expect(chilled).toMatchObject({ rangeProfile: 'Chilled', range: '2 to 8', outOfRangeSamples: 300 });
  });
});

describe('fuel reconciliation in the reports', () => {
  it('the Fuel and Fuel Receipt reports carry the status; Fuel Reconciliation sums it per asset', () => {
    const refuel = buildReport(input('fuel')).rows.find((r) => r['title'] === 'Refuel');
    expect(refuel).toMatchObject({ reconciliation: 'Matched', receiptId: 5 });
    expect(buildReport(input('fuel-receipt')).rows[0]).toMatchObject({ reconciliation: 'Matched', sensorLitres: 49.9 });
    expect(buildReport(input('fuel-reconciliation')).rows).toEqual([
      expect.objectContaining({ assetName: 'Truck 1', refuels: 1, receipts: 1, matched: 1, volumeMismatches: 0, receiptsWithoutRefuel: 0, refuelsWithoutReceipt: 0 }),
    ]);
    // A second receipt the tank never saw, and the refuel's receipt claiming 40 L more.
    const t = truck();
    t.fuelReceipts = [{ ...t.fuelReceipts[0]!, fuel: 90 }, { ...t.fuelReceipts[0]!, receiptId: 6, time: T0 + 100 * MIN }];
    const rows = buildReport({ ...input('fuel-receipt'), assets: [t] }).rows;
    expect(rows.map((r) => r['reconciliation'])).toEqual(['Receipt without refuel (possible fraud)', 'Volume mismatch (receipt +40.1 L)']);
    expect(buildReport({ ...input('fuel-reconciliation'), assets: [t] }).rows[0]).toMatchObject({ volumeMismatches: 1, receiptsWithoutRefuel: 1, unmatchedReceiptLitres: 50 });
    t.fuelReceipts = [];
    expect(buildReport({ ...input('fuel'), assets: [t] }).rows.find((r) => r['title'] === 'Refuel')).toMatchObject({ reconciliation: 'Refuel without receipt', receiptId: null });
  });
});
