import { fetchUpload, uploadPathOf, useApiClient } from '@fleet/api';
import { useEffect, useState } from 'react';

/**
 * The company's small logo as a URL the page may show: a file uploaded here (`/v2/uploads/...`, which needs the bearer)
 * is fetched and shown from a `blob:` URL (revoked when the logo changes or the shell unmounts); another URL as it is;
 * null without a logo or when it cannot be read (the truck mark shows instead).
 */
export function useCompanyLogo(url: string | undefined | null): string | null {
  const client = useApiClient();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setShown(null);
      return;
    }
    if (uploadPathOf(url, client.baseUrl) === null) {
      setShown(url);
      return;
    }
    let local: string | null = null;
    let cancelled = false;
    fetchUpload(client, url)
      .then((blob) => {
        if (cancelled) return;
        local = URL.createObjectURL(blob);
        setShown(local);
      })
      .catch(() => !cancelled && setShown(null));
    return () => {
      cancelled = true;
      if (local) URL.revokeObjectURL(local);
    };
  }, [client, url]);
  return shown;
}
