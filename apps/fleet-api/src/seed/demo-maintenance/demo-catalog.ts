/**
 * What the demo maintenance shows, as data: the vehicles' workshop figures (oil, filters, road tax, insurance), the
 * workshops by region, the service programs and where each vehicle stands against them, the tires, and the assets
 * without a tracker. Deterministic: the same demo at every fresh start.
 */
import type { CostLine, DocumentType } from '@fleet/domain';

/** A number in [0, 1) from a text and a salt (FNV-1a), stable across starts. */
export function unit(text: string, salt = 0): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 4_294_967_296;
}

/** Digits from a text and a salt. */
export const digits = (text: string, salt: number, n: number) => String(Math.floor(unit(text, salt) * 10 ** n)).padStart(n, '0');

export const money = (v: number) => Math.round(v * 100) / 100;

/** The model part of a demo name: 'Hino 500 - WXY 4821' -> 'Hino 500'. */
export const modelOf = (name: string) => name.split(' - ')[0]!.trim();

/** Where a schedule stands today: ok with this share of its interval used, due soon, overdue; null: never serviced. */
export type ScheduleTarget = { state: 'ok'; used: number } | { state: 'due-soon' } | { state: 'overdue' } | null;

const ok = (used: number): ScheduleTarget => ({ state: 'ok', used });
const SOON: ScheduleTarget = { state: 'due-soon' };
const LATE: ScheduleTarget = { state: 'overdue' };

/** A demo truck's workshop figures and where its two A-service schedules stand (oil, brakes). */
interface TruckSpec {
  class: 'light' | 'medium' | 'heavy';
  oilLitres: number;
  oilFilter: string;
  roadTax: number;
  oil: ScheduleTarget;
  brakes: ScheduleTarget;
}

export const TRUCKS: Readonly<Record<string, TruckSpec>> = {
  'Hino 500': { class: 'medium', oilLitres: 16, oilFilter: '15607-2190', roadTax: 1_250, oil: SOON, brakes: ok(0.4) },
  'Isuzu NPR': { class: 'light', oilLitres: 8, oilFilter: '8-98165071-0', roadTax: 560, oil: ok(0.5), brakes: ok(0.2) },
  'Scania P360': { class: 'heavy', oilLitres: 36, oilFilter: '2022275', roadTax: 2_640, oil: LATE, brakes: ok(0.6) },
  'Volvo FH': { class: 'heavy', oilLitres: 38, oilFilter: '21707132', roadTax: 2_880, oil: ok(0.3), brakes: SOON },
  'Mercedes Actros': { class: 'heavy', oilLitres: 40, oilFilter: 'A 470 180 01 09', roadTax: 2_880, oil: ok(0.6), brakes: null },
  'Fuso Fighter': { class: 'medium', oilLitres: 10, oilFilter: 'ME215002', roadTax: 870, oil: ok(0.2), brakes: LATE },
  'Isuzu FRR': { class: 'medium', oilLitres: 12, oilFilter: '8-97358720-0', roadTax: 940, oil: ok(0.7), brakes: ok(0.5) },
  'Hino 300': { class: 'light', oilLitres: 8, oilFilter: '15601-78020', roadTax: 560, oil: ok(0.45), brakes: null },
  'UD Quon': { class: 'heavy', oilLitres: 30, oilFilter: '15208-Z6007', roadTax: 2_450, oil: ok(0.35), brakes: ok(0.8) },
  'Scania G410': { class: 'heavy', oilLitres: 36, oilFilter: '2022275', roadTax: 2_760, oil: ok(0.1), brakes: ok(0.3) },
  'Volvo FM': { class: 'heavy', oilLitres: 36, oilFilter: '21707132', roadTax: 2_640, oil: ok(0.55), brakes: null },
  'Hino 700': { class: 'heavy', oilLitres: 28, oilFilter: 'S1560-72311', roadTax: 2_450, oil: ok(0.8), brakes: ok(0.65) },
  'Isuzu FVR': { class: 'medium', oilLitres: 14, oilFilter: '8-98018858-0', roadTax: 1_320, oil: ok(0.25), brakes: ok(0.15) },
};

/** A demo car's workshop figures and where its service schedule stands. */
interface CarSpec {
  oilFilter: string;
  diesel: boolean;
  roadTax: number;
  insurance: number;
  service: ScheduleTarget;
}

export const CARS: Readonly<Record<string, CarSpec>> = {
  'Proton X70': { oilFilter: 'PW820307', diesel: false, roadTax: 280, insurance: 2_150, service: ok(0.5) },
  'Toyota Camry': { oilFilter: '90915-YZZE1', diesel: false, roadTax: 867, insurance: 2_980, service: LATE },
  'Honda Accord': { oilFilter: '15400-RTA-003', diesel: false, roadTax: 90, insurance: 2_450, service: ok(0.3) },
  'Perodua Bezza': { oilFilter: '15601-BZ010', diesel: false, roadTax: 20, insurance: 1_020, service: ok(0.7) },
  'Proton Saga': { oilFilter: 'PW811857', diesel: false, roadTax: 70, insurance: 980, service: ok(0.2) },
  'Perodua Myvi': { oilFilter: '15601-BZ010', diesel: false, roadTax: 90, insurance: 1_240, service: ok(0.6) },
  'Toyota Hilux': { oilFilter: '90915-YZZD2', diesel: true, roadTax: 400, insurance: 2_300, service: SOON },
};

/** The workshop each region uses. */
export const VENDORS: Readonly<Record<string, string>> = {
  'Head Office': 'Shah Alam Motor Works',
  'Klang Valley Logistics': 'Shah Alam Motor Works',
  'Penang Distribution': 'Prai Truck & Bus Service',
  'Johor Southern Hub': 'Pasir Gudang Diesel Works',
  'Sabah Plantation': 'Sandakan Motor Works',
};
export const DEFAULT_VENDOR = 'Shah Alam Motor Works';
export const MECHANICS = ['Rahim', 'Kumar', 'Ah Seng', 'Faizal', 'Ravi'];

/** The service programs, their tasks (the name is what a service record's title must say) and what they cover. */
export const PROGRAMS = {
  truck: {
    name: 'Heavy truck A-service',
    description: 'Engine oil and filter every 10,000 km or 6 months; brake inspection every 20,000 km or 12 months.',
    tasks: [
      { name: 'Engine oil & filter', everyKm: 10_000, everyMonths: 6, everyHours: null, noticeKm: 500, noticeDays: 14, noticeHours: 25 },
      { name: 'Brake inspection', everyKm: 20_000, everyMonths: 12, everyHours: null, noticeKm: 1_000, noticeDays: 30, noticeHours: 25 },
    ],
  },
  car: {
    name: 'Light vehicle service',
    description: 'Engine oil, filter and safety checks every 10,000 km or 6 months.',
    tasks: [{ name: 'Periodic service', everyKm: 10_000, everyMonths: 6, everyHours: null, noticeKm: 500, noticeDays: 14, noticeHours: 25 }],
  },
  generator: {
    name: 'Generator oil change',
    description: 'Engine oil and filters every 250 engine hours or 6 months.',
    tasks: [{ name: 'Oil & filter change', everyKm: null, everyMonths: 6, everyHours: 250, noticeKm: 500, noticeDays: 14, noticeHours: 25 }],
  },
} as const;
export type ProgramKey = keyof typeof PROGRAMS;
export type DemoTask = (typeof PROGRAMS)[ProgramKey]['tasks'][number];

const part = (description: string, quantity: number, unitCost: number, partNumber = ''): CostLine => ({ type: 'part', description, partNumber, quantity, unitCost });
const labour = (description: string, quantity: number, unitCost: number): CostLine => ({ type: 'labour', description, partNumber: '', quantity, unitCost });

/** The parts and labour of a service of a task on a vehicle (the salt varies the extras). */
export function serviceLines(task: string, model: string, salt: number): CostLine[] {
  const truck = TRUCKS[model];
  const car = CARS[model];
  const u = unit(model, salt);
  if (task === 'Engine oil & filter' && truck) {
    const heavy = truck.class === 'heavy';
    return [
      part('Engine oil 15W-40 CI-4 (litre)', truck.oilLitres, 19.9),
      part('Oil filter', heavy ? 2 : 1, heavy ? 96 : 58.5, truck.oilFilter),
      part('Fuel filter', 1, heavy ? 142 : 72),
      ...(u < 0.4 ? [part('Air filter element', 1, heavy ? 268 : 145)] : []),
      labour('Mechanic', heavy ? 2 : 1.5, 80),
    ];
  }
  if (task === 'Brake inspection' && truck) {
    return [
      part('Brake cleaner (500 ml)', 2, 18.5),
      ...(u < 0.35 ? [part('Brake lining set (rear axle)', truck.class === 'heavy' ? 2 : 1, truck.class === 'heavy' ? 890 : 540)] : []),
      labour('Brake inspection and adjustment', truck.class === 'heavy' ? 3 : 2, 80),
    ];
  }
  if (task === 'Periodic service' && car) {
    return [
      car.diesel ? part('Engine oil 10W-30 diesel (litre)', 7.5, 24) : part('Engine oil 5W-30 semi-synthetic (4 L pack)', 1, 138),
      part('Oil filter', 1, car.diesel ? 42 : 28, car.oilFilter),
      part('Drain plug washer', 1, 3.5),
      ...(u < 0.3 ? [part('Cabin air filter', 1, 45)] : []),
      labour('Service labour and safety check', 1, 60),
    ];
  }
  if (task === 'Oil & filter change') {
    return [part('Engine oil 15W-40 (litre)', 10, 19.9), part('Oil filter', 1, 85), part('Fuel filter', 1, 65), labour('Technician (site visit)', 1.5, 70)];
  }
  return [labour('Mechanic', 1, 80)];
}

/** A document a vehicle carries: its type, title, issuer, the months it runs and its reference. */
export interface DocumentPlan {
  type: DocumentType;
  title: (issuedYear: number) => string;
  vendor: string;
  months: number;
  cost: number;
  reference: string;
  /** Days from today to its expiry. */
  expiresIn: number;
}

const INSURERS = [
  { name: 'Allianz General Insurance', code: 'AZM' },
  { name: 'Etiqa General Takaful', code: 'ETQ' },
  { name: 'Zurich General Insurance', code: 'ZGI' },
  { name: 'Tokio Marine Insurans', code: 'TMI' },
  { name: 'Lonpac Insurance', code: 'LPC' },
  { name: 'MSIG Insurance', code: 'MSG' },
];

/** Documents due soon (days to expiry, within the 30 days' notice) and the one overdue; the others run 40-330 days. */
const EXPIRING: Readonly<Record<string, Partial<Record<DocumentType, number>>>> = {
  'Isuzu NPR': { 'road-tax': 9 },
  'Proton Saga': { 'road-tax': 22 },
  'Perodua Myvi': { 'road-tax': -4 },
  'Volvo FH': { insurance: 14 },
  'Honda Accord': { insurance: 27 },
  'UD Quon': { inspection: 5 },
};

const season = (y: number) => `${y}/${String((y + 1) % 100).padStart(2, '0')}`;

/** The documents of a demo truck or car: road tax and insurance; trucks also their PUSPAKOM inspection and APAD permit. */
export function documentPlans(name: string): DocumentPlan[] {
  const model = modelOf(name);
  const truck = TRUCKS[model];
  const car = CARS[model];
  if (!truck && !car) return [];
  const expiring = EXPIRING[model] ?? {};
  const spread = (type: DocumentType, salt: number, max: number) => expiring[type] ?? Math.round(40 + unit(name, salt) * (max - 40));
  const insurer = INSURERS[Math.floor(unit(name, 3) * INSURERS.length)]!;
  const insurance = truck ? { light: 3_200, medium: 4_900, heavy: 8_400 }[truck.class] : car!.insurance;
  const plans: DocumentPlan[] = [
    { type: 'road-tax', title: (y) => `Road tax ${season(y)}`, vendor: 'JPJ', months: 12, cost: truck ? truck.roadTax : car!.roadTax, reference: `LKM-${digits(name, 1, 8)}`, expiresIn: spread('road-tax', 11, 330) },
    {
      type: 'insurance',
      title: (y) => `${truck ? 'Commercial vehicle' : 'Private car'} insurance ${season(y)}`,
      vendor: insurer.name,
      months: 12,
      cost: money(insurance * (0.95 + unit(name, 4) * 0.1)),
      reference: `${insurer.code}/${truck ? 'CV' : 'PC'}/${digits(name, 5, 7)}`,
      expiresIn: spread('insurance', 12, 330),
    },
  ];
  if (truck) {
    plans.push({ type: 'inspection', title: () => 'PUSPAKOM periodic inspection', vendor: 'PUSPAKOM', months: 6, cost: truck.class === 'heavy' ? 60 : 40, reference: `PKM-${digits(name, 6, 7)}`, expiresIn: spread('inspection', 13, 170) });
    if (truck.class !== 'light') {
      plans.push({ type: 'permit', title: () => 'APAD goods vehicle permit', vendor: 'APAD', months: 24, cost: 100, reference: `APAD/LKB/${digits(name, 7, 6)}`, expiresIn: spread('permit', 14, 600) });
    }
  }
  return plans;
}

/** A tire model the demo buys. */
export interface TireModel {
  brand: string;
  model: string;
  size: string;
  cost: number;
  treadNewMm: number;
  /** mm worn per 1,000 km on average. */
  wear: number;
  code: string;
}

export const TIRE_MODELS = {
  michelinSteer: { brand: 'Michelin', model: 'X Multi Z', size: '295/80R22.5', cost: 1_650, treadNewMm: 17, wear: 0.1, code: 'MXZ' },
  michelinDrive: { brand: 'Michelin', model: 'X Multi D', size: '295/80R22.5', cost: 1_720, treadNewMm: 22, wear: 0.13, code: 'MXD' },
  bridgestoneSteer: { brand: 'Bridgestone', model: 'R150', size: '295/80R22.5', cost: 1_380, treadNewMm: 16, wear: 0.11, code: 'BR150' },
  goodyearDrive: { brand: 'Goodyear', model: 'KMAX D', size: '295/80R22.5', cost: 1_290, treadNewMm: 21, wear: 0.14, code: 'GYKD' },
  bridgestoneLight: { brand: 'Bridgestone', model: 'R202', size: '215/75R17.5', cost: 720, treadNewMm: 14, wear: 0.12, code: 'BR202' },
} as const satisfies Record<string, TireModel>;

export const TIRE_VENDOR = 'Pasir Gudang Tyre Centre';

/** The two trucks whose tires the demo tracks: their steer (and spare) and drive tires, and the story of each. */
export const TIRE_TRUCKS = [
  { model: 'Scania G410', steer: TIRE_MODELS.michelinSteer, drive: TIRE_MODELS.michelinDrive, fittedDaysAgo: 124, rotateDaysAgo: 46 },
  { model: 'Volvo FM', steer: TIRE_MODELS.bridgestoneSteer, drive: TIRE_MODELS.goodyearDrive, fittedDaysAgo: 97, punctureDaysAgo: 18 },
] as const;

/** Tires bought and kept in the store. */
export const TIRE_STOCK = [TIRE_MODELS.michelinSteer, TIRE_MODELS.michelinSteer, TIRE_MODELS.bridgestoneSteer, TIRE_MODELS.goodyearDrive, TIRE_MODELS.bridgestoneLight, TIRE_MODELS.bridgestoneLight];

/** An asset without a tracker and how its meter runs (readings entered by hand every few days). */
export interface MachineSpec {
  name: string;
  type: 'machine' | 'item';
  group: string;
  plate: string | null;
  meter: 'h' | 'km';
  /** The reading 30 days ago. */
  start: number;
  /** Use per working day, [min, max]. */
  perDay: [number, number];
  /** Days between readings. */
  every: number;
  /** Works on Sundays too. */
  sundays: boolean;
}

export const MACHINES: readonly MachineSpec[] = [
  { name: 'Generator Denyo DCA-45ESK', type: 'machine', group: 'Sabah Plantation', plate: null, meter: 'h', start: 3_412.5, perDay: [11, 16], every: 2, sundays: true },
  { name: 'Forklift Toyota 8FD25', type: 'machine', group: 'Klang Valley Logistics', plate: null, meter: 'h', start: 7_845, perDay: [5, 8], every: 3, sundays: false },
  { name: 'Trailer 40ft flatbed', type: 'item', group: 'Johor Southern Hub', plate: 'JTL 4471', meter: 'km', start: 184_230, perDay: [180, 420], every: 4, sundays: false },
];
export const GENERATOR = MACHINES[0]!.name;
export const FORKLIFT = MACHINES[1]!.name;
