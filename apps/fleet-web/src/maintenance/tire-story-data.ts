import type { MaintenanceAsset, Tire, TireEventOut } from '@fleet/domain';

// Tires, an asset and a history for the stories of the Tires tab (and its unit tests).

const figures = (f: Partial<Tire['figures']> = {}): Tire['figures'] => ({ kmRun: 0, treadStartMm: 17, treadLastMm: 17, wearMmPer1000Km: null, kmLeft: null, costPer1000Km: null, ...f });

/** A tire's fields to change, its figures among them. */
type TireMore = Omit<Partial<Tire>, 'figures'> & { figures?: Partial<Tire['figures']> };

/** A tire as the server gives it: in stock unless told otherwise. */
export function storyTire(id: number, serial: string, more: TireMore = {}): Tire {
  return {
    id,
    serial,
    brand: 'Michelin',
    model: 'X Multi Z',
    size: '295/80R22.5',
    cost: 1_500,
    vendor: 'Tyre Hub Klang',
    purchasedOn: '2026-01-05',
    treadNewMm: 17,
    notes: '',
    status: 'stock',
    assetId: null,
    assetName: null,
    position: null,
    ...more,
    figures: figures(more.figures),
  };
}

/** A fitted tire of the truck (asset 1). */
export const fittedTire = (id: number, serial: string, position: string, treadLastMm: number | null, more: TireMore = {}): Tire =>
  storyTire(id, serial, { status: 'fitted', assetId: 1, assetName: 'Hino 500', position, ...more, figures: { treadLastMm, ...more.figures } });

/** The prime mover: three axles, dual drive axles, 52,140 km from its tracker. */
export const STORY_TRUCK: MaintenanceAsset & { tireLayout: 'three-axle-dual' } = {
  assetId: 1,
  assetName: 'Hino 500',
  assetGroup: 'Trucks',
  groupId: 7,
  type: 'truck',
  plate: 'WXY 1234',
  tracked: true,
  odometer: { value: 52_140.4, source: 'tracker', at: Date.UTC(2026, 4, 20) },
  engineHours: { value: null, source: null, at: null },
  tireLayout: 'three-axle-dual',
  openWorkOrders: 0,
  due: { overdue: 0, due: 0, dueSoon: 0 },
};

/** A car: two axles, single wheels, its odometer entered by hand. */
export const STORY_CAR: MaintenanceAsset & { tireLayout: 'two-axle' } = {
  ...STORY_TRUCK,
  assetId: 2,
  assetName: 'Axia',
  assetGroup: 'Cars',
  type: 'car',
  plate: 'VAB 42',
  tracked: false,
  odometer: { value: 18_200, source: 'manual', at: Date.UTC(2026, 4, 18) },
  tireLayout: 'two-axle',
};

/** The truck's tires: one of each tread level, one never measured. */
export const STORY_FITTED: Tire[] = [
  fittedTire(11, 'MX-1001', '1L', 12.5, { figures: { kmRun: 10_000, treadLastMm: 12.5, wearMmPer1000Km: 0.45, kmLeft: 24_222, costPer1000Km: 150 } }),
  fittedTire(12, 'MX-1002', '1R', 4.2),
  fittedTire(13, 'MX-1003', '2LO', 2.1),
  fittedTire(14, 'BS-2001', '2LI', null, { brand: 'Bridgestone', model: 'M729' }),
];

/** Tires in stock and one retired. */
export const STORY_STOCK: Tire[] = [
  storyTire(21, 'MX-2001'),
  storyTire(22, 'GY-3001', { brand: 'Goodyear', model: 'KMAX D', treadNewMm: 18, figures: { treadStartMm: 18, treadLastMm: null } }),
  storyTire(23, 'MX-0999', { status: 'retired', figures: { kmRun: 80_000, treadLastMm: 1.5, costPer1000Km: 18.75 } }),
];

const event = (id: number, kind: TireEventOut['kind'], time: number, position: string, more: Partial<TireEventOut> = {}): TireEventOut => ({
  id,
  tireId: 11,
  kind,
  assetId: 1,
  assetName: 'Hino 500',
  time,
  position,
  fromPosition: null,
  odometerKm: null,
  treadMm: null,
  reason: '',
  by: 'Aisyah',
  ...more,
});

/** MX-1001's history, oldest first (the dialog shows it newest first). */
export const STORY_HISTORY: TireEventOut[] = [
  event(1, 'fitted', Date.UTC(2026, 3, 1, 1, 0), '1R', { odometerKm: 42_140, treadMm: 17 }),
  event(2, 'rotated', Date.UTC(2026, 3, 20, 2, 30), '1L', { fromPosition: '1R', odometerKm: 47_000 }),
  event(3, 'inspected', Date.UTC(2026, 4, 10, 3, 15), '1L', { odometerKm: 52_140, treadMm: 12.5, by: null }),
];

/** Now in the stories: 20 May 2026 10:00 in Kuala Lumpur. */
export const STORY_NOW = Date.UTC(2026, 4, 20, 2, 0);
export const STORY_ZONE = 'Asia/Kuala_Lumpur';
