import type { ImportRowResult } from '@fleet/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AuditActor } from '../../audit/audit-log';
import type { DB } from '../../db/schema';
import type { AccountMail } from '../../mail/account-mailer';
import type { PasswordLinkOptions } from '../users-service';
import type { TableRow } from './read-table';

/** The rows' outcome and, when no row has a problem, how to write them. */
export interface ImportPlan {
  rows: ImportRowResult[];
  /**
   * Writes every row inside the caller's transaction (company lock taken, audit entries written by the kind).
   * @returns the trackers claimed (identifier, asset id), whose kept records move after the commit
   */
  apply: (trx: Transaction<DB>, actor: AuditActor, env: ImportEnv) => Promise<ImportWritten>;
}

/** What writing needs beyond the transaction: where set-password links of new users point. */
export interface ImportEnv {
  links: PasswordLinkOptions;
}

/** What a written import leaves to do after the commit. */
export interface ImportWritten {
  /** Trackers claimed (identifier, asset id), whose kept records move. */
  claimed: { identifier: string; assetId: number }[];
  /** Trackers detached. */
  detached: string[];
  /** Account mails to send (new users' set-password links). */
  mails?: AccountMail[];
}

/**
 * One kind of list the administration imports and exports (IMPORT_REGISTRY in import-service.ts lists them). To add one:
 * 1. add its name to IMPORT_KINDS and its columns to @fleet/domain (admin/import.ts), so the web knows them;
 * 2. write a module like asset-import.ts: `columns` (the export's header, which the import reads back), `plan` (check
 *    every row against the company's data without writing: a problem per field, with the column's name, and an
 *    `apply` that writes through the same service functions as the kind's routes, with their audit entries) and
 *    `exportRows` (the company's list as rows of those columns);
 * 3. register it in IMPORT_REGISTRY. The route (POST /v2/import/:kind, GET /v2/export/:kind), the file reading, the
 *    limits, the dry run and the all-or-nothing transaction are shared and need no change.
 */
export interface ImportKindHandler {
  /** The columns of the export, in order (the import reads them back by name, in any order). */
  columns: readonly string[];
  /** Columns a file must have. */
  required: readonly string[];
  plan: (db: Kysely<DB>, tenantId: string, rows: readonly TableRow[]) => Promise<ImportPlan>;
  exportRows: (db: Kysely<DB>, tenantId: string) => Promise<Record<string, string | number>[]>;
}
