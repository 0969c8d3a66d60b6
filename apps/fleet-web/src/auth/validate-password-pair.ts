import { MESSAGES, resetPasswordSchema } from '@fleet/domain';

/** Field errors of a new password and its confirmation. */
export interface PasswordPairErrors {
  password?: string;
  confirmPassword?: string;
}

/**
 * Checks a new password and its confirmation with the shared schema: a mismatch gives
 * "Password doesn't match. Please try again." on the confirmation.
 */
export function validatePasswordPair(password: string, confirmPassword: string): PasswordPairErrors {
  const result = resetPasswordSchema.safeParse({ token: 'x', email: 'x', password, confirmPassword });
  if (result.success) return {};
  const errors: PasswordPairErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'password' && !errors.password) errors.password = issue.message;
    if (field === 'confirmPassword' && !errors.confirmPassword) errors.confirmPassword = issue.message;
  }
  // The refinement runs only when the fields are valid; a mismatch must still be reported with a short password.
  if (!errors.confirmPassword && password !== confirmPassword) errors.confirmPassword = MESSAGES.passwordMismatch;
  return errors;
}
