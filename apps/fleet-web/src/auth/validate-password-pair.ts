import { MESSAGES, WEB_TEXTS, newPasswordSchema } from '@fleet/domain';

/** Help under a new-password field (a text the specification leaves to us). */
export const NEW_PASSWORD_HINT = WEB_TEXTS.newPasswordHint;

/** Field errors of a new password and its confirmation. */
export interface PasswordPairErrors {
  password?: string;
  confirmPassword?: string;
}

/**
 * Checks a new password and its confirmation before anything is sent: the password against the shared
 * `newPasswordSchema` (12 to 128 characters, its messages verbatim), the confirmation against the password
 * ("Password doesn't match. Please try again."). Whether it is too common is for the server to say.
 */
export function validatePasswordPair(password: string, confirmPassword: string): PasswordPairErrors {
  const errors: PasswordPairErrors = {};
  const result = newPasswordSchema.safeParse(password);
  if (!result.success) errors.password = result.error.issues[0]?.message ?? MESSAGES.passwordTooShort;
  if (password !== confirmPassword) errors.confirmPassword = MESSAGES.passwordMismatch;
  return errors;
}
