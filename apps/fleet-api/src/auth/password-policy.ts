import { ERROR_CODES, FIELD_LIMITS, MESSAGES } from '@fleet/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/http-error';

/**
 * The least zxcvbn score a new password needs: 3 means "safely unguessable", about 10^8 guesses, against the
 * common-password lists (the 30,000 most used passwords and common words), keyboard walks, repeats, sequences,
 * dates and the user's own name and email.
 */
export const MIN_PASSWORD_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

/** zxcvbn with the common dictionaries, built on first use (~80 ms, then cached). */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return checker;
}

/**
 * Whether a new password is acceptable (OWASP ASVS 2.1.1, 2.1.7): FIELD_LIMITS.passwordMin..passwordMax characters
 * and not common or guessable from the lists and the user's own details (`userInputs`: username, email, name).
 */
export function isStrongPassword(password: string, userInputs: readonly string[] = []): boolean {
  if (password.length < FIELD_LIMITS.passwordMin || password.length > FIELD_LIMITS.passwordMax) return false;
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@.\s_-]+/)]).filter((v) => v.length >= 3);
  return zxcvbn().check(password, inputs).score >= MIN_PASSWORD_SCORE;
}

/** Throws 400 with MESSAGES.passwordTooWeak when the password is common or guessable. */
export function assertStrongPassword(password: string, userInputs: readonly string[] = []): void {
  if (!isStrongPassword(password, userInputs)) throw badRequest(MESSAGES.passwordTooWeak, ERROR_CODES.invalidInput);
}
