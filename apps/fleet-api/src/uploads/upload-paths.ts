// Where uploads live: their URL and their stored path (apart from the object guards, so that any module may read them).

/** Uploads as receipts list them: `/v2/uploads/<tenant>/<file>`; the stored path is `<tenant>/<file>`. */
export const UPLOAD_URL_PREFIX = '/v2/uploads/';
/** A stored upload path: `<tenant uuid>/<upload uuid>.<ext>`. */
export const UPLOAD_PATH = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** The stored path of an upload URL or path, or undefined when it is neither. */
export function uploadPathOf(value: string): string | undefined {
  const path = value.startsWith(UPLOAD_URL_PREFIX) ? value.slice(UPLOAD_URL_PREFIX.length) : value;
  return UPLOAD_PATH.test(path) ? path : undefined;
}
