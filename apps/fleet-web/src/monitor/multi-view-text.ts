/** Names listed in full before the rest is counted. */
const LISTED_NAMES = 8;

/** 'A', 'A and B', 'A, B and C'; past {@link LISTED_NAMES}: 'A, B, ... and 12 more'. */
function nameList(names: readonly string[]): string {
  const shown = names.length > LISTED_NAMES ? names.slice(0, LISTED_NAMES) : names;
  const rest = names.length - shown.length;
  const parts = rest > 0 ? [...shown, `${rest} more`] : [...shown];
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
}

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * Why Multi view leaves assets out, in plain words, with the names it leaves out (selection order); null when every
 * selected asset is shown.
 */
export function multiViewOverflowText(hiddenNames: readonly string[], max: number): string | null {
  const n = hiddenNames.length;
  if (n === 0) return null;
  const first = max + 1;
  const which = n === 1 ? `the ${ordinal(first)} selected asset` : `the ${ordinal(first)} to ${ordinal(max + n)} selected assets`;
  const them = n === 1 ? 'it' : 'them';
  return `Multi view shows at most ${max} assets side by side, so ${which} ${n === 1 ? 'is' : 'are'} not shown: ${nameList(hiddenNames)}. Deselect assets above to make room for ${them}.`;
}
