import { MESSAGES, type ErrorBody } from '@fleet/domain';

/** Codes the client itself gives to failures that carry no server code. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an HTTP answer (offline, DNS, refused). */
  network: 'NETWORK',
  /** The request took longer than the client's timeout. */
  timeout: 'TIMEOUT',
  /** The server answered with a body that is not the documented shape. */
  badResponse: 'BAD_RESPONSE',
  /** An HTTP error without a `code` in its body. */
  http: 'HTTP_ERROR',
} as const;

/** Options of an {@link ApiError} beyond status, code and message. */
export interface ApiErrorOptions {
  cause?: unknown;
  /** Seconds to wait before asking again, from the answer's `Retry-After` (429, 503). */
  retryAfterS?: number | null;
  /** The request field the server named (`email`, `statusThresholds.stopMinutes`): a form shows the text beside it. */
  field?: string | null;
}

/**
 * The one error type of every call: the HTTP status (0 when there was no answer), the server's stable `code` and its
 * user-facing `message` (the server's `error` text, shown verbatim).
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the request got no answer. */
  readonly status: number;
  /** Stable machine-readable code, e.g. `BAD_CREDENTIALS`, `SESSION_EXPIRED`, `NETWORK`. */
  readonly code: string;
  /**
   * Seconds the server asked us to wait before trying again (its `Retry-After` header, on 429 and 503); null when it
   * gave none. @default null
   */
  readonly retryAfterS: number | null;
  /** The request field at fault, when the server named one (`email`, `map.zoom`). */
  readonly field: string | null;

  constructor(status: number, code: string, message: string, options?: ApiErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterS = options?.retryAfterS ?? null;
    this.field = options?.field ?? null;
  }
}

/**
 * Seconds to wait from a `Retry-After` header value: delay-seconds (`120`) or an HTTP date, counted from `nowMs`
 * (never negative, rounded up to whole seconds). Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** True when the value is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** True when the body has the server's documented failure shape `{success:false,error,code}`. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/**
 * Builds an {@link ApiError} from a failed HTTP response, reading the server's `{success:false,error,code}` body and
 * its `Retry-After` header. A 429 without the server's body (e.g. from a proxy) still says 'Too many requests...'.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  const retryAfterS = parseRetryAfter(response.headers.get('retry-after'));
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.code ?? CLIENT_ERROR_CODES.http, body.error, { retryAfterS, field: typeof body.field === 'string' ? body.field : null });
  }
  const text =
    response.status === 429 ? MESSAGES.tooManyRequests : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, CLIENT_ERROR_CODES.http, text, { retryAfterS });
}
