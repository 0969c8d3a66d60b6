import { ERROR_CODES } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';

/**
 * Serializes the company's asset and group changes for the rest of the transaction (an advisory lock on the
 * company), so that two Administrators adding "Truck 7" at once get one asset and one 409, never two.
 */
export async function lockCompanyAssets(trx: Kysely<DB>, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`assets:${tenantId}`}))`.execute(trx);
}

/** 409 DUPLICATE with the text. */
export const duplicate = (message: string) => new HttpError(409, ERROR_CODES.duplicate, message);
