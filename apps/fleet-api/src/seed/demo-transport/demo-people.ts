/**
 * The people and partners of the demo's transport: a driver for each demo truck (and two relief drivers), the
 * company's own fleet and a subcontractor as transporters, and the clients at the demo's customer POIs with what they
 * order and who signs for it.
 */

/** A demo driver: the truck they drive (by name; none for a relief driver), licence expiry in days from today. */
export interface DemoDriver {
  name: string;
  phone: string;
  licenceClass: string;
  licenceInDays: number;
  driverKey: string | null;
  truck: string | null;
  notes: string;
}

/** The demo drivers: most licences valid for years, two due within the month, one expired. */
export const DEMO_DRIVERS: readonly DemoDriver[] = [
  { name: 'Ahmad Faris bin Kamarudin', phone: '+60 12-381 4420', licenceClass: 'E, GDL', licenceInDays: 612, driverKey: '2D00001C9A4F3B01', truck: 'Hino 500 - WXY 4821', notes: '' },
  { name: 'Tan Boon Keat', phone: '+60 16-220 7815', licenceClass: 'D, GDL', licenceInDays: 18, driverKey: null, truck: 'Isuzu NPR - BKQ 7310', notes: 'Licence renewal booked at JPJ Shah Alam.' },
  { name: 'Muhammad Hafiz bin Abdullah', phone: '+60 13-640 2291', licenceClass: 'E, GDL', licenceInDays: 845, driverKey: '2D00001C9A4F3B02', truck: 'Scania P360 - WUP 9052', notes: 'Trainer for new drivers.' },
  { name: 'Rajesh a/l Subramaniam', phone: '+60 17-905 3368', licenceClass: 'E, GDL', licenceInDays: 403, driverKey: '2D00001C9A4F3B03', truck: 'Volvo FH - BMA 3318', notes: '' },
  { name: 'Wong Kah Meng', phone: '+60 12-774 1053', licenceClass: 'E, GDL', licenceInDays: 1_120, driverKey: null, truck: 'Mercedes Actros - WTA 6607', notes: 'Night shift.' },
  { name: 'Mohd Azlan bin Ismail', phone: '+60 19-318 6674', licenceClass: 'E, GDL', licenceInDays: 7, driverKey: '2D00001C9A4F3B04', truck: 'Fuso Fighter - BRR 1249', notes: '' },
  { name: 'Ong Teck Seng', phone: '+60 16-452 9910', licenceClass: 'E, GDL', licenceInDays: 530, driverKey: null, truck: 'Isuzu FRR - PKN 3921', notes: '' },
  { name: 'Khairul Anuar bin Hashim', phone: '+60 11-2610 4387', licenceClass: 'D, GDL', licenceInDays: 290, driverKey: null, truck: 'Hino 300 - PQA 6620', notes: 'Sinar Utara Haulage driver.' },
  { name: 'Saravanan a/l Murugan', phone: '+60 12-509 8126', licenceClass: 'E, GDL', licenceInDays: 198, driverKey: null, truck: 'UD Quon - PMB 1187', notes: 'Sinar Utara Haulage driver.' },
  { name: 'Zulkarnain bin Osman', phone: '+60 17-733 0452', licenceClass: 'E, GDL', licenceInDays: 721, driverKey: '2D00001C9A4F3B05', truck: 'Scania G410 - JQR 5512', notes: '' },
  { name: 'Chua Wei Liang', phone: '+60 16-781 2239', licenceClass: 'E, GDL', licenceInDays: 366, driverKey: null, truck: 'Volvo FM - JTK 8834', notes: 'Long haul: Johor Bahru - Kuala Lumpur.' },
  { name: 'Nor Azman bin Yahya', phone: '+60 19-755 3018', licenceClass: 'E, GDL', licenceInDays: 958, driverKey: '2D00001C9A4F3B06', truck: 'Hino 700 - JSM 2090', notes: '' },
  { name: 'Jimmy Ansibin', phone: '+60 19-822 5176', licenceClass: 'E, GDL', licenceInDays: 455, driverKey: null, truck: 'Isuzu FVR - SAB 6631 K', notes: 'Plantation runs, Sandakan.' },
  { name: 'Farid bin Hamzah', phone: '+60 13-288 9041', licenceClass: 'E', licenceInDays: -12, driverKey: null, truck: null, notes: 'Relief driver. Licence expired: not to be rostered until renewed.' },
  { name: 'Kumar a/l Ganesan', phone: '+60 12-660 3795', licenceClass: 'D', licenceInDays: 1_460, driverKey: null, truck: null, notes: 'Relief driver, light trucks.' },
];

/** A demo transporter: its vehicles by name (null: every demo truck not another's). */
export interface DemoTransporter {
  name: string;
  contact: string;
  phone: string;
  email: string;
  notes: string;
  trucks: readonly string[] | null;
}

export const DEMO_TRANSPORTERS: readonly DemoTransporter[] = [
  {
    name: 'Demo Fleet Logistics (own fleet)',
    contact: 'Hafizah binti Rahim',
    phone: '+60 3-5521 8800',
    email: 'transport@demofleet.my',
    notes: 'Our own trucks and drivers.',
    trucks: null,
  },
  {
    name: 'Sinar Utara Haulage Sdn Bhd',
    contact: 'Lim Ah Kow',
    phone: '+60 4-390 2217',
    email: 'ops@sinarutara.com.my',
    notes: 'Subcontractor for the Penang deliveries: RM 1.85 per km, invoiced monthly.',
    trucks: ['Hino 300 - PQA 6620', 'UD Quon - PMB 1187'],
  },
];

/** A demo client: its sites (POI names), what its drops carry and who signs for them. */
export interface DemoClient {
  name: string;
  contact: string;
  phone: string;
  email: string;
  notes: string;
  sites: readonly string[];
  goods: string;
  /** Pieces per drop, and kg per piece. */
  pieces: readonly [number, number];
  kgPerPiece: number;
  receivers: readonly string[];
}

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    name: 'Mydin Wholesale',
    contact: 'Encik Razak Hamid',
    phone: '+60 3-5510 2200',
    email: 'receiving.s7@mydin.example.my',
    notes: 'Receiving bay closes at 18:00.',
    sites: ['Customer - Mydin Wholesale Seksyen 7'],
    goods: 'Groceries (cartons)',
    pieces: [40, 160],
    kgPerPiece: 12,
    receivers: ['Razak Hamid', 'Nur Syafiqah', 'Azizul Hakim'],
  },
  {
    name: 'Sarjana Logistics',
    contact: 'Ms. Priya Nair',
    phone: '+60 3-5192 4410',
    email: 'inbound@sarjana.example.my',
    notes: 'Cross-dock: book the slot a day ahead.',
    sites: ['Customer - Sarjana Logistics Park'],
    goods: 'Palletised consumer goods',
    pieces: [6, 22],
    kgPerPiece: 450,
    receivers: ['Priya Nair', 'Hasbullah Jusoh'],
  },
  {
    name: 'Kayangan Cold Store',
    contact: 'Mr. Lee Kok Wah',
    phone: '+60 3-5513 7781',
    email: 'coldroom@kayangan.example.my',
    notes: 'Chilled and frozen: reefer at -18 °C, no door open before the dock.',
    sites: ['Customer - Kayangan Cold Store'],
    goods: 'Frozen food (pallets)',
    pieces: [4, 14],
    kgPerPiece: 600,
    receivers: ['Lee Kok Wah', 'Faizal Othman'],
  },
  {
    name: 'Perai Industrial Park',
    contact: 'Puan Noraini Yusof',
    phone: '+60 4-507 3312',
    email: 'stores@perai-ip.example.my',
    notes: 'Gate pass at guard house 2.',
    sites: ['Customer - Perai Industrial Park'],
    goods: 'Electronic components',
    pieces: [20, 90],
    kgPerPiece: 25,
    receivers: ['Noraini Yusof', 'Teoh Chee Keong'],
  },
  {
    name: 'Pasir Gudang Port',
    contact: 'Capt. Roslan Idris',
    phone: '+60 7-251 7000',
    email: 'cargo@pgport.example.my',
    notes: 'Container gate: carry the booking number.',
    sites: ['Customer - Pasir Gudang Port'],
    goods: 'Export cargo (palm oil drums)',
    pieces: [40, 80],
    kgPerPiece: 190,
    receivers: ['Roslan Idris', 'Mohd Shukri'],
  },
  {
    name: 'Skudai Distribution Centre',
    contact: 'Mr. Gan Siew Hong',
    phone: '+60 7-558 1290',
    email: 'dc.skudai@example.my',
    notes: '',
    sites: ['Customer - Skudai Distribution Centre'],
    goods: 'Household appliances',
    pieces: [15, 60],
    kgPerPiece: 48,
    receivers: ['Gan Siew Hong', 'Aisyah Kamal'],
  },
];

/** What the receivers write on a proof of delivery. */
export const POD_NOTES: readonly string[] = [
  'Received in good order.',
  'Received in good order, DO signed and stamped.',
  'All pallets received; wrapping intact.',
  'One carton dented, accepted; noted on the DO.',
  'Received complete. Temperature checked at the dock.',
];

/** Why the cancelled trip was cancelled. */
export const CANCEL_REASON = 'Customer closed for stock-take; delivery moved to next week.';
