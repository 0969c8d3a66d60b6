import { ERROR_CODES } from '@fleet/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-plugin';
import { UPLOAD_URL_PREFIX, mayReadUpload, uploadPathOf, visibleAssetIds } from '../auth/object-guards';
import { badRequest } from '../http/http-error';

/** The parts of the server's context this module uses. */
export type ReceiptFilesContext = Pick<AppContext, 'db'>;

/** "{file} is not a file uploaded to this company …" */
export function notAnUploadMessage(file: string): string {
  const shown = file.length > 60 ? `${file.slice(0, 60)}…` : file;
  return `${shown} is not a file uploaded here: attach files with the upload button.`;
}

/**
 * The files of a new receipt as stored (`/v2/uploads/<tenant>/<file>`): each must be a file this company's upload
 * route stored (its URL or path) that the caller may read — uploaded by them, or (Administrators) by anyone of the
 * company. Links elsewhere (`http://…`), other companies' files and unknown paths are refused 400, so a receipt can
 * never point a viewer's browser at another site.
 */
export async function receiptFilesOf(ctx: ReceiptFilesContext, request: FastifyRequest, caller: AuthContext, files: readonly string[]): Promise<string[]> {
  const stored: string[] = [];
  for (const file of files) {
    const path = uploadPathOf(file.trim());
    const ok =
      path !== undefined &&
      path.startsWith(`${caller.tenantId}/`) &&
      (await mayReadUpload(ctx, caller, path, () => visibleAssetIds(request, ctx, caller)));
    if (!ok) throw badRequest(notAnUploadMessage(file), ERROR_CODES.invalidInput);
    const url = `${UPLOAD_URL_PREFIX}${path}`;
    if (!stored.includes(url)) stored.push(url);
  }
  return stored;
}
