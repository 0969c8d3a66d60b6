import { UPLOAD_LIMITS } from '@fleet/domain';
import { RECEIPT_TEXTS } from './receipt-texts';

/** True for the types the upload accepts: images and PDF (by type, else by the name's extension). */
export function isReceiptFileType(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.startsWith('image/') || file.type === 'application/pdf';
  return /\.(png|jpe?g|gif|webp|bmp|heic|pdf)$/i.test(file.name);
}

/** What {@link screenReceiptFiles} kept and what it refused (one message per refused file, naming it). */
export interface ScreenedFiles<F> {
  accepted: F[];
  refusals: string[];
}

/**
 * Screens newly chosen files against the upload limits (SPEC §5, §9): images and PDF only, each at most
 * UPLOAD_LIMITS.maxBytes, and at most UPLOAD_LIMITS.maxFiles in all (counting the `current` ones). Nothing is dropped
 * silently: every refused file gets a message that names it.
 */
export function screenReceiptFiles<F extends { name: string; type: string; size: number }>(current: number, files: readonly F[]): ScreenedFiles<F> {
  const accepted: F[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    if (!isReceiptFileType(file)) refusals.push(RECEIPT_TEXTS.wrongType(file.name));
    else if (file.size > UPLOAD_LIMITS.maxBytes) refusals.push(RECEIPT_TEXTS.tooLarge(file.name));
    else if (current + accepted.length >= UPLOAD_LIMITS.maxFiles) refusals.push(RECEIPT_TEXTS.tooManyFiles(file.name));
    else accepted.push(file);
  }
  return { accepted, refusals };
}
