import type { FuelReceiptRow, TollReceiptRow } from './receipt-cards';
import type { ReceiptMaintenanceAsset, ReceiptVehicle } from './add-fuel-receipt-form';

/** Fuel receipt report rows as GET /reports/fuel-receipt answers them. */
export const FUEL_ROWS: FuelReceiptRow[] = [
  {
    title: 'Receipt 41',
    assetId: 3,
    assetName: 'Scania P360 - WUP 9052',
    time: '1/5/2024 | 08:30:00',
    fuel: 40,
    price: 82,
    priceperliter: 2.05,
    location: 'Shell Jalan Ampang',
    receiptId: 41,
    uploadedAt: '1/5/2024 | 09:02:11',
    files: JSON.stringify(['/v2/uploads/a/1.png', '/v2/uploads/a/2.pdf']),
    fileCount: 2,
  },
  {
    title: 'Receipt 57',
    assetId: 6,
    assetName: 'Scania G410 - JQR 5512',
    time: '3/5/2024 | 17:45:00',
    fuel: 55.5,
    price: 113.78,
    priceperliter: 2.05,
    location: 'Petronas Kajang',
    receiptId: 57,
    uploadedAt: '3/5/2024 | 18:00:00',
    files: '[]',
    fileCount: 0,
  },
];

/** Toll receipt report rows as GET /reports/toll-receipt answers them. */
export const TOLL_ROWS: TollReceiptRow[] = [
  { title: 'Receipt 8', assetName: 'Hino 500 - BKL 2231', time: '2/5/2024 | 10:00:00', price: 12.5, location: 'Plaza Tol Sungai Besi', receiptId: 8, uploadedAt: '2/5/2024 | 10:05:00' },
];

/** Vehicles in two asset groups. */
export const VEHICLES: ReceiptVehicle[] = [
  { assetId: 3, assetName: 'Scania P360 - WUP 9052', assetGroup: 'Northern Haulage' },
  { assetId: 6, assetName: 'Scania G410 - JQR 5512', assetGroup: 'Northern Haulage' },
  { assetId: 9, assetName: 'Hino 500 - BKL 2231', assetGroup: 'City Delivery' },
];

/** Maintenance assets. */
export const MAINTENANCE_ASSETS: ReceiptMaintenanceAsset[] = [
  { id: 101, name: 'Genset 1' },
  { id: 102, name: 'Forklift 2' },
];

/** A file of the given size (its bytes are not read, only `size`). */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  if (size !== file.size) Object.defineProperty(file, 'size', { value: size });
  return file;
}
