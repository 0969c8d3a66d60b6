import { useCallback, useEffect, useRef, useState } from 'react';
import { screenReceiptFiles } from './receipt-files';

/** Uploads one file; `onProgress` takes 0..1. Resolves to the stored file's URL. */
export type ReceiptUploader = (file: File, onProgress: (fraction: number) => void) => Promise<{ url: string }>;

/** One chosen file of the receipt form. */
export interface ReceiptUploadItem {
  key: string;
  name: string;
  /** Object URL of the local file, for an image's thumbnail. */
  thumbUrl?: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0..1 */
  progress: number;
  /** The stored file's URL once uploaded. */
  url?: string;
  /** Why the upload failed. */
  error?: string;
}

let nextKey = 0;

function objectUrlOf(file: File): string | undefined {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(file);
}

function revoke(url: string | undefined) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/**
 * The receipt form's files: screens new files against the upload limits (refusals name each file), uploads the
 * accepted ones at once, and lists them with their state. Removing a file (or unmounting) frees its thumbnail URL; an
 * upload that finishes after its file was removed is ignored.
 */
export function useReceiptUploads(upload: ReceiptUploader, initial: readonly string[] = []) {
  const [items, setItems] = useState<ReceiptUploadItem[]>(() =>
    initial.map((url) => ({ key: `f${nextKey++}`, name: url.split('/').pop() ?? url, status: 'done', progress: 1, url })),
  );
  const [refusals, setRefusals] = useState<string[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const live = useRef(new Set<string>());

  useEffect(() => {
    const keys = live.current;
    return () => {
      for (const item of itemsRef.current) revoke(item.thumbUrl);
      keys.clear();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<ReceiptUploadItem>) => {
    if (!live.current.has(key)) return;
    setItems((prev) => prev.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { accepted, refusals: refused } = screenReceiptFiles(itemsRef.current.length, files);
      setRefusals(refused);
      const added = accepted.map((file) => ({ file, item: { key: `f${nextKey++}`, name: file.name, thumbUrl: objectUrlOf(file), status: 'uploading', progress: 0 } as ReceiptUploadItem }));
      if (added.length === 0) return;
      itemsRef.current = [...itemsRef.current, ...added.map((a) => a.item)];
      setItems(itemsRef.current);
      for (const { file, item } of added) {
        live.current.add(item.key);
        upload(file, (progress) => patch(item.key, { progress }))
          .then(({ url }) => patch(item.key, { status: 'done', progress: 1, url }))
          .catch((error: unknown) =>
            patch(item.key, { status: 'failed', error: error instanceof Error && error.message ? error.message : undefined }),
          );
      }
    },
    [upload, patch],
  );

  const remove = useCallback((key: string) => {
    live.current.delete(key);
    const gone = itemsRef.current.find((item) => item.key === key);
    revoke(gone?.thumbUrl);
    itemsRef.current = itemsRef.current.filter((item) => item.key !== key);
    setItems(itemsRef.current);
  }, []);

  const pending = items.some((item) => item.status === 'uploading');
  const urls = items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : []));
  return { items, refusals, addFiles, remove, pending, urls };
}
