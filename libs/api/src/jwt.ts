/** Decodes a base64url string (no padding needed) to text. Works in browsers and Node without a library. */
export function decodeBase64Url(input: string): string {
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a readable JWT. The signature is NOT checked. */
export function readJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(part));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Expiry of a JWT from its `exp` claim, ms since epoch; null when unknown. */
export function readTokenExpiry(token: string): number | null {
  const exp = readJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * True only when the token's expiry is known and has passed (with `leewayMs` of margin).
 * A token whose expiry is unknown is not "known expired": it is sent and a 401 decides.
 */
export function isTokenExpired(token: string, nowMs: number, leewayMs = 0): boolean {
  const expiry = readTokenExpiry(token);
  return expiry !== null && expiry - leewayMs <= nowMs;
}
