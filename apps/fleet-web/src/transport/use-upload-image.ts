import { fetchUpload, useApiClient } from '@fleet/api';
import { useEffect, useState } from 'react';

/** An uploaded image (a driver's photo) as an object URL, fetched with the session's bearer (never a token in a URL); null without one. */
export function useUploadImage(url: string | null): string | null {
  const client = useApiClient();
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    let objectUrl: string | null = null;
    fetchUpload(client, url).then(
      (blob) => {
        if (!live || typeof URL.createObjectURL !== 'function') return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl });
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, url]);
  return url && loaded?.url === url ? loaded.src : null;
}
