import { normalizeSearch } from './search';

/**
 * Fuzzy score of a text for a query, both compared after {@link normalizeSearch} (case and spaces ignored).
 * The query's characters must appear in the text in order (a subsequence); null when they do not.
 * Higher is better: a contiguous match beats a scattered one, an earlier start beats a later one, fewer and shorter
 * gaps beat more and longer ones. An empty query scores 0 for every text.
 */
export function fuzzyScore(text: string, query: string): number | null {
  const q = normalizeSearch(query);
  if (q === '') return 0;
  const t = normalizeSearch(text);
  const contiguous = t.indexOf(q);
  if (contiguous >= 0) {
    // Contiguous: prefix first, then by start position, then the shorter (closer) text.
    return 10_000 - contiguous * 10 - Math.min(t.length - q.length, 9);
  }
  let from = 0;
  let first = -1;
  let last = -1;
  let gaps = 0;
  let gapLength = 0;
  for (const ch of q) {
    const found = t.indexOf(ch, from);
    if (found < 0) return null;
    if (first < 0) first = found;
    else if (found > last + 1) {
      gaps += 1;
      gapLength += found - last - 1;
    }
    last = found;
    from = found + 1;
  }
  return 5_000 - gaps * 100 - gapLength * 5 - first;
}

/**
 * The items whose text fuzzily matches the query, best first (ties keep their input order). An empty query returns
 * every item in input order.
 */
export function fuzzyFilter<T>(items: readonly T[], query: string, getText: (item: T) => string): T[] {
  if (normalizeSearch(query) === '') return [...items];
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    const score = fuzzyScore(getText(item), query);
    if (score !== null) scored.push({ item, score, index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.map((s) => s.item);
}
