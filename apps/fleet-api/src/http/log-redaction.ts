import type { FastifyRequest } from 'fastify';

/** What replaces a secret in the log. */
export const REDACTED = '[REDACTED]';

/** Query parameters that may carry a credential: never logged as sent. */
const SECRET_PARAMS = /^(access_?token|refresh_?token|id_?token|token|code|password|pass|secret|sig|signature|key|api_?key|auth|authorization)$/i;

/**
 * Paths that carry a token: the reset link `/reset-password/:token/:email` (SPEC §2), and a live-location share link
 * `/live-location/:dt`, as the web page and as its API call (`/v2/live-location/:token`).
 */
const SECRET_PATHS: readonly RegExp[] = [/^(\/reset-password\/)[^/?#]+(?:\/[^/?#]+)?/i, /^((?:\/v2)?\/live-location\/)[^/?#]+/i];

/**
 * A URL as the log may show it: credential-like query values and the reset link's token and email replaced. Works on
 * paths with a query (`/v2/x?access_token=…`) as Fastify logs them.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep it as sent
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The request as logged: Fastify's default fields with the URL redacted; headers (Authorization) never. */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's redaction of logged objects: any field named like a credential, one or two levels deep (`{ password }`,
 * `{ body: { refreshToken } }`, a reset `link`), is replaced.
 */
export const LOG_REDACT_PATHS: readonly string[] = [
  'password', 'currentPassword', 'confirmPassword', 'token', 'accessToken', 'refreshToken', 'link', 'authorization',
  '*.password', '*.currentPassword', '*.confirmPassword', '*.token', '*.accessToken', '*.refreshToken', '*.link', '*.authorization',
  'req.headers.authorization', 'req.headers.cookie',
  // The identity-provider sign-in: the callback body's code, the attempt's secrets, tokens and the client secret.
  'body.code', 'query.code', 'idToken', 'id_token', 'codeVerifier', 'code_verifier', 'nonce', 'clientSecret', 'client_secret',
  '*.idToken', '*.id_token', '*.codeVerifier', '*.code_verifier', '*.nonce', '*.clientSecret', '*.client_secret',
];
