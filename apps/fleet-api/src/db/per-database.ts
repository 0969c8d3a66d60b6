import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** One value per database handle, made on first use and kept as long as the handle (caches of its rows, listeners). */
export interface PerDatabase<T> {
  /** The handle's value, made now when it has none. */
  of(db: Kysely<DB>): T;
  /** The handle's value when one was made. */
  peek(db: Kysely<DB>): T | undefined;
}

/** Values per database handle, each made by `make` on first use. */
export function perDatabase<T>(make: (db: Kysely<DB>) => T): PerDatabase<T> {
  const values = new WeakMap<object, T>();
  return {
    of(db) {
      let value = values.get(db);
      if (value === undefined) {
        value = make(db);
        values.set(db, value);
      }
      return value;
    },
    peek: (db) => values.get(db),
  };
}
