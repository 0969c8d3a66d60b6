/**
 * The demo fleet of a Malaysian operator (names, types, groups), with the fishing dhonis of its Maldives agency: what
 * the server seeds into the demo company and what the simulator drives. It lives here, beside the simulator, so that a
 * build step (the offline basemap's roads) and the tests see the same fleet as the server.
 */
import type { AssetType } from '@fleet/domain';

/** The group of the Maldives fishing dhonis (the name says Maldives: the simulator puts such a group round Malé). */
export const DEMO_MALDIVES_GROUP = 'Maldives Fishing';

/** One demo asset: its name and type; the group is the key it is listed under. */
export interface DemoAsset {
  name: string;
  type: AssetType;
  /** Implement (working) width of a machine's PTO implement, metres. */
  implementWidthM?: number;
}

/**
 * The demo fleet: 54 assets of all eight types in seven groups, named the way operators name them (model and plate for
 * vehicles, vessel names, ear tags, staff names). Six groups work in Malaysia; the last, Maldives Fishing, is five
 * fishing dhonis out of Malé (invented names), for the vessel monitoring area.
 */
export const DEMO_FLEET: Readonly<Record<string, readonly DemoAsset[]>> = {
  'Head Office': [
    { name: 'Proton X70 - WVB 2318', type: 'car' },
    { name: 'Toyota Camry - VEE 7721', type: 'car' },
    { name: 'Honda Accord - WC 8812 K', type: 'car' },
    { name: 'Ahmad Faizal bin Rahman', type: 'staff' },
    { name: 'Siti Nurhaliza binti Omar', type: 'staff' },
    { name: 'Watch - Lim Wei Jie', type: 'watch' },
    { name: 'Server Cabinet HQ-01', type: 'item' },
  ],
  'Klang Valley Logistics': [
    { name: 'Hino 500 - WXY 4821', type: 'truck' },
    { name: 'Isuzu NPR - BKQ 7310', type: 'truck' },
    { name: 'Scania P360 - WUP 9052', type: 'truck' },
    { name: 'Volvo FH - BMA 3318', type: 'truck' },
    { name: 'Mercedes Actros - WTA 6607', type: 'truck' },
    { name: 'Fuso Fighter - BRR 1249', type: 'truck' },
    { name: 'Perodua Bezza - VBN 5530', type: 'car' },
    { name: 'Container MSKU 482913-0', type: 'item' },
    { name: 'Trailer TRL-KV-07', type: 'item' },
    { name: 'Muthu Krishnan a/l Raman', type: 'staff' },
  ],
  'Penang Distribution': [
    { name: 'Isuzu FRR - PKN 3921', type: 'truck' },
    { name: 'Hino 300 - PQA 6620', type: 'truck' },
    { name: 'UD Quon - PMB 1187', type: 'truck' },
    { name: 'Proton Saga - PPP 4410', type: 'car' },
    { name: 'Perodua Myvi - PRC 2276', type: 'car' },
    { name: 'Watch - Tan Mei Ling', type: 'watch' },
    { name: 'Watch - Arjun Pillai', type: 'watch' },
    { name: 'Cold Box CB-PG-12', type: 'item' },
  ],
  'Johor Southern Hub': [
    { name: 'Scania G410 - JQR 5512', type: 'truck' },
    { name: 'Volvo FM - JTK 8834', type: 'truck' },
    { name: 'Hino 700 - JSM 2090', type: 'truck' },
    { name: 'Forklift Toyota 8FD - JB-FL-03', type: 'machine' },
    { name: 'Reach Stacker Kalmar - JB-RS-01', type: 'machine' },
    { name: 'Toyota Hilux - JPA 7713', type: 'car' },
    { name: 'Nurul Aina binti Ismail', type: 'staff' },
  ],
  'Sabah Plantation': [
    { name: 'Excavator CAT 320 - SA 4521 K', type: 'machine' },
    { name: 'Tractor John Deere 6110 - SD 3310 B', type: 'machine', implementWidthM: 6 },
    { name: 'Harvester Kubota - ST 8822 A', type: 'machine', implementWidthM: 9 },
    { name: 'Fruit Loader Bell - SB 1045 C', type: 'machine' },
    { name: 'Isuzu FVR - SAB 6631 K', type: 'truck' },
    { name: 'Cattle Tag KD-017', type: 'animal' },
    { name: 'Cattle Tag KD-023', type: 'animal' },
    { name: 'Buffalo Tag TW-004', type: 'animal' },
    { name: 'Jeffrey Gimbang', type: 'staff' },
  ],
  'Marine Operations': [
    { name: 'MV Sri Kinabalu', type: 'boat' },
    { name: 'MV Teluk Intan', type: 'boat' },
    { name: 'Tug Bunga Raya 3', type: 'boat' },
    { name: 'Supply Vessel Pelangi 7', type: 'boat' },
    { name: 'Fast Boat Labuan Express', type: 'boat' },
    { name: 'Fishing Vessel KNF 1123', type: 'boat' },
    { name: 'Buoy Beacon KTN-02', type: 'item' },
    { name: 'Watch - Capt. Zulkifli Hassan', type: 'watch' },
  ],
  [DEMO_MALDIVES_GROUP]: [
    { name: 'Masdhoni Raiymandhoo', type: 'boat' },
    { name: 'Dhoni Fehi Hiyala', type: 'boat' },
    { name: 'Masdhoni Kanduvaali', type: 'boat' },
    { name: 'Dhoni Dhon Bahaaru', type: 'boat' },
    { name: 'Masdhoni Thundi Raalhu', type: 'boat' },
  ],
};
