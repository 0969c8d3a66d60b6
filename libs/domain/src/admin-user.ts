import type { Role } from './access';

/** A user as GET /v2/admin/users lists it. */
export interface AdminUserSummary {
  uid: string;
  username: string;
  email: string;
  displayName: string;
  userRole: Role;
  pages: string[];
  status: string;
  /** ISO 8601 time of the last successful login; null when never. */
  lastLoginAt: string | null;
}
