/** MIME types of the exports. */
export const MIME = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Saves what a URL (object URL or data URL) holds as a file through a temporary anchor click (browser only). */
export function downloadUrl(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Saves bytes as a file through a temporary object URL and anchor click (browser only). */
export function downloadBytes(bytes: Uint8Array, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mime }));
  downloadUrl(url, fileName);
  // Revoke after the click has been handled, ms.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
