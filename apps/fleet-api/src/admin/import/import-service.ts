import { ADMIN_TEXTS, IMPORT_KINDS, type ExportFormat, type ImportKind, type ImportResult, type ImportRowResult } from '@fleet/domain';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import Papa from 'papaparse';
import type { AppContext } from '../../app-context';
import { writeAudit } from '../../audit/audit-log';
import type { AuthContext } from '../../auth/auth-plugin';
import { actorOf, lockCompanyAssets } from '../admin-actor';
import { assetImport } from './asset-import';
import { groupImport } from './group-import';
import { userImport } from './user-import';
import type { ImportKindHandler } from './import-kind';
import { readTable } from './read-table';

/** The parts of the server's context this module uses. */
export type ImportContext = Pick<AppContext, 'config' | 'db' | 'devices' | 'mailer' | 'now'>;

/** The kinds of list, by name (see ImportKindHandler for how to add one). */
export const IMPORT_REGISTRY: Readonly<Record<ImportKind, ImportKindHandler>> = {
  assets: assetImport,
  groups: groupImport,
  users: userImport,
};

/** The audit log's object kind of each list. */
const AUDIT_KIND: Readonly<Record<ImportKind, string>> = { assets: 'asset', groups: 'asset-group', users: 'user' };

/** Whether `kind` names a registered kind. */
export const isImportKind = (kind: string): kind is ImportKind => (IMPORT_KINDS as readonly string[]).includes(kind);

const countsOf = (rows: readonly ImportRowResult[]) => ({
  create: rows.filter((r) => r.action === 'create').length,
  update: rows.filter((r) => r.action === 'update').length,
  unchanged: rows.filter((r) => r.action === 'unchanged').length,
  invalid: rows.filter((r) => r.action === 'invalid').length,
});

const fileProblem = (kind: ImportKind, dryRun: boolean, problem: string): ImportResult => ({
  kind,
  dryRun,
  ok: false,
  written: false,
  rows: [],
  counts: { create: 0, update: 0, unchanged: 0, invalid: 0 },
  fileProblem: problem,
});

/**
 * Imports a CSV or .xlsx file of `kind` for the caller's company: every row is checked first (each problem with its
 * column); with `dryRun`, or when any row has a problem, nothing is written; otherwise every row is written in one
 * transaction with the audit entries of each change and one for the import (all or nothing).
 */
export async function runImport(ctx: ImportContext, caller: AuthContext, kind: ImportKind, bytes: Uint8Array, dryRun: boolean, log: Pick<FastifyBaseLogger, 'error'>): Promise<ImportResult> {
  const handler = IMPORT_REGISTRY[kind];
  const table = await readTable(bytes);
  if (!table.ok) return fileProblem(kind, dryRun, table.problem);
  const missing = handler.required.filter((c) => !table.columns.includes(c));
  if (missing.length > 0) return fileProblem(kind, dryRun, ADMIN_TEXTS.importMissingColumns(missing));

  const first = await handler.plan(ctx.db, caller.tenantId, table.rows);
  const ok = first.rows.every((r) => r.problems.length === 0);
  if (dryRun || !ok) return { kind, dryRun, ok, written: false, rows: first.rows, counts: countsOf(first.rows), fileProblem: null };

  const actor = await actorOf(ctx.db, caller);
  const { rows, trackers } = await ctx.db.transaction().execute(async (trx) => {
    await lockCompanyAssets(trx, caller.tenantId);
    // Checked again under the company's lock, so that nothing another change did meanwhile slips through.
    const locked = await handler.plan(trx, caller.tenantId, table.rows);
    if (locked.rows.some((r) => r.problems.length > 0)) return { rows: locked.rows, trackers: null };
    const written = await locked.apply(trx, actor, { links: { publicUrl: ctx.config.publicUrl, ttlS: ctx.config.resetTokenTtlS, now: ctx.now } });
    const counts = countsOf(locked.rows);
    await writeAudit(trx, {
      tenantId: caller.tenantId,
      actor,
      action: 'import',
      objectKind: AUDIT_KIND[kind],
      summary: `Imported ${kind}: ${counts.create} added, ${counts.update} updated, ${counts.unchanged} unchanged`,
      details: counts,
    });
    return { rows: locked.rows, trackers: written };
  });
  if (!trackers) return { kind, dryRun, ok: false, written: false, rows, counts: countsOf(rows), fileProblem: null };
  for (const identifier of trackers.detached) ctx.devices.detached(identifier);
  for (const { identifier, assetId } of trackers.claimed) await ctx.devices.claimed(identifier, assetId);
  // New users' set-password mails, once their accounts are committed (a failed send does not undo the import).
  for (const mail of trackers.mails ?? []) {
    ctx.mailer.send(mail).catch((err: unknown) => log.error({ err, kind: mail.kind }, 'account mail failed'));
  }
  return { kind, dryRun, ok: true, written: true, rows, counts: countsOf(rows), fileProblem: null };
}

/** The company's list of `kind` as a file the import reads back: CSV (UTF-8 with BOM, for Excel) or .xlsx. */
export async function exportList(ctx: ImportContext, tenantId: string, kind: ImportKind, format: ExportFormat): Promise<Buffer> {
  const handler = IMPORT_REGISTRY[kind];
  const rows = await handler.exportRows(ctx.db, tenantId);
  const columns = [...handler.columns];
  if (format === 'csv') {
    // Cells that a spreadsheet would run as a formula (=, +, -, @) are quoted with a leading apostrophe, except numbers.
    const safe = rows.map((r) => columns.map((c) => guardFormula(r[c] ?? '')));
    return Buffer.from(`\uFEFF${Papa.unparse({ fields: columns, data: safe }, { newline: '\r\n' })}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind);
  sheet.addRow(columns);
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(columns.map((c) => r[c] ?? ''));
  columns.forEach((c, i) => (sheet.getColumn(i + 1).width = Math.max(12, c.length + 2)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A text starting a formula, prefixed with an apostrophe (CSV injection); numbers stay as they are. */
export function guardFormula(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
}
