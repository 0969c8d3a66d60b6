import { fetchUpload, uploadReceiptFile, useApiClient } from '@fleet/api';
import type { ReceiptUploader } from '@fleet/report-modals';
import { useCallback, useMemo } from 'react';
import { createFileOpener } from '../app/create-file-opener';
import { notify } from '../app/notify';

/**
 * The file services of the maintenance forms: uploading a scan or an invoice through the upload route (as receipts
 * do) and opening a stored file with the session's bearer (never a token in a URL).
 */
export function useMaintenanceFiles(): { upload: ReceiptUploader; openFile: (url: string) => Promise<void> | void } {
  const client = useApiClient();
  const upload = useCallback<ReceiptUploader>(async (file, onProgress) => uploadReceiptFile(client, file, file.name, { onProgress }), [client]);
  const openFile = useMemo(() => createFileOpener({ fetchFile: (url) => fetchUpload(client, url), notify }), [client]);
  return { upload, openFile };
}
