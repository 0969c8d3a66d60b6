import { WEB_TEXTS } from '@fleet/domain';
import { isHTTPError, isTimeoutError, type ResponsePromise } from 'ky';
import { ApiError, CLIENT_ERROR_CODES, apiErrorFromResponse } from './api-error';

/** Texts the client uses when the server gave none (the request got no answer). */
export const CLIENT_ERROR_TEXTS = {
  network: WEB_TEXTS.networkError,
  timeout: WEB_TEXTS.timeoutError,
} as const;

/** Turns anything a ky call can throw into an {@link ApiError}; aborts are passed through untouched. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return apiErrorFromResponse(error.response);
  if (isTimeoutError(error)) return new ApiError(0, CLIENT_ERROR_CODES.timeout, CLIENT_ERROR_TEXTS.timeout, { cause: error });
  // Cancellation (e.g. TanStack Query aborting a stale query) must stay an AbortError.
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_ERROR_TEXTS.network, { cause: error });
}

/** Awaits a ky call and parses its JSON body; every failure becomes an {@link ApiError}. */
export async function sendJson<T>(request: ResponsePromise): Promise<T> {
  try {
    return await request.json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}
