import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';

/** The kinds of object the audit log names. */
export const AUDIT_OBJECT_KINDS = ['user', 'company', 'asset', 'asset-group', 'device', 'poi', 'session', 'share-link', 'vessel', 'vessel-zone', 'device-command'] as const;
export type AuditObjectKind = (typeof AUDIT_OBJECT_KINDS)[number];

/** Actions the audit log records (others may be added by later features: the column is free text). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'disable', 'enable', 'password-reset', 'suspend', 'reactivate', 'support-visit', 'import', 'revoke', 'send'] as const;

/** Audit page sizes. */
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

/** Texts of the audit log. */
export const AUDIT_TEXTS = {
  fromInvalid: 'From must be a date and time (ISO 8601).',
  toInvalid: 'To must be a date and time (ISO 8601).',
  rangeInvalid: 'From must be before To.',
  actorInvalid: `Actor must be at most ${FIELD_LIMITS.searchMax} characters.`,
  kindInvalid: `Object kind must be one of ${AUDIT_OBJECT_KINDS.join(', ')}.`,
  actionInvalid: 'Action must be at most 40 characters.',
  textInvalid: `Search text must be at most ${FIELD_LIMITS.searchMax} characters.`,
  pageInvalid: 'Page must be a whole number from 1 to 100000.',
  pageSizeInvalid: `Page size must be one of ${AUDIT_PAGE_SIZES.join(', ')}.`,
  empty: 'Nothing recorded yet: changes to users, settings, assets and devices appear here.',
  emptyFiltered: 'No entry matches these filters. Widen the time range or clear a filter.',
} as const;

const time = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine((v) => !Number.isNaN(Date.parse(v)), message)
    .transform((v) => new Date(v).toISOString());

/** GET /v2/audit query: every filter optional; newest first, paged. */
export const auditQuerySchema = z
  .object({
    from: time(AUDIT_TEXTS.fromInvalid).optional(),
    to: time(AUDIT_TEXTS.toInvalid).optional(),
    actor: z.string({ error: AUDIT_TEXTS.actorInvalid }).trim().max(FIELD_LIMITS.searchMax, AUDIT_TEXTS.actorInvalid).optional(),
    objectKind: z.enum(AUDIT_OBJECT_KINDS, { error: AUDIT_TEXTS.kindInvalid }).optional(),
    action: z.string({ error: AUDIT_TEXTS.actionInvalid }).trim().max(40, AUDIT_TEXTS.actionInvalid).optional(),
    q: z.string({ error: AUDIT_TEXTS.textInvalid }).trim().max(FIELD_LIMITS.searchMax, AUDIT_TEXTS.textInvalid).optional(),
    page: z.coerce.number({ error: AUDIT_TEXTS.pageInvalid }).int(AUDIT_TEXTS.pageInvalid).min(1, AUDIT_TEXTS.pageInvalid).max(100_000, AUDIT_TEXTS.pageInvalid).default(1),
    pageSize: z.coerce
      .number({ error: AUDIT_TEXTS.pageSizeInvalid })
      .refine((v) => (AUDIT_PAGE_SIZES as readonly number[]).includes(v), AUDIT_TEXTS.pageSizeInvalid)
      .default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_TEXTS.rangeInvalid, path: ['from'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

/** One audit entry as GET /v2/audit answers it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  objectKind: z.string(),
  objectId: z.string().nullable(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /v2/audit answer. */
export const auditPageSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
