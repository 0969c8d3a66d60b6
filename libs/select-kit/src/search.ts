/** Normalises text for select search: lower case, all white space removed. */
export function normalizeSearch(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** Contains-match that ignores case and spaces; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const q = normalizeSearch(query);
  return q === '' || normalizeSearch(text).includes(q);
}
