import { getWebStorage } from '../session/web-storage';

/** A jotai storage of plain text values in local storage (the legacy keys hold 'roadmap', 'true'; not JSON). */
export interface TextStorage<T> {
  getItem(key: string, initial: T): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
}

function textStorage<T>(parse: (raw: string) => T | undefined, format: (value: T) => string): TextStorage<T> {
  return {
    getItem: (key, initial) => {
      const raw = getWebStorage().getItem(key);
      if (raw === null) return initial;
      return parse(raw) ?? initial;
    },
    setItem: (key, value) => getWebStorage().setItem(key, format(value)),
    removeItem: (key) => getWebStorage().removeItem(key),
  };
}

/** 'true' / 'false'; anything else reads as the default. */
export const booleanTextStorage = textStorage<boolean>(
  (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  (value) => String(value),
);

/** Plain text (a JSON string written by an older build is read too); empty reads as the default. */
export const stringTextStorage = textStorage<string>(
  (raw) => {
    if (!raw.startsWith('"')) return raw || undefined;
    try {
      return (JSON.parse(raw) as string) || undefined;
    } catch {
      return undefined;
    }
  },
  (value) => value,
);
