import {
  ADMIN_TEXTS,
  IMPORT_LIST_SEPARATOR,
  REQUIRED_COLUMNS,
  USER_COLUMNS,
  newUserSchema,
  type ImportProblem,
  type ImportRowResult,
  type NewUser,
} from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { listAdminGroups } from '../group-admin';
import { createUsers, listUserDetails } from '../users-service';
import type { ImportKindHandler } from './import-kind';

type Column = (typeof USER_COLUMNS)[number];

/** The file's column of a schema field. */
const COLUMN_OF: Readonly<Record<string, Column>> = {
  username: 'username',
  email: 'email',
  displayName: 'display_name',
  role: 'role',
  pages: 'pages',
  permissions: 'permissions',
  groupIds: 'groups',
  status: 'status',
};

/** A list cell ('mapview; reports'): its non-empty entries. */
const listCell = (text: string | undefined) =>
  (text ?? '')
    .split(IMPORT_LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v !== '');

/**
 * Users: a row whose username (or email) the company's user already has is left unchanged (edits belong to the Users
 * tab, where a change of rights is seen); any other row adds a user through the same service as POST /v2/users, with
 * a set-password mail (a file never carries a password). A Client's groups are named; unknown names are problems.
 */
export const userImport: ImportKindHandler = {
  columns: USER_COLUMNS,
  required: REQUIRED_COLUMNS.users,
  plan: async (db, tenantId, rows) => {
    const groups = new Map((await listAdminGroups(db, tenantId)).map((g) => [g.name.toLowerCase(), g.groupId]));
    const ownUsers = await listUserDetails(db, tenantId);
    const own = new Set(ownUsers.flatMap((u) => [u.username, u.email]));
    const seen = new Map<string, number>();
    const toCreate: NewUser[] = [];
    const results: ImportRowResult[] = [];
    for (const { row, cells } of rows) {
      const problems: ImportProblem[] = [];
      const groupNames = listCell(cells['groups']);
      const groupIds: number[] = [];
      for (const name of groupNames) {
        const id = groups.get(name.toLowerCase());
        if (id === undefined) problems.push({ field: 'groups', message: `${name}: ${ADMIN_TEXTS.groupNotFound}` });
        else groupIds.push(id);
      }
      const parsed = newUserSchema.safeParse({
        username: cells['username'] ?? '',
        email: cells['email'] ?? '',
        displayName: cells['display_name'] ?? '',
        role: (cells['role'] ?? '').trim(),
        pages: listCell(cells['pages']),
        permissions: listCell(cells['permissions']),
        groupIds,
        status: (cells['status'] ?? '').trim() || undefined,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push({ field: COLUMN_OF[String(issue.path[0])] ?? 'username', message: issue.message });
      }
      const username = parsed.success ? parsed.data.username : (cells['username'] ?? '').trim().toLowerCase();
      const notes: string[] = [];
      if (parsed.success && parsed.data.role === 'Administrator' && groupNames.length > 0) notes.push(ADMIN_TEXTS.importGroupsForClients);
      // Already a user of this company (by username or email): left as it is.
      const exists = parsed.success && (own.has(parsed.data.username) || own.has(parsed.data.email));
      if (parsed.success && !exists) {
        for (const [field, value] of [['username', parsed.data.username], ['email', parsed.data.email]] as const) {
          const first = seen.get(value);
          if (first !== undefined) problems.push({ field, message: ADMIN_TEXTS.importDuplicateInFile(value, first) });
          else seen.set(value, row);
        }
      }
      let action: ImportRowResult['action'] = 'invalid';
      if (problems.length === 0 && exists) {
        action = 'unchanged';
        notes.push(ADMIN_TEXTS.importUserExists);
      } else if (problems.length === 0 && parsed.success) {
        action = 'create';
        if (parsed.data.status === 'active') notes.push(ADMIN_TEXTS.importUserMail);
        toCreate.push(parsed.data);
      }
      results.push({ row, name: username, action, problems, notes });
    }
    return {
      rows: results,
      // A username or email of another company is refused by createUsers (409 naming the row): nothing is written.
      apply: async (trx, actor, env) => {
        const created = await createUsers(trx, tenantId, actor, toCreate, env.links);
        return { claimed: [], detached: [], mails: created.flatMap((u) => (u.mail ? [u.mail] : [])) };
      },
    };
  },
  exportRows: async (db: Kysely<DB>, tenantId: string) => {
    const names = new Map((await listAdminGroups(db, tenantId)).map((g) => [g.groupId, g.name]));
    const join = (values: readonly string[]) => values.join(`${IMPORT_LIST_SEPARATOR} `);
    return (await listUserDetails(db, tenantId)).map((u) => ({
      username: u.username,
      email: u.email,
      display_name: u.displayName,
      role: u.userRole,
      pages: join(u.pages),
      permissions: u.userRole === 'Administrator' ? '' : join(u.permissions),
      groups: join(u.groupIds.map((id) => names.get(id) ?? '').filter((n) => n !== '')),
      status: u.status,
    }));
  },
};
