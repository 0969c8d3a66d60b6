import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';

/** Texts of the installation operator's pages. */
export const OPERATOR_TEXTS = {
  companyNameRequired: 'Company name is required.',
  companyNameTooLong: `Company name must be at most ${FIELD_LIMITS.nameMax} characters.`,
  statusInvalid: 'Status must be active or suspended.',
  tenantIdInvalid: 'tenantId must be a company id (a UUID).',
  created: (name: string, email: string) => `Company ${name} created. We mailed ${email} a link to set their password.`,
  suspended: (name: string) => `Company ${name} suspended: nobody of it can sign in.`,
  reactivated: (name: string) => `Company ${name} is active again.`,
  confirmSuspend: (name: string) => `Suspend ${name}? Everyone of it is signed out and cannot sign in; its devices keep reporting and nothing is deleted.`,
  noAdministrator: 'This company has no active Administrator to act as.',
  banner: (company: string, operator: string) => `Support session: ${operator} is acting as Administrator of ${company}. Everything you change is written to its audit log.`,
  endSupport: 'End support session',
  empty: 'No companies yet. Create the first with “Create company”.',
  notOperator: 'Only the installation’s operator may use this page.',
} as const;

/** POST /v2/operator/companies: a company and its first Administrator (who gets the password-set mail). */
export const newCompanySchema = z.object(
  {
    name: z.string({ error: OPERATOR_TEXTS.companyNameRequired }).trim().min(1, OPERATOR_TEXTS.companyNameRequired).max(FIELD_LIMITS.nameMax, OPERATOR_TEXTS.companyNameTooLong),
    adminEmail: z
      .string({ error: 'Administrator email must be a valid email address.' })
      .trim()
      .toLowerCase()
      .max(FIELD_LIMITS.emailMax, 'Administrator email must be a valid email address.')
      .pipe(z.email('Administrator email must be a valid email address.')),
    adminName: z
      .string({ error: 'Administrator name is required.' })
      .trim()
      .min(1, 'Administrator name is required.')
      .max(FIELD_LIMITS.nameMax, `Administrator name must be at most ${FIELD_LIMITS.nameMax} characters.`),
  },
  { error: 'The body must be {"name", "adminEmail", "adminName"}.' },
);
export type NewCompany = z.output<typeof newCompanySchema>;

/** PUT /v2/operator/companies/:tenantId/status */
export const companyStatusSchema = z.object({ status: z.enum(['active', 'suspended'], { error: OPERATOR_TEXTS.statusInvalid }) }, { error: 'The body must be {"status": "active" | "suspended"}.' });

/** A company as the operator lists it. */
export const operatorCompanySchema = z.object({
  tenantId: z.string(),
  name: z.string(),
  status: z.enum(['active', 'suspended']),
  createdAt: z.string(),
  users: z.number(),
  assets: z.number(),
});
export type OperatorCompany = z.infer<typeof operatorCompanySchema>;

/** GET /v2/operator/companies */
export const operatorCompaniesResponseSchema = z.object({ success: z.literal(true), companies: z.array(operatorCompanySchema) });
/** POST /v2/operator/companies */
export const companyCreatedResponseSchema = z.object({ success: z.literal(true), tenantId: z.string(), message: z.string() });
/** PUT /v2/operator/companies/:tenantId/status */
export const companyStatusResponseSchema = z.object({ success: z.literal(true), status: z.enum(['active', 'suspended']), message: z.string() });

/** A support session the operator opened (userInfo.supportSession while it lasts). */
export const supportSessionSchema = z.strictObject({
  /** The operator's email. */
  operator: z.string(),
  /** ISO 8601 end of the session. */
  expiresAt: z.string(),
});
export type SupportSession = z.infer<typeof supportSessionSchema>;
