import { z } from 'zod';
import { ACTION_PERMISSIONS, PAGE_KEYS, ROLES, type ActionPermission } from '../access';
import { newPasswordSchema } from '../auth';
import { FIELD_LIMITS, idSchema } from '../limits';

/** Statuses an Administrator sets (a self-registered `pending` account is confirmed by its owner, not set here). */
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Most assets or groups one Client is given in one request. */
export const USER_GRANTS_MAX = 5_000;

/** The names the product shows for the action permissions (SPEC §6), grouped as the user form shows them. */
export const PERMISSION_GROUPS: readonly { label: string; permissions: readonly { key: ActionPermission; label: string }[] }[] = [
  { label: 'Immobiliser', permissions: [{ key: 'immo:on', label: 'On' }, { key: 'immo:off', label: 'Off' }] },
  {
    label: 'POI',
    permissions: [
      { key: 'poi:add', label: 'Add' },
      { key: 'poi:delete', label: 'Delete' },
      { key: 'poi:manage-alarms', label: 'Manage alarms' },
    ],
  },
  {
    label: 'Events',
    permissions: [
      { key: 'events:add', label: 'Add' },
      { key: 'events:update', label: 'Update' },
      { key: 'events:delete', label: 'Delete' },
      { key: 'events:admin', label: 'Admin' },
    ],
  },
  { label: 'Vessel', permissions: [{ key: 'vessel:agency', label: 'Agency access' }] },
  {
    label: 'Automated Reports',
    permissions: [
      { key: 'automated-reports:add', label: 'Add' },
      { key: 'automated-reports:update', label: 'Update' },
      { key: 'automated-reports:delete', label: 'Delete' },
      { key: 'automated-reports:admin', label: 'Admin' },
    ],
  },
  {
    label: 'Smartwatch',
    permissions: [
      { key: 'smartwatch:monitor', label: 'Monitor' },
      { key: 'smartwatch:command', label: 'Command' },
    ],
  },
  {
    label: 'Data Push',
    permissions: [
      { key: 'data-push:add', label: 'Add' },
      { key: 'data-push:update', label: 'Update' },
      { key: 'data-push:delete', label: 'Delete' },
      { key: 'data-push:admin', label: 'Admin' },
    ],
  },
];

/** Every text of user administration: form messages, toasts, confirmations, empty states. */
/** A permission's name as the user form shows it: "Events: Add", "Data Push: Add". */
export function permissionName(key: ActionPermission): string {
  for (const group of PERMISSION_GROUPS) {
    const permission = group.permissions.find((p) => p.key === key);
    if (permission) return `${group.label}: ${permission.label}`;
  }
  return key;
}

/** What a user without the permission to add reads where the Add button would be. */
export const permissionHint = (key: ActionPermission) => `Adding here takes the permission ${permissionName(key)}; an Administrator can give it in Users.`;

export const USER_ADMIN_TEXTS = {
  usernameInvalid: `Username must be 3 to 64 characters: letters, digits, dot, dash or underscore.`,
  emailInvalid: 'Email must be a valid email address.',
  displayNameRequired: 'Name is required.',
  displayNameTooLong: `Name must be at most ${FIELD_LIMITS.nameMax} characters.`,
  roleInvalid: 'Role must be Administrator or Client.',
  pagesInvalid: `Pages must be a list of page keys (${PAGE_KEYS.join(', ')}).`,
  permissionsInvalid: 'Permissions must be a list of action permissions.',
  assetIdsInvalid: `Assets must be a list of at most ${USER_GRANTS_MAX} asset ids.`,
  groupIdsInvalid: `Groups must be a list of at most ${USER_GRANTS_MAX} group ids.`,
  statusInvalid: 'Status must be active or disabled.',
  nothingToChange: 'Name at least one field to change.',
  usernameTaken: 'Username is already taken: choose another.',
  emailTaken: 'Email already has an account: use another address.',
  assetNotYours: 'Assets: one of the chosen assets is not one of your company’s.',
  groupNotYours: 'Groups: one of the chosen groups is not one of your company’s.',
  notYourself: 'You cannot delete or disable your own account.',
  lastAdministrator: 'The company needs at least one active Administrator: make someone else Administrator first.',
  created: (name: string) => `User ${name} created.`,
  createdMailSent: (name: string, email: string) => `User ${name} created. We mailed ${email} a link to set their password.`,
  saved: (name: string) => `User ${name} saved.`,
  deleted: (name: string) => `User ${name} deleted.`,
  disabled: (name: string) => `User ${name} disabled: their sessions ended.`,
  enabled: (name: string) => `User ${name} can sign in again.`,
  resetMailSent: (email: string) => `A password reset link was sent to ${email}.`,
  confirmDelete: (name: string) => `Delete ${name}? Their account, assets and groups given to them and POI groups are removed. This cannot be undone.`,
  confirmDisable: (name: string) => `Disable ${name}? They are signed out at once and cannot sign in until enabled again.`,
  emptyUsers: 'No users yet. Add one with “Add user”.',
  emptySearch: 'No user matches the search. Clear it to see everyone.',
  saveFailed: 'Could not save the user. Please try again.',
} as const;

const username = z
  .string({ error: USER_ADMIN_TEXTS.usernameInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,64}$/, USER_ADMIN_TEXTS.usernameInvalid);
const email = z
  .string({ error: USER_ADMIN_TEXTS.emailInvalid })
  .trim()
  .toLowerCase()
  .max(FIELD_LIMITS.emailMax, USER_ADMIN_TEXTS.emailInvalid)
  .pipe(z.email(USER_ADMIN_TEXTS.emailInvalid));
const displayName = z
  .string({ error: USER_ADMIN_TEXTS.displayNameRequired })
  .trim()
  .min(1, USER_ADMIN_TEXTS.displayNameRequired)
  .max(FIELD_LIMITS.nameMax, USER_ADMIN_TEXTS.displayNameTooLong);
const role = z.enum(ROLES, { error: USER_ADMIN_TEXTS.roleInvalid });
const pages = z.array(z.enum(PAGE_KEYS, { error: USER_ADMIN_TEXTS.pagesInvalid }), { error: USER_ADMIN_TEXTS.pagesInvalid }).max(PAGE_KEYS.length * 2, USER_ADMIN_TEXTS.pagesInvalid);
const permissions = z
  .array(z.enum(ACTION_PERMISSIONS, { error: USER_ADMIN_TEXTS.permissionsInvalid }), { error: USER_ADMIN_TEXTS.permissionsInvalid })
  .max(ACTION_PERMISSIONS.length * 2, USER_ADMIN_TEXTS.permissionsInvalid);
const ids = (label: string, message: string) => z.array(idSchema(label), { error: message }).max(USER_GRANTS_MAX, message);
const status = z.enum(USER_STATUSES, { error: USER_ADMIN_TEXTS.statusInvalid });

/**
 * A new user (POST /v2/users, and one row of a later CSV / Excel import). Without `password` the user gets a mail
 * with a link to set their own (the safer default); with one, it is a temporary password the Administrator passes on.
 */
export const newUserSchema = z.object(
  {
    username,
    email,
    displayName,
    role,
    pages: pages.default([]),
    permissions: permissions.default([]),
    /** A Client's assets (ignored for Administrators, who see every asset). */
    assetIds: ids('assetIds', USER_ADMIN_TEXTS.assetIdsInvalid).default([]),
    /** A Client's asset groups: every asset of these groups. */
    groupIds: ids('groupIds', USER_ADMIN_TEXTS.groupIdsInvalid).default([]),
    status: status.default('active'),
    password: newPasswordSchema.optional(),
  },
  { error: 'The body must be a user: {"username", "email", "displayName", "role", ...}.' },
);
export type NewUser = z.output<typeof newUserSchema>;
export type NewUserInput = z.input<typeof newUserSchema>;

/** PUT /v2/users/:id: the fields to change (at least one). */
export const userUpdateSchema = z
  .object(
    {
      username: username.optional(),
      email: email.optional(),
      displayName: displayName.optional(),
      role: role.optional(),
      pages: pages.optional(),
      permissions: permissions.optional(),
      assetIds: ids('assetIds', USER_ADMIN_TEXTS.assetIdsInvalid).optional(),
      groupIds: ids('groupIds', USER_ADMIN_TEXTS.groupIdsInvalid).optional(),
      status: status.optional(),
    },
    { error: 'The body must be the user fields to change.' },
  )
  .refine((u) => Object.values(u).some((v) => v !== undefined), USER_ADMIN_TEXTS.nothingToChange);
export type UserUpdate = z.output<typeof userUpdateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** A user as the administration lists and edits them (GET /v2/users, GET /v2/users/:id). */
export const adminUserDetailSchema = z.strictObject({
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  userRole: z.enum(ROLES),
  pages: z.array(z.enum(PAGE_KEYS)),
  permissions: z.array(z.enum(ACTION_PERMISSIONS)),
  /** `active`, `disabled` or `pending` (self-registered, email not confirmed). */
  status: z.string(),
  /** ISO 8601 time of the last sign-in; null when never. */
  lastLoginAt: z.string().nullable(),
  /** ISO 8601 time the account was created. */
  createdAt: z.string(),
  /** A Client's assets and groups (empty for Administrators: they see everything). */
  assetIds: z.array(z.number()),
  groupIds: z.array(z.number()),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** An asset group of the company, for a Client's group picker (a Client may be given whole groups). */
export const assetGroupOptionSchema = z.strictObject({ id: z.number(), name: z.string() });
export type AssetGroupOption = z.infer<typeof assetGroupOptionSchema>;

/** GET /v2/users (Administrators): the company's users with their grants and last sign-in, and its asset groups. */
export const adminUserListResponseSchema = z.strictObject({
  success: z.literal(true),
  /** Ordered by username. */
  users: z.array(adminUserDetailSchema),
  /** Ordered by name. */
  groups: z.array(assetGroupOptionSchema),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/** GET /v2/users/:id (Administrators): one user of the company. */
export const adminUserResponseSchema = z.strictObject({ success: z.literal(true), user: adminUserDetailSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/** POST /v2/users and PUT /v2/users/:id (Administrators): the user as stored and the text to show. */
export const adminUserSavedResponseSchema = z.strictObject({
  success: z.literal(true),
  user: adminUserDetailSchema,
  /** USER_ADMIN_TEXTS.created / createdMailSent / saved / disabled / enabled. */
  message: z.string(),
});
export type AdminUserSavedResponse = z.infer<typeof adminUserSavedResponseSchema>;
