/**
 * PostgreSQL array literals built directly, for `unnest(...)` batch statements: the pg driver turns a JavaScript
 * array into a literal by converting and quoting every element, which for 40,000 elements per ingest batch cost more
 * CPU than the database's insert. Numbers and booleans need no quoting; texts are quoted and escaped.
 * Pass the result as a text parameter with a cast: `${pgNumbers(xs)}::float8[]`.
 */

/** `{1,2.5,NULL}`: numbers in JavaScript's shortest round-trip form (exact for float8), null as NULL. */
export function pgNumbers(values: readonly (number | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : Number.isNaN(v) ? 'NaN' : v === Infinity ? 'Infinity' : v === -Infinity ? '-Infinity' : String(v);
  }
  return `${out}}`;
}

/** `{t,f,NULL}`. */
export function pgBooleans(values: readonly (boolean | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : v ? 't' : 'f';
  }
  return `${out}}`;
}

const NEEDS_ESCAPE = /["\\]/g;

/** `{"a","b \"c\"",NULL}`: every text quoted (so NULL, empty strings, braces and commas stay texts), \ and " escaped. */
export function pgTexts(values: readonly (string | null | undefined)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : `"${v.replace(NEEDS_ESCAPE, '\\$&')}"`;
  }
  return `${out}}`;
}
