import { fetchUpload, uploadPathOf, type ApiClient } from '@fleet/api';
import type { LogoLoader } from '@fleet/export-kit';

/**
 * The report logo loader: a file uploaded here (the company's logo, `/v2/uploads/...`) is fetched with the bearer and
 * read from a `blob:` URL; any other URL is read as before. `load` reads an image URL (export-kit's loadImageAsPng).
 */
export function uploadAwareLogoLoader(client: ApiClient, load: LogoLoader): LogoLoader {
  return async (url) => {
    if (uploadPathOf(url, client.baseUrl) === null) return load(url);
    const blob = await fetchUpload(client, url);
    const local = URL.createObjectURL(blob);
    try {
      return await load(local);
    } finally {
      URL.revokeObjectURL(local);
    }
  };
}
