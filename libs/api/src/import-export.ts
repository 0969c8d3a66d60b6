import type { ExportFormat, ImportKind, ImportResponse, ImportResult } from '@fleet/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './admin-assets';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';
import { toApiError } from './send-json';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /import/:kind: sends a CSV or .xlsx file as the raw body. A dry run (the default) only checks every row; with
 * `dryRun: false` the rows are written when none has a problem, all or nothing.
 */
export async function importList(client: ApiClient, kind: ImportKind, file: Blob & { name?: string }, dryRun = true): Promise<ImportResult> {
  const isXlsx = file.type === XLSX_TYPE || (file.name ?? '').toLowerCase().endsWith('.xlsx');
  try {
    const response = await client.http.post(`import/${encodeURIComponent(kind)}${dryRun ? '' : '?dryRun=false'}`, {
      body: file,
      headers: { 'content-type': isXlsx ? XLSX_TYPE : 'text/csv' },
    });
    return ((await response.json()) as ImportResponse).result;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** GET /export/:kind?format=: the company's list as a file (the import reads it back), fetched with the bearer. */
export async function exportList(client: ApiClient, kind: ImportKind, format: ExportFormat): Promise<Blob> {
  try {
    const response = await client.http.get(`export/${encodeURIComponent(kind)}?format=${format}`);
    return await response.blob();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Variables of {@link useImportList}. */
export interface ImportVariables {
  kind: ImportKind;
  file: Blob & { name?: string };
  dryRun: boolean;
}

/** Checks or imports a file; after a write, refreshes the administration's lists. */
export function useImportList() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useMutation<ImportResult, ApiError, ImportVariables>({
    mutationKey: ['import'],
    mutationFn: ({ kind, file, dryRun }) => importList(client, kind, file, dryRun),
    onSuccess: (result) => (result.written ? invalidateAdmin(queryClient) : undefined),
  });
}
