import {
  ADMIN_TEXTS,
  ASSET_COLUMNS,
  REQUIRED_COLUMNS,
  assetGroupInputSchema,
  assetInputSchema,
  type AdminAsset,
  type AssetFields,
  type ImportProblem,
  type ImportRowResult,
} from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findAdminAsset, listAdminAssets, writeAsset } from '../asset-admin';
import { createGroup } from '../group-admin';
import type { ImportKindHandler, ImportPlan } from './import-kind';
import type { TableRow } from './read-table';

type Column = (typeof ASSET_COLUMNS)[number];

/** The column a schema issue is about (the file's header names, not the API's). */
function columnOf(path: readonly PropertyKey[]): Column {
  const [field, sub] = path;
  switch (field) {
    case 'groupId':
      return 'group';
    case 'iconType':
      return 'icon';
    case 'deviceIdentifier':
      return 'device_identifier';
    case 'fuelTankL':
      return 'fuel_tank_l';
    case 'fuelType':
      return 'fuel_type';
    case 'speedLimitKmh':
      return 'speed_limit_kmh';
    case 'temperatureRange':
      return sub === 'min' ? 'temperature_min_c' : sub === 'max' ? 'temperature_max_c' : 'temperature_profile';
    case 'implementWidthM':
      return 'implement_width_m';
    case 'odometerOffsetKm':
      return 'odometer_offset_km';
    case 'engineHoursOffsetH':
      return 'engine_hours_offset_h';
    case 'type':
      return 'type';
    case 'plate':
      return 'plate';
    default:
      return 'name';
  }
}

/** A number cell: empty is `empty`, a decimal (point or comma) a number, anything else stays text (the schema refuses it). */
const numberCell = (text: string | undefined, empty: null | undefined): number | string | null | undefined => {
  const v = (text ?? '').trim();
  if (v === '') return empty;
  return /^-?\d+([.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : v;
};
const textCell = (text: string | undefined) => ((text ?? '').trim() === '' ? null : (text ?? '').trim());

/** The API's body for a row (the group is resolved by name apart). */
export function rowToInput(cells: Readonly<Record<string, string>>): Record<string, unknown> {
  const profile = (cells['temperature_profile'] ?? '').trim().toLowerCase();
  return {
    name: cells['name'] ?? '',
    type: (cells['type'] ?? '').trim().toLowerCase(),
    groupId: null,
    plate: textCell(cells['plate']),
    ...(textCell(cells['icon']) ? { iconType: textCell(cells['icon']) } : {}),
    deviceIdentifier: textCell(cells['device_identifier']),
    fuelTankL: numberCell(cells['fuel_tank_l'], null),
    fuelType: textCell(cells['fuel_type'])?.toLowerCase() ?? null,
    speedLimitKmh: numberCell(cells['speed_limit_kmh'], null),
    temperatureRange:
      profile === ''
        ? null
        : { profile, ...(profile === 'custom' ? { min: numberCell(cells['temperature_min_c'], undefined), max: numberCell(cells['temperature_max_c'], undefined) } : {}) },
    implementWidthM: numberCell(cells['implement_width_m'], null),
    odometerOffsetKm: numberCell(cells['odometer_offset_km'], undefined),
    engineHoursOffsetH: numberCell(cells['engine_hours_offset_h'], undefined),
  };
}

/** An asset as a row of the export (and of a file that re-imports it unchanged). */
export function assetToRow(asset: Pick<AdminAsset, Exclude<keyof AdminAsset, 'assetId' | 'createdAt' | 'groupId'>>, groupName: string | null): Record<Column, string | number> {
  const range = asset.temperatureRange;
  return {
    name: asset.name,
    type: asset.type,
    group: groupName ?? '',
    plate: asset.plate ?? '',
    icon: asset.iconType,
    device_identifier: asset.deviceIdentifier ?? '',
    fuel_tank_l: asset.fuelTankL ?? '',
    fuel_type: asset.fuelType ?? '',
    speed_limit_kmh: asset.speedLimitKmh ?? '',
    temperature_profile: range?.profile ?? '',
    temperature_min_c: range?.profile === 'custom' ? range.min : '',
    temperature_max_c: range?.profile === 'custom' ? range.max : '',
    implement_width_m: asset.implementWidthM ?? '',
    odometer_offset_km: asset.odometerOffsetKm,
    engine_hours_offset_h: asset.engineHoursOffsetH,
  };
}

const textRow = (row: Record<string, string | number>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)]));

interface PlannedRow {
  result: ImportRowResult;
  fields?: AssetFields;
  groupName: string | null;
  existing?: AdminAsset;
}

async function plan(db: Kysely<DB>, tenantId: string, rows: readonly TableRow[]): Promise<ImportPlan> {
  const assets = await listAdminAssets(db, tenantId);
  const byName = new Map(assets.map((a) => [a.name.toLowerCase(), a]));
  const groups = await db.selectFrom('asset_groups').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
  const groupByName = new Map(groups.map((g) => [g.name.toLowerCase(), g]));
  const identifiers = [...new Set(rows.map((r) => (r.cells['device_identifier'] ?? '').trim()).filter(Boolean))];
  const otherCompanies = new Set(
    identifiers.length === 0
      ? []
      : (await db.selectFrom('devices').select('identifier').where('identifier', 'in', identifiers).where('tenant_id', '<>', tenantId).execute()).map((d) => d.identifier),
  );
  const ownDevices = new Map(
    identifiers.length === 0
      ? []
      : (await db.selectFrom('devices').select(['identifier', 'asset_id']).where('identifier', 'in', identifiers).where('tenant_id', '=', tenantId).execute()).map((d) => [d.identifier, d.asset_id]),
  );
  const assetById = new Map(assets.map((a) => [a.assetId, a]));
  const holderOf = (identifier: string) => assets.find((a) => a.deviceIdentifier === identifier) ?? assetById.get(ownDevices.get(identifier) ?? -1);

  const seenNames = new Map<string, number>();
  const seenIdentifiers = new Map<string, number>();
  const newGroups = new Map<string, string>();
  const planned: PlannedRow[] = rows.map(({ row, cells: given }) => {
    const problems: ImportProblem[] = [];
    const notes: string[] = [];
    const name = (given['name'] ?? '').trim();
    // A column the file does not have keeps the asset's value (a file of names and plates clears no tracker).
    const current = byName.get(name.toLowerCase());
    const cells = current ? { ...textRow(assetToRow(current, current.groupId === null ? null : current.groupName)), ...given } : given;
    const parsed = assetInputSchema.safeParse(rowToInput(cells));
    if (!parsed.success) {
      const byColumn = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const column = columnOf(issue.path);
        if (!byColumn.has(column)) byColumn.set(column, issue.message);
      }
      for (const [field, message] of byColumn) problems.push({ field, message });
    }
    const groupCell = (cells['group'] ?? '').trim();
    let groupName: string | null = null;
    if (groupCell !== '') {
      const group = assetGroupInputSchema.safeParse({ name: groupCell });
      if (!group.success) problems.push({ field: 'group', message: group.error.issues[0]?.message ?? ADMIN_TEXTS.groupNotFound });
      else {
        const known = groupByName.get(group.data.name.toLowerCase());
        groupName = known?.name ?? group.data.name;
        if (!known) {
          if (!newGroups.has(groupName.toLowerCase())) notes.push(ADMIN_TEXTS.importGroupMissing(groupName));
          newGroups.set(groupName.toLowerCase(), groupName);
        }
      }
    }
    if (name !== '') {
      const first = seenNames.get(name.toLowerCase());
      if (first !== undefined) problems.push({ field: 'name', message: ADMIN_TEXTS.importDuplicateInFile(name, first) });
      else seenNames.set(name.toLowerCase(), row);
    }
    const existing = byName.get(name.toLowerCase());
    const identifier = parsed.success ? parsed.data.deviceIdentifier : null;
    if (identifier !== null) {
      const first = seenIdentifiers.get(identifier);
      if (first !== undefined) problems.push({ field: 'device_identifier', message: ADMIN_TEXTS.importDuplicateInFile(identifier, first) });
      else seenIdentifiers.set(identifier, row);
      const holder = holderOf(identifier);
      if (otherCompanies.has(identifier)) problems.push({ field: 'device_identifier', message: ADMIN_TEXTS.deviceTaken(identifier) });
      else if (holder && holder.assetId !== existing?.assetId) problems.push({ field: 'device_identifier', message: ADMIN_TEXTS.deviceOnOtherAsset(identifier, holder.name) });
    }
    let action: ImportRowResult['action'] = existing ? 'update' : 'create';
    if (problems.length > 0) action = 'invalid';
    else if (existing && parsed.success && JSON.stringify(assetToRow({ ...parsed.data, groupName: '' }, groupName)) === JSON.stringify(assetToRow(existing, existing.groupId === null ? null : existing.groupName))) {
      action = 'unchanged';
    }
    return { result: { row, name, action, problems, notes }, ...(parsed.success ? { fields: parsed.data } : {}), groupName, ...(existing ? { existing } : {}) };
  });

  return {
    rows: planned.map((p) => p.result),
    apply: async (trx, actor) => {
      const groupIds = new Map([...groupByName].map(([k, g]) => [k, g.id]));
      for (const [key, name] of newGroups) groupIds.set(key, (await createGroup(trx, { tenantId, actor, name, via: 'import' })).groupId);
      const claimed: { identifier: string; assetId: number }[] = [];
      const detached: string[] = [];
      for (const p of planned) {
        if (!p.fields || (p.result.action !== 'create' && p.result.action !== 'update')) continue;
        const fields = { ...p.fields, groupId: p.groupName === null ? null : (groupIds.get(p.groupName.toLowerCase()) ?? null) };
        // Read again inside the transaction: the file's check ran before the company's lock was taken.
        const existing = p.existing && (await findAdminAsset(trx, tenantId, p.existing.assetId));
        const written = await writeAsset(trx, { tenantId, actor, fields, via: 'import', checked: true, ...(existing ? { existing } : {}) });
        if (written.claimed) claimed.push({ identifier: written.claimed, assetId: written.asset.assetId });
        detached.push(...written.detached);
      }
      return { claimed, detached };
    },
  };
}

/** Assets: one row per asset, matched to the company's by name (update) or added. */
export const assetImport: ImportKindHandler = {
  columns: ASSET_COLUMNS,
  required: REQUIRED_COLUMNS.assets,
  plan,
  exportRows: async (db, tenantId) => (await listAdminAssets(db, tenantId)).map((a) => assetToRow(a, a.groupId === null ? null : a.groupName)),
};
