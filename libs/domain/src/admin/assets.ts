/**
 * Administration of assets, asset groups and devices: the schemas both sides validate with (the web form and the
 * server's routes), the shapes the API answers, and every text a person reads about them.
 */
import { z } from 'zod';
import { ASSET_TYPES, DEFAULT_ICON_TYPE, type AssetType } from '../asset';
import { assetSummarySchema } from '../asset-schemas';
import { FIELD_LIMITS, idSchema } from '../limits';
import { assetTemperatureRangeSchema, temperatureRangeSchema } from '../reports/temperature-range';

/** Fuel types an asset may burn (or charge: electric). */
export const FUEL_TYPES = ['diesel', 'petrol', 'electric', 'lpg', 'cng', 'other'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Fuel type names as shown. */
export const FUEL_TYPE_NAMES: Readonly<Record<FuelType, string>> = {
  diesel: 'Diesel',
  petrol: 'Petrol',
  electric: 'Electric',
  lpg: 'LPG',
  cng: 'CNG',
  other: 'Other',
};

/** Asset type names as shown. */
export const ASSET_TYPE_NAMES: Readonly<Record<AssetType, string>> = {
  animal: 'Animal',
  boat: 'Boat',
  car: 'Car',
  machine: 'Machine',
  truck: 'Truck',
  item: 'Item',
  watch: 'Watch',
  staff: 'Staff',
};

const L = FIELD_LIMITS;

/** "{label} must be 1 to {max} characters." */
const textMessage = (label: string, max: number) => `${label} must be 1 to ${max} characters.`;

/** A required name: trimmed, 1..max characters, no control characters. */
const nameText = (label: string, max: number) =>
  z
    .string({ error: textMessage(label, max) })
    .trim()
    .min(1, textMessage(label, max))
    .max(max, textMessage(label, max))
    .regex(/^[^\p{Cc}]*$/u, `${label} must not contain control characters.`);

/** An optional text: empty or null means none. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text of at most ${max} characters.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .regex(/^[^\p{Cc}]*$/u, `${label} must not contain control characters.`)
    .nullable()
    .transform((v) => (v ? v : null));

/** A number in [min, max] (inclusive) or null. */
const optionalNumber = (label: string, min: number, max: number, unit: string) => {
  const message = `${label} must be a number from ${min} to ${max} ${unit}, or empty.`;
  return z.number({ error: message }).min(min, message).max(max, message).nullable();
};

/** A device identifier as devices send it: 1..64 printable ASCII characters without spaces. */
export const DEVICE_IDENTIFIER_MESSAGE = `The device identifier must be 1 to ${L.deviceIdentifierMax} characters (the IMEI or id on the device).`;
export const deviceIdentifierSchema = z
  .string({ error: DEVICE_IDENTIFIER_MESSAGE })
  .trim()
  .min(1, DEVICE_IDENTIFIER_MESSAGE)
  .max(L.deviceIdentifierMax, DEVICE_IDENTIFIER_MESSAGE)
  .regex(/^[\x21-\x7e]+$/, DEVICE_IDENTIFIER_MESSAGE);

/**
 * An asset as an Administrator sets it up (POST creates, PUT replaces every field). Optional fields left out take
 * their default (none, or 0 for the offsets); the device identifier, when given, claims that tracker for the asset.
 */
export const assetInputSchema = z.object(
  {
    name: nameText('Name', L.assetNameMax),
    type: z.enum(ASSET_TYPES, { error: `Type must be one of ${ASSET_TYPES.join(', ')}.` }),
    groupId: idSchema('Group').nullable().default(null),
    plate: optionalText('Plate', L.plateMax).default(null),
    iconType: z
      .string({ error: `Icon must be 1 to ${L.iconTypeMax} letters, digits or dashes.` })
      .regex(new RegExp(`^[a-z0-9-]{1,${L.iconTypeMax}}$`), `Icon must be 1 to ${L.iconTypeMax} letters, digits or dashes.`)
      .default(DEFAULT_ICON_TYPE),
    deviceIdentifier: deviceIdentifierSchema.nullable().default(null),
    fuelTankL: optionalNumber('Fuel tank', 1, L.fuelTankMaxL, 'litres').default(null),
    fuelType: z.enum(FUEL_TYPES, { error: `Fuel type must be one of ${FUEL_TYPES.join(', ')}, or empty.` }).nullable().default(null),
    speedLimitKmh: optionalNumber('Speed limit', L.speedLimitMinKmh, L.speedLimitMaxKmh, 'km/h').default(null),
    temperatureRange: temperatureRangeSchema.nullable().default(null),
    implementWidthM: optionalNumber('Implement width', L.implementWidthMinM, L.implementWidthMaxM, 'm').default(null),
    odometerOffsetKm: z
      .number({ error: `Odometer offset must be a number from -${L.odometerOffsetMaxKm} to ${L.odometerOffsetMaxKm} km.` })
      .min(-L.odometerOffsetMaxKm, `Odometer offset must be a number from -${L.odometerOffsetMaxKm} to ${L.odometerOffsetMaxKm} km.`)
      .max(L.odometerOffsetMaxKm, `Odometer offset must be a number from -${L.odometerOffsetMaxKm} to ${L.odometerOffsetMaxKm} km.`)
      .default(0),
    engineHoursOffsetH: z
      .number({ error: `Engine hours offset must be a number from -${L.engineHoursOffsetMaxH} to ${L.engineHoursOffsetMaxH} h.` })
      .min(-L.engineHoursOffsetMaxH, `Engine hours offset must be a number from -${L.engineHoursOffsetMaxH} to ${L.engineHoursOffsetMaxH} h.`)
      .max(L.engineHoursOffsetMaxH, `Engine hours offset must be a number from -${L.engineHoursOffsetMaxH} to ${L.engineHoursOffsetMaxH} h.`)
      .default(0),
  },
  { error: 'The body must be an asset: {"name": ..., "type": ...}.' },
);
/** What the form sends (defaults may be left out). */
export type AssetInput = z.input<typeof assetInputSchema>;
/** What the server stores. */
export type AssetFields = z.output<typeof assetInputSchema>;

/** An asset group's name (create and rename). */
export const assetGroupInputSchema = z.object({ name: nameText('Group name', L.groupNameMax) }, { error: 'The body must be {"name": "<group name>"}.' });
export type AssetGroupInput = z.infer<typeof assetGroupInputSchema>;

/** A device claim: the identifier typed from the label, and the asset it is fitted to. */
export const deviceClaimSchema = z.object(
  { identifier: deviceIdentifierSchema, assetId: idSchema('assetId') },
  { error: 'The body must be {"identifier": "<IMEI or id>", "assetId": <asset id>}.' },
);
export type DeviceClaim = z.input<typeof deviceClaimSchema>;

/** An asset as the administration lists it (GET /v2/assets/:id and the admin list). */
export const adminAssetSchema = z.strictObject({
  assetId: z.number(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  groupId: z.number().nullable(),
  /** The group's name, 'Ungrouped' without one. */
  groupName: z.string(),
  /** Plate or registration number; null without one. */
  plate: z.string().nullable(),
  /** Map icon. */
  iconType: z.string(),
  /** The tracker fitted to the asset; null without one. */
  deviceIdentifier: z.string().nullable(),
  /** Fuel tank size, litres; null when not set. */
  fuelTankL: z.number().nullable(),
  fuelType: z.enum(FUEL_TYPES).nullable(),
  /** The asset's own overspeed limit, km/h; null: the company's. */
  speedLimitKmh: z.number().nullable(),
  /** The Temperature report's range, °C; null: the default (chilled, 2-8 °C). */
  temperatureRange: z.strictObject(assetTemperatureRangeSchema.shape).nullable(),
  /** Implement (working) width of the PTO analysis, metres; null: the default. */
  implementWidthM: z.number().nullable(),
  /** Added to the tracker's odometer, km. */
  odometerOffsetKm: z.number(),
  /** Added to the tracker's engine hours, h. */
  engineHoursOffsetH: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AdminAsset = z.infer<typeof adminAssetSchema>;

/**
 * An asset as GET /v2/assets lists it: the selector's summary (`AssetSummary`) with its setup fields (`AdminAsset`).
 * Some come twice under two names: `assetName` is `name`, `assetGroup` is `groupName`, and `unitId` is
 * `deviceIdentifier` but '' (not null) without a tracker.
 */
export const listedAssetSchema = z.strictObject({ ...adminAssetSchema.shape, ...assetSummarySchema.shape });
export type ListedAsset = z.infer<typeof listedAssetSchema>;

/** GET /v2/assets: the assets the caller may see, each with its setup fields. */
export const assetsResponseSchema = z.strictObject({ success: z.literal(true), assets: z.array(listedAssetSchema) });
export type AssetsResponse = z.infer<typeof assetsResponseSchema>;

/** GET /v2/assets/:id: one asset the caller may see. */
export const assetResponseSchema = z.strictObject({ success: z.literal(true), asset: adminAssetSchema });
export type AssetResponse = z.infer<typeof assetResponseSchema>;

/** POST /v2/assets and PUT /v2/assets/:id: the asset as written, the tracker's kept records moved to it, the text to show. */
export const assetSavedResponseSchema = z.strictObject({
  success: z.literal(true),
  asset: adminAssetSchema,
  /** Records a newly fitted tracker had kept (sent while on no asset) that moved to the asset; 0 otherwise. */
  moved: z.number(),
  message: z.string(),
});
export type AssetSavedResponse = z.infer<typeof assetSavedResponseSchema>;

/** An asset group with how many (not deleted) assets it holds. */
export const adminAssetGroupSchema = z.strictObject({
  groupId: z.number(),
  name: z.string(),
  /** Assets in the group, deleted ones not counted. */
  assetCount: z.number(),
});
export type AdminAssetGroup = z.infer<typeof adminAssetGroupSchema>;

/** GET /v2/asset-groups: the company's groups by name. */
export const assetGroupsResponseSchema = z.strictObject({ success: z.literal(true), groups: z.array(adminAssetGroupSchema) });
export type AssetGroupsResponse = z.infer<typeof assetGroupsResponseSchema>;

/** POST /v2/asset-groups and PUT /v2/asset-groups/:id: the group added or renamed, and the text to show. */
export const assetGroupSavedResponseSchema = z.strictObject({ success: z.literal(true), group: adminAssetGroupSchema, message: z.string() });
export type AssetGroupSavedResponse = z.infer<typeof assetGroupSavedResponseSchema>;

/** A device of the company as GET /v2/devices lists it. */
export const adminDeviceSchema = z.object({
  identifier: z.string(),
  protocol: z.string(),
  model: z.string(),
  /** Reported by the device; null when it never said. */
  firmware: z.string().nullable(),
  /** ms since epoch, null before the first message. */
  lastSeen: z.number().nullable(),
  assetId: z.number().nullable(),
  assetName: z.string().nullable(),
  /** Records waiting for the device to be fitted to an asset. */
  backlog: z.number(),
});
export type AdminDevice = z.infer<typeof adminDeviceSchema>;

/** GET /v2/devices and GET /v2/devices/unknown: the company's devices (all, or those fitted to no asset). */
export const devicesResponseSchema = z.object({ success: z.literal(true), devices: z.array(adminDeviceSchema) });

/** Texts of the administration, used verbatim by the server, the web app and the tests. */
export const ADMIN_TEXTS = {
  assetCreated: (name: string) => `Asset ${name} added.`,
  assetUpdated: (name: string) => `Asset ${name} saved.`,
  assetDeleted: (name: string) => `Asset ${name} deleted. Its history stays in reports.`,
  assetPurged: (name: string) => `Asset ${name} and all its history were deleted for good.`,
  assetNameTaken: (name: string) => `Your company already has an asset named ${name}. Choose another name.`,
  assetNotFound: 'This asset does not exist in your company (it may have been deleted).',
  deviceOnOtherAsset: (identifier: string, asset: string) => `Device ${identifier} is fitted to ${asset}. Detach it there first.`,
  deviceTaken: (identifier: string) =>
    `Device ${identifier} is registered to another company. Check the identifier on the device's label; if the device is yours, ask that company to release it.`,
  deviceClaimed: (identifier: string, asset: string) => `Device ${identifier} is now fitted to ${asset}.`,
  deviceDetached: (identifier: string) => `Device ${identifier} detached. Its next messages wait until you fit it to an asset.`,
  deviceNotFound: (identifier: string) => `Your company has no device ${identifier}.`,
  groupCreated: (name: string) => `Group ${name} added.`,
  groupRenamed: (name: string) => `Group renamed to ${name}.`,
  groupDeleted: (name: string, moved: number) => `Group ${name} deleted; ${moved} asset${moved === 1 ? '' : 's'} moved to no group.`,
  groupNameTaken: (name: string) => `Your company already has a group named ${name}.`,
  groupNotFound: 'This group does not exist in your company.',
  importUserExists: 'A user with this username exists: left as it is (edit users in the Users tab).',
  importUserMail: 'Gets a mail with a link to set their password.',
  importGroupsForClients: 'Only a Client is given groups (an Administrator sees every asset).',
  confirmDeleteAsset: (name: string) => `Delete ${name}? It leaves the lists and its tracker is detached; its trips and reports stay.`,
  confirmPurgeAsset: (name: string) => `Delete ${name} and all its positions, events and receipts for good? This cannot be undone.`,
  confirmDeleteGroup: (name: string) => `Delete group ${name}? Its assets stay, in no group.`,
  confirmDetach: (identifier: string) => `Detach device ${identifier}? Its messages wait until you fit it to an asset again.`,
  emptyAssets: 'No assets yet. Add your first asset, or import a list from a CSV or Excel file.',
  emptyGroups: 'No groups yet. Add a group to sort your assets (for example by depot or customer).',
  emptyDevices: 'No trackers yet. Type the identifier printed on a tracker (its IMEI) to fit it to an asset.',
  noMatch: 'Nothing matches your search.',
  saveFailed: 'Could not save. Check your connection and try again.',
  importChecked: (rows: number) => `${rows} row${rows === 1 ? '' : 's'} checked: no problems. Import them to write.`,
  importProblems: (rows: number) => `${rows} row${rows === 1 ? ' has' : 's have'} problems; nothing was written. Fix the file and check again.`,
  importDone: (created: number, updated: number) => `Imported: ${created} added, ${updated} updated.`,
  importEmpty: 'The file has no rows under its header.',
  importTooBig: `The file is larger than ${L.importMaxBytes / 1_000_000} MB. Split it into smaller files.`,
  importTooManyRows: `The file has more than ${L.importMaxRows} rows. Split it into smaller files.`,
  importUnreadable: 'The file could not be read. Send a CSV file (UTF-8, comma or semicolon separated) or an Excel .xlsx file.',
  importMissingColumns: (columns: readonly string[]) => `The header row lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}.`,
  importUnknownKind: (kind: string, kinds: readonly string[]) => `Nothing can be imported as ${kind}; choose one of ${kinds.join(', ')}.`,
  importDuplicateInFile: (value: string, row: number) => `${value} is already on row ${row} of the file.`,
  importGroupMissing: (name: string) => `Group ${name} does not exist; it will be created.`,
} as const;

/** DELETE /v2/assets/:id: the asset deleted (or purged with its history) and the trackers it no longer has. */
export const assetDeletedResponseSchema = z.object({ success: z.literal(true), assetId: z.number(), purged: z.boolean(), detached: z.array(z.string()), message: z.string() });
/** DELETE /v2/asset-groups/:id: the group deleted and how many assets left it. */
export const assetGroupDeletedResponseSchema = z.object({ success: z.literal(true), groupId: z.number(), moved: z.number(), message: z.string() });
/** POST /v2/devices/:identifier/assign: the tracker fitted to the asset, and how many kept records moved to it. */
export const deviceAssignedResponseSchema = z.object({ success: z.literal(true), identifier: z.string(), assetId: z.number(), moved: z.number(), message: z.string() });
export type DeviceAssignedResponse = z.infer<typeof deviceAssignedResponseSchema>;
/** POST /v2/devices/:identifier/unassign: the tracker detached from its asset. */
export const deviceDetachedResponseSchema = z.object({ success: z.literal(true), identifier: z.string(), assetId: z.null(), message: z.string() });
