import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** Who made a change: a user of the company, or the installation's operator (no user id). */
export interface AuditActor {
  userId: string | null;
  /** As shown in the log: "Ana Admin (ana)" or "Installation operator (ops@example.com)". */
  name: string;
}

/** One audit entry to write. */
export interface AuditEntryInput {
  tenantId: string;
  actor: AuditActor;
  action: string;
  objectKind: string;
  objectId?: string | number | null;
  summary: string;
  /** Changed fields (before / after); never passwords, tokens or secrets. */
  details?: Record<string, unknown>;
}

/**
 * Writes one entry of the company's audit log. Pass the transaction that makes the change, so that the change and
 * its entry are committed together (or neither).
 */
export async function writeAudit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      tenant_id: entry.tenantId,
      actor_id: entry.actor.userId,
      actor_name: entry.actor.name,
      action: entry.action,
      object_kind: entry.objectKind,
      object_id: entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
      summary: entry.summary,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/** The fields of `after` whose values differ from `before`, as `{ field: { from, to } }`. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
