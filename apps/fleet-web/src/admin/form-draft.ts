import { useState } from 'react';
import type { FieldErrors } from './field-errors';

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
  const set = <K extends keyof D>(k: K, v: D[K]) => setDraft((d) => ({ ...d, [k]: v }));
  return { draft, setDraft, set, errors, setErrors };
}

/** The first message of a field or of one of its items (`emails.1`). */
export function firstErrorOf(shown: FieldErrors, field: string): string | undefined {
  return Object.entries(shown).find(([k]) => k === field || k.startsWith(`${field}.`))?.[1];
}
