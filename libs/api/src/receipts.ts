import type { ReceiptInfoInput, ReceiptSubmittedResponse, SuccessMessageResponse, UploadResponse } from '@fleet/domain';
import type { KyResponse } from 'ky';
import { apiErrorFromResponse, isErrorBody } from './api-error';
import type { ApiClient } from './create-api-client';
import { toApiError } from './send-json';

/** Answer of the receipt delete calls ('Deleted receipt.'; the server's `successMessageResponseSchema`). */
export type DeleteReceiptResult = SuccessMessageResponse;

/** The user of POST /receipts/submit's `userInfo`. */
export interface ReceiptUserInfo {
  uid: string;
}

/** Answer of POST /receipts/submit: the new receipt's id, or the server's refusal text (shown verbatim). */
export type SubmitReceiptResult =
  | ReceiptSubmittedResponse
  | { success: false; error: string; code?: string };

/** Answer of POST /fleets/uploadFiles: the stored path and the URL to read the file back (`/v2/uploads/<path>`). */
export type UploadedReceiptFile = Pick<UploadResponse, 'path' | 'url'>;

/** Options of {@link uploadReceiptFile}. */
export interface UploadReceiptFileOptions {
  /** Progress from 0 to 1: 0 when the upload starts, 1 when the server has stored the file. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const idPath = (id: number | string) => encodeURIComponent(String(id));

/** DELETE /delete-receipt/:id: deletes a fuel receipt of the tenant (404 ApiError when it is not there). */
export function deleteFuelReceipt(client: ApiClient, id: number | string): Promise<DeleteReceiptResult> {
  return client.delete<DeleteReceiptResult>(`delete-receipt/${idPath(id)}`);
}

/** DELETE /delete-receipt-toll/:id: deletes a toll receipt of the tenant (404 ApiError when it is not there). */
export function deleteTollReceipt(client: ApiClient, id: number | string): Promise<DeleteReceiptResult> {
  return client.delete<DeleteReceiptResult>(`delete-receipt-toll/${idPath(id)}`);
}

/**
 * POST /receipts/submit: adds a fuel receipt. A refusal the server answers with its `{success:false,error}` body
 * (e.g. 'Asset,Volume,Price & Time are required fields.', or an asset the user cannot see) is returned, not thrown,
 * so that the caller shows the server's text; only a failure without such an answer (network, timeout, 5xx, a session
 * that could not be refreshed) throws an ApiError. `receiptInfo` is sent as it is: the server validates it with
 * `receiptInfoSchema` (pass the schema's output to send normalised values).
 */
export async function submitReceipt(client: ApiClient, userInfo: ReceiptUserInfo, receiptInfo: Partial<ReceiptInfoInput>): Promise<SubmitReceiptResult> {
  let response: KyResponse;
  try {
    response = await client.http.post('receipts/submit', { json: { userInfo, receiptInfo }, throwHttpErrors: false });
  } catch (error) {
    throw await toApiError(error);
  }
  if (response.ok) {
    try {
      return await response.json<SubmitReceiptResult>();
    } catch (error) {
      throw await toApiError(error);
    }
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (response.status >= 400 && response.status < 500 && response.status !== 401 && isErrorBody(body)) {
    return { success: false, error: body.error, code: body.code };
  }
  throw await apiErrorFromResponse(response);
}

/**
 * POST /fleets/uploadFiles: uploads one file (an image or a PDF, at most 10 MB) as the raw body, its type in
 * `content-type` and its name in `x-file-name`. Progress is reported at the start and the end only: streamed request
 * bodies (what byte progress needs) fail over HTTP/1.1 in Chromium.
 */
export async function uploadReceiptFile(
  client: ApiClient,
  file: File | Blob,
  name: string,
  options: UploadReceiptFileOptions = {},
): Promise<UploadedReceiptFile> {
  options.onProgress?.(0);
  const body = await client.post<{ success: boolean; path: string; url: string }>('fleets/uploadFiles', undefined, {
    body: file,
    signal: options.signal,
    headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
  });
  options.onProgress?.(1);
  return { path: body.path, url: body.url };
}
