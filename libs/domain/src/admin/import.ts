/**
 * Import and export of the administration's lists (CSV or Excel): the columns each kind reads and writes (an export
 * re-imports as it is), and the answer of an import, dry run or not.
 */
import { z } from 'zod';

/** The kinds of list the server imports and exports (see the server's registry). */
export const IMPORT_KINDS = ['assets', 'groups', 'users'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Export formats. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Columns of the assets list, in order. `name` and `type` are required; empty cells are "none" (0 for the offsets).
 * A row whose name matches an asset of the company updates it; any other row adds one. A group that does not exist
 * is created. temperature_profile is frozen, chilled or custom (then with min and max °C).
 */
export const ASSET_COLUMNS = [
  'name',
  'type',
  'group',
  'plate',
  'icon',
  'device_identifier',
  'fuel_tank_l',
  'fuel_type',
  'speed_limit_kmh',
  'temperature_profile',
  'temperature_min_c',
  'temperature_max_c',
  'implement_width_m',
  'odometer_offset_km',
  'engine_hours_offset_h',
] as const;

/** Columns of the groups list: a name per row; names the company already has are left as they are. */
export const GROUP_COLUMNS = ['name'] as const;

/**
 * Columns of the users list. A row whose username the company already has is left as it is (edit users in the Users
 * tab); any other row adds a user, who gets a mail with a link to set their password (a file never carries passwords).
 * `role` is Administrator or Client; `pages`, `permissions` and `groups` (a Client's asset groups, by name) are lists
 * separated by `;`; `status` is active (default) or disabled.
 */
export const USER_COLUMNS = ['username', 'email', 'display_name', 'role', 'pages', 'permissions', 'groups', 'status'] as const;

/** The separator of list cells (pages, permissions, groups). */
export const IMPORT_LIST_SEPARATOR = ';';

/** Columns a file must have, per kind. */
export const REQUIRED_COLUMNS: Readonly<Record<ImportKind, readonly string[]>> = {
  assets: ['name', 'type'],
  groups: ['name'],
  users: ['username', 'email', 'display_name', 'role'],
};

/** One problem of a row: the column and what is wrong. */
export const importProblemSchema = z.strictObject({
  /** The column (as in the file's header row). */
  field: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** What the import does (or would do) with one row of the file. */
export const importRowResultSchema = z.strictObject({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number(),
  /** The asset or group name of the row, or the username (users). */
  name: z.string(),
  action: z.enum(['create', 'update', 'unchanged', 'invalid']),
  problems: z.array(importProblemSchema),
  /** Notes that are no problems (a group that will be created). */
  notes: z.array(z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

const count = z.number();

/** The answer of POST /v2/import/:kind (its `result`). */
export const importResultSchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  /** False when any row has a problem: then nothing was written. */
  ok: z.boolean(),
  /** Whether the rows were written (not a dry run, no problem). */
  written: z.boolean(),
  rows: z.array(importRowResultSchema),
  /** Rows by action. */
  counts: z.strictObject({ create: count, update: count, unchanged: count, invalid: count }),
  /** A problem with the file as a whole (no header, unreadable), null otherwise. */
  fileProblem: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** POST /v2/import/:kind: what the import did (or, a dry run, would do) with every row. */
export const importResponseSchema = z.strictObject({ success: z.literal(true), result: importResultSchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;
