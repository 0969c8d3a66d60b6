/**
 * SQLSTATE classes and codes that mean "the database went away", not "this statement is wrong": connection
 * exceptions (class 08), operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect
 * now, 57P05 idle session timeout) and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);
/** Socket errors of a connection that could not be made or broke. */
const UNAVAILABLE_SYSCALL_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** What node-postgres says when a connection breaks or cannot be had (it gives these no code). */
const UNAVAILABLE_MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'connection ended',
  'server closed the connection',
  'terminating connection',
];

/**
 * Whether an error means the database cannot be reached right now (terminated backends, a restart, a refused
 * connection, a pool timeout) as opposed to a bad statement or data. Such errors become 503 with Retry-After for
 * HTTP callers and "not acknowledged, send again" for devices; they never crash the process.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string') {
    if (e.code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(e.code) || UNAVAILABLE_SYSCALL_CODES.has(e.code)) return true;
  }
  if (typeof e.message === 'string') {
    const text = e.message.toLowerCase();
    if (UNAVAILABLE_MESSAGES.some((m) => text.includes(m))) return true;
  }
  // A refused connect to several addresses (IPv4 and IPv6) is an AggregateError of the attempts.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;
