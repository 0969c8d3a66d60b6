import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token: 32 random bytes, base64url (43 characters). */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 (hex) under which a token is stored: the database never holds a usable token. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
