import { MESSAGES, profileSchema, type ProfileUpdate } from '@fleet/domain';
import type { ProfileValues } from './profile-form';

/** True when the form's email differs from the saved one, compared as the server stores emails (trimmed, lower case). */
export function isEmailChange(email: string, savedEmail: string): boolean {
  return email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
}

/** What {@link profileUpdateOf} found: the body of PUT /api/users/me, or the errors of the fields. */
export type ProfileUpdateResult =
  | { ok: true; body: ProfileUpdate }
  | { ok: false; errors: Partial<Record<keyof ProfileValues, string>> };

/**
 * Checks the profile form with the shared `profileSchema` and builds the request: the current password is required
 * (MESSAGES.emailChangeNeedsPassword) and sent only when the email changes; otherwise it is left out.
 */
export function profileUpdateOf(values: ProfileValues, savedEmail: string): ProfileUpdateResult {
  const changing = isEmailChange(values.email, savedEmail);
  const parsed = profileSchema.safeParse({ ...values, currentPassword: changing ? values.currentPassword : undefined });
  const errors: Partial<Record<keyof ProfileValues, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ProfileValues] ??= issue.message;
  }
  if (changing && !values.currentPassword) errors.currentPassword = MESSAGES.emailChangeNeedsPassword;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
