/**
 * The token of an email confirmation link (`/login#confirm=<token>`) from a location's hash (with or without its
 * leading '#'); null when the hash has no `confirm` entry, '' when it is empty.
 */
export function confirmTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('confirm');
}
