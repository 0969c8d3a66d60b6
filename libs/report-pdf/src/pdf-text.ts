/**
 * Text of the report PDF: encoding (Helvetica is WinAnsi), cell text, and wrapping into lines of a width in pt with
 * pdf-lib's own line breaker (breakTextIntoLines); a word wider than the line is cut between characters.
 */
import type { ExportValue } from './export-model';

/** What wrapping needs of a font: pdf-lib's PDFFont has it. */
export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/** pdf-lib's line breaker: (text, word breaks, max width, measure) → lines. */
export type BreakTextIntoLines = (text: string, wordBreaks: string[], maxWidth: number, computeWidthOfText: (t: string) => number) => string[];

/** Where long cell text may break: after spaces, commas, slashes and hyphens. */
export const WORD_BREAKS = [' ', ',', '/', '-'];

/** Most lines of one cell; the rest is cut with '...'. */
export const MAX_CELL_LINES = 12;
/** Smallest size a single word (a number, an id) may shrink to instead of being cut over lines, pt. */
export const MIN_WORD_SIZE = 7;

/** Replaces characters the font cannot encode with '?', and control characters with spaces. */
export function makeSanitizer(characterSet: readonly number[]): (s: string) => string {
  const ok = new Set(characterSet);
  return (s) => {
    let out = '';
    for (const ch of s) {
      const cp = ch.codePointAt(0)!;
      out += cp < 32 ? ' ' : ok.has(cp) ? ch : '?';
    }
    return out;
  };
}

/** A cell value as text: empty for null and undefined, 'Yes'/'No' for booleans (as the grid shows them). */
export function cellText(v: ExportValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
}

/** Cuts a word wider than `max` pt into pieces that fit (at least one character each). */
function cutWord(word: string, max: number, width: (t: string) => number): string[] {
  const out: string[] = [];
  let current = '';
  for (const ch of word) {
    if (current !== '' && width(current + ch) > max) {
      out.push(current);
      current = ch;
    } else current += ch;
  }
  if (current !== '') out.push(current);
  return out;
}

/** A cell's text laid out: its lines and font size, pt. */
export interface CellLayout {
  lines: string[];
  size: number;
}

/**
 * A cell's text in a width, pt: one line when it fits; a single word a little too wide (a long number in the '#'
 * column) at a smaller size down to MIN_WORD_SIZE; else wrapped (wrapText) at the given size.
 */
export function layoutCell(text: string, font: MeasuringFont, size: number, max: number, breakLines: BreakTextIntoLines): CellLayout {
  const w = font.widthOfTextAtSize(text, size);
  if (w <= max) return { lines: [text], size };
  const shrunk = Math.floor(((size * max) / w) * 10) / 10;
  if (!/\s/.test(text) && shrunk >= MIN_WORD_SIZE) return { lines: [text], size: shrunk };
  return { lines: wrapText(text, font, size, max, breakLines), size };
}

/**
 * The lines of a text in a width, pt: one line when it fits, else broken at WORD_BREAKS (pdf-lib) with words wider
 * than the line cut, at most MAX_CELL_LINES (the last one ending in '...'). Never an empty list: '' gives [''].
 */
export function wrapText(text: string, font: MeasuringFont, size: number, max: number, breakLines: BreakTextIntoLines): string[] {
  const width = (t: string) => font.widthOfTextAtSize(t, size);
  if (text === '' || width(text) <= max) return [text];
  const lines: string[] = [];
  for (const line of breakLines(text, WORD_BREAKS, max, width)) {
    // A break leaves its space at the end of one line or the start of the next: neither is printed.
    const trimmed = lines.length === 0 ? line.trimEnd() : line.trim();
    if (width(trimmed) <= max) lines.push(trimmed);
    else lines.push(...cutWord(trimmed, max, width));
  }
  if (lines.length <= MAX_CELL_LINES) return lines.length > 0 ? lines : [''];
  const kept = lines.slice(0, MAX_CELL_LINES);
  let last = `${kept[MAX_CELL_LINES - 1]!}...`;
  while (last.length > 3 && width(last) > max) last = `${last.slice(0, -4)}...`;
  kept[MAX_CELL_LINES - 1] = last;
  return kept;
}
