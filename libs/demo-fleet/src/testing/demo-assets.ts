/**
 * Test fixture: the demo fleet of apps/fleet-api/src/seed/demo-fleet.ts (names, types, groups), numbered 1..49 in
 * listing order. Copied because a library may not import an app.
 */
import type { AssetType } from '@fleet/domain';
import type { DemoAssetSpec } from '../types';

const GROUPS: Record<string, [string, AssetType][]> = {
  'Head Office': [
    ['Proton X70 - WVB 2318', 'car'],
    ['Toyota Camry - VEE 7721', 'car'],
    ['Honda Accord - WC 8812 K', 'car'],
    ['Ahmad Faizal bin Rahman', 'staff'],
    ['Siti Nurhaliza binti Omar', 'staff'],
    ['Watch - Lim Wei Jie', 'watch'],
    ['Server Cabinet HQ-01', 'item'],
  ],
  'Klang Valley Logistics': [
    ['Hino 500 - WXY 4821', 'truck'],
    ['Isuzu NPR - BKQ 7310', 'truck'],
    ['Scania P360 - WUP 9052', 'truck'],
    ['Volvo FH - BMA 3318', 'truck'],
    ['Mercedes Actros - WTA 6607', 'truck'],
    ['Fuso Fighter - BRR 1249', 'truck'],
    ['Perodua Bezza - VBN 5530', 'car'],
    ['Container MSKU 482913-0', 'item'],
    ['Trailer TRL-KV-07', 'item'],
    ['Muthu Krishnan a/l Raman', 'staff'],
  ],
  'Penang Distribution': [
    ['Isuzu FRR - PKN 3921', 'truck'],
    ['Hino 300 - PQA 6620', 'truck'],
    ['UD Quon - PMB 1187', 'truck'],
    ['Proton Saga - PPP 4410', 'car'],
    ['Perodua Myvi - PRC 2276', 'car'],
    ['Watch - Tan Mei Ling', 'watch'],
    ['Watch - Arjun Pillai', 'watch'],
    ['Cold Box CB-PG-12', 'item'],
  ],
  'Johor Southern Hub': [
    ['Scania G410 - JQR 5512', 'truck'],
    ['Volvo FM - JTK 8834', 'truck'],
    ['Hino 700 - JSM 2090', 'truck'],
    ['Forklift Toyota 8FD - JB-FL-03', 'machine'],
    ['Reach Stacker Kalmar - JB-RS-01', 'machine'],
    ['Toyota Hilux - JPA 7713', 'car'],
    ['Nurul Aina binti Ismail', 'staff'],
  ],
  'Sabah Plantation': [
    ['Excavator CAT 320 - SA 4521 K', 'machine'],
    ['Tractor John Deere 6110 - SD 3310 B', 'machine'],
    ['Harvester Kubota - ST 8822 A', 'machine'],
    ['Fruit Loader Bell - SB 1045 C', 'machine'],
    ['Isuzu FVR - SAB 6631 K', 'truck'],
    ['Cattle Tag KD-017', 'animal'],
    ['Cattle Tag KD-023', 'animal'],
    ['Buffalo Tag TW-004', 'animal'],
    ['Jeffrey Gimbang', 'staff'],
  ],
  'Marine Operations': [
    ['MV Sri Kinabalu', 'boat'],
    ['MV Teluk Intan', 'boat'],
    ['Tug Bunga Raya 3', 'boat'],
    ['Supply Vessel Pelangi 7', 'boat'],
    ['Fast Boat Labuan Express', 'boat'],
    ['Fishing Vessel KNF 1123', 'boat'],
    ['Buoy Beacon KTN-02', 'item'],
    ['Watch - Capt. Zulkifli Hassan', 'watch'],
  ],
};

/** The 49 demo assets. */
export const DEMO_ASSETS: DemoAssetSpec[] = Object.entries(GROUPS)
  .flatMap(([group, list]) => list.map(([name, type]) => ({ name, type, group })))
  .map((a, i) => ({ assetId: i + 1, ...a }));
