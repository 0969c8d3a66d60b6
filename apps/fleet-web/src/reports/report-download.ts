import { downloadBytes } from '@fleet/export-kit';

/** Saves bytes as a file (the module boundary that tests replace). */
export function saveBytes(bytes: Uint8Array, fileName: string, mime: string): void {
  downloadBytes(bytes, fileName, mime);
}
