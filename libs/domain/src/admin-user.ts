import { z } from 'zod';
import { ROLES } from './access';

/** A user as GET /v2/admin/users lists it. */
export const adminUserSummarySchema = z.object({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  userRole: z.enum(ROLES),
  pages: z.array(z.string()),
  status: z.string(),
  /** ISO 8601 time of the last successful login; null when never. */
  lastLoginAt: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** GET /v2/admin/users (Administrators): the company's users. */
export const adminUsersResponseSchema = z.object({ success: z.literal(true), users: z.array(adminUserSummarySchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
