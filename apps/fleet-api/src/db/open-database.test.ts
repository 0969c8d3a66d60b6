import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase, machinePostgresUrl } from '../testing/test-db';
import { openDatabase } from './open-database';

// Always on the machine's PostgreSQL (the fault does not exist on the embedded database); fails when it is down.
const serverUrl = machinePostgresUrl();

describe('openDatabase on PostgreSQL', () => {
  it('survives the server ending its idle connections: no crash, the next query reconnects', async () => {
    const t = await createTestDatabase({ empty: true, postgres: serverUrl });
    const url = new URL(serverUrl!);
    const name = (await sql<{ db: string }>`select current_database() as db`.execute(t.database.db)).rows[0]!.db;
    url.pathname = `/${name}`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await sql`select 1`.execute(database.db);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL ended a connection'));
      const { rows } = await sql<{ n: number }>`select 2 as n`.execute(database.db);
      expect(rows[0]!.n).toBe(2);
    } finally {
      warn.mockRestore();
      await database.close();
      await t.cleanup();
    }
  });
});
