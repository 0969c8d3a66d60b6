import type { ErrorBody } from '@fleet/domain';

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

/**
 * The one error type of every call: the HTTP status (0 when there was no answer), the server's stable `code` and its
 * user-facing `message` (the server's `error` text, shown verbatim).
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the request got no answer. */
  readonly status: number;
  /** Stable machine-readable code, e.g. `BAD_CREDENTIALS`, `SESSION_EXPIRED`, `NETWORK`. */
  readonly code: string;

  constructor(status: number, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
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

/** Builds an {@link ApiError} from a failed HTTP response, reading the server's `{success:false,error,code}` body. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.code ?? CLIENT_ERROR_CODES.http, body.error);
  }
  const text = response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, CLIENT_ERROR_CODES.http, text);
}
