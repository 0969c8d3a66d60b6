import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

/** The list with `item` in (on) or out. */
export const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...new Set([...list, item])] : list.filter((x) => x !== item));

/** The fields of an asset in the grouped multi-select (`AssetSummary`). */
export const ASSET_FIELDS = { group: 'assetGroup', text: 'assetName', value: 'assetId' } as const;
/** The fields of a group in the grouped multi-select (`{ id, name, kind }`). */
export const GROUP_FIELDS = { group: 'kind', text: 'name', value: 'id' } as const;

/**
 * A form's draft and the messages beside its fields, started again from `make` when the edited object changes (its
 * `key`: an id, or 'new').
 */
export function useFormDraft<D extends object>(key: string | number, make: () => D) {
  const [draft, setDraft] = useState<D>(make);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [seen, setSeen] = useState(key);
  if (key !== seen) {
    setSeen(key);
    setDraft(make());
    setErrors({});
  }
  // A changed field's message goes (it is checked again at the next submit).
  const set = <K extends keyof D>(k: K, v: D[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setErrors((e) => {
      const field = String(k);
      const left = Object.entries(e).filter(([name]) => name !== field && !name.startsWith(`${field}.`));
      return left.length === Object.keys(e).length ? e : Object.fromEntries(left);
    });
  };
  return { draft, setDraft, set, errors, setErrors };
}

/** The first message of a field or of one of its items (`emails.1`). */
export function firstErrorOf(shown: FieldErrors, field: string): string | undefined {
  return Object.entries(shown).find(([k]) => k === field || k.startsWith(`${field}.`))?.[1];
}

/** The message of a form whose files are still uploading, beside its files field; none when they are all in. */
export function pendingUploadErrors(uploads: { pending: boolean }): FieldErrors {
  return uploads.pending ? { files: 'Wait for the files to finish uploading.' } : {};
}

/**
 * Checks a form's body with its schema (and the form's own `extra` messages): shows the messages beside the fields,
 * or clears them and hands the body on. @returns whether it was handed on
 */
export function submitChecked<B>(schema: z.ZodType, body: B, setErrors: (errors: FieldErrors) => void, onSubmit: (body: B) => void, extra: FieldErrors = {}): boolean {
  const parsed = schema.safeParse(body);
  const errors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...extra };
  setErrors(errors);
  if (Object.keys(errors).length > 0) return false;
  onSubmit(body);
  return true;
}
