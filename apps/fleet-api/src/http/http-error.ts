import { ERROR_CODES, type ErrorCode } from '@fleet/domain';

/**
 * An error the client should see: its status, its text (from MESSAGES) and its stable code. The error handler sends
 * it as `{ success: false, error: message, code }`.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    /** HTTP status, 4xx. */
    readonly statusCode: number,
    /** Stable machine-readable code. */
    readonly code: ErrorCode,
    message: string,
    /** The request field at fault (`username`, `email`), sent as `field` so that a form shows the text beside it. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** 401 with a code from the auth family. */
export const unauthorized = (code: ErrorCode, message: string) => new HttpError(401, code, message);

/** 403 with a code and text. */
export const forbidden = (code: ErrorCode, message: string) => new HttpError(403, code, message);

/** 400 with a code and text. */
export const badRequest = (message: string, code: ErrorCode = ERROR_CODES.badRequest) =>
  new HttpError(400, code, message);
