import { ADMIN_TEXTS, ASSET_COLUMNS, FIELD_LIMITS, USER_COLUMNS, type ImportResult } from '@fleet/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('import and export of assets, groups and users', () => {
  let t: TestApp;
  let admin: string;
  let client: string;

  const send = async (kind: string, body: string | Buffer, query = '', token = admin, type = 'text/csv') => {
    const r = await t.app.inject({ method: 'POST', url: `/v2/import/${kind}${query}`, headers: { authorization: `Bearer ${token}`, 'content-type': type }, payload: body });
    return { status: r.statusCode, body: r.json() as { result: ImportResult; error?: string } };
  };
  const count = async (table: 'assets' | 'asset_groups' | 'audit_log') => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const header = ASSET_COLUMNS.join(',');

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    client = (await loginAs(t.app, 'demo', 'demo')).accessToken;
  });
  afterAll(() => t.close());

  it('dry-runs by default: lists every row’s problems with the column, and writes nothing when one row is bad', async () => {
    const csv = [
      header,
      'Tanker 1,truck,Tankers,BKL 1,,TANK-1,30000,diesel,80,,,,,100,5',
      'Tanker 2,lorry,Tankers,,,,abc,coal,999,custom,9,3,,,',
      'tanker 1,car,,,,TANK-1,,,,,,,,,',
    ].join('\n');
    const [assets, groups, audit] = [await count('assets'), await count('asset_groups'), await count('audit_log')];
    for (const query of ['', '?dryRun=false']) {
      const r = await send('assets', csv, query);
      expect(r.status).toBe(200);
      expect(r.body.result).toMatchObject({ ok: false, written: false, counts: { create: 1, invalid: 2 } });
      const [first, second, third] = r.body.result.rows;
      expect(first).toMatchObject({ row: 2, name: 'Tanker 1', action: 'create', problems: [], notes: [ADMIN_TEXTS.importGroupMissing('Tankers')] });
      expect(second?.problems).toEqual([
        { field: 'type', message: 'Type must be one of animal, boat, car, machine, truck, item, watch, staff.' },
        { field: 'fuel_tank_l', message: 'Fuel tank must be a number from 1 to 100000 litres, or empty.' },
        { field: 'fuel_type', message: 'Fuel type must be one of diesel, petrol, electric, lpg, cng, other, or empty.' },
        { field: 'speed_limit_kmh', message: 'Speed limit must be a number from 1 to 300 km/h, or empty.' },
        { field: 'temperature_min_c', message: 'min must be lower than max.' },
      ]);
      expect(third?.problems).toEqual([
        { field: 'name', message: ADMIN_TEXTS.importDuplicateInFile('tanker 1', 2) },
        { field: 'device_identifier', message: ADMIN_TEXTS.importDuplicateInFile('TANK-1', 2) },
      ]);
    }
    expect([await count('assets'), await count('asset_groups'), await count('audit_log')]).toEqual([assets, groups, audit]);
  });

  it('writes a clean file in one go (groups created, matching names updated), and its export re-imports unchanged', async () => {
    const existing = await t.database.db.selectFrom('assets').select(['name', 'type']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const csv = `\uFEFF${header}\r\nTanker 1,truck,Tankers,BKL 1,,TANK-1,30000,diesel,80,,,,,100,5\r\n"${existing.name}",${existing.type},,,,,,,95,chilled,,,,,\r\n`;
    const dry = await send('assets', csv);
    expect(dry.body.result).toMatchObject({ ok: true, dryRun: true, written: false, counts: { create: 1, update: 1 } });
    const written = await send('assets', csv, '?dryRun=false');
    expect(written.body.result).toMatchObject({ ok: true, dryRun: false, written: true, counts: { create: 1, update: 1 } });
    const tanker = await t.database.db.selectFrom('assets as a').innerJoin('asset_groups as g', 'g.id', 'a.group_id').select(['a.unit_id', 'a.fuel_tank_l', 'g.name as group']).where('a.name', '=', 'Tanker 1').executeTakeFirstOrThrow();
    expect(tanker).toEqual({ unit_id: 'TANK-1', fuel_tank_l: 30000, group: 'Tankers' });
    expect(await t.database.db.selectFrom('audit_log').select('summary').where('action', '=', 'import').execute()).toEqual([{ summary: 'Imported assets: 1 added, 1 updated, 0 unchanged' }]);

    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await t.app.inject({ method: 'GET', url: `/v2/export/assets?format=${format}`, headers: { authorization: `Bearer ${admin}` } });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toBe(`attachment; filename="assets.${format}"`);
      const again = await send('assets', exported.rawPayload, '', admin, format === 'csv' ? 'text/csv' : 'application/octet-stream');
      expect(again.body.result.ok).toBe(true);
      expect(again.body.result.counts).toMatchObject({ create: 0, update: 0, invalid: 0 });
      expect(again.body.result.counts.unchanged).toBeGreaterThan(10);
    }
  });

  it('keeps what a file has no column for: a list of names and plates clears no tracker', async () => {
    const before = await t.database.db.selectFrom('assets').select(['name', 'unit_id', 'fuel_tank_l']).where('name', '=', 'Tanker 1').executeTakeFirstOrThrow();
    const r = await send('assets', 'name,type,plate\nTanker 1,truck,BKL 99\n', '?dryRun=false');
    expect(r.body.result).toMatchObject({ ok: true, written: true, counts: { update: 1 } });
    const after = await t.database.db.selectFrom('assets').select(['name', 'unit_id', 'fuel_tank_l', 'plate']).where('name', '=', 'Tanker 1').executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, plate: 'BKL 99' });
  });

  it('reads an Excel workbook and imports groups; Clients are refused; bad files get a clear problem', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('groups');
    sheet.addRow(['Name']);
    sheet.addRow(['East yard']);
    sheet.addRow(['Tankers']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const r = await send('groups', xlsx, '?dryRun=false', admin, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.body.result).toMatchObject({ ok: true, written: true, counts: { create: 1, unchanged: 1 } });
    expect(await t.database.db.selectFrom('asset_groups').select('name').where('name', '=', 'East yard').execute()).toHaveLength(1);

    expect((await send('groups', 'name\nX', '', client)).status).toBe(403);
    expect(await send('drivers', 'name\nX')).toMatchObject({ status: 400, body: { error: ADMIN_TEXTS.importUnknownKind('drivers', ['assets', 'groups', 'users']) } });
    expect((await send('assets', 'name,type\n')).body.result.fileProblem).toBe(ADMIN_TEXTS.importEmpty);
    expect((await send('assets', 'name,plate\nA,B')).body.result.fileProblem).toBe(ADMIN_TEXTS.importMissingColumns(['type']));
    expect((await send('assets', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), '', admin, 'application/octet-stream')).body.result.fileProblem).toBe(ADMIN_TEXTS.importUnreadable);
    expect((await send('assets', Buffer.from([0x6e, 0x61, 0xff, 0xfe, 0x0a]))).body.result.fileProblem).toBe(ADMIN_TEXTS.importUnreadable);
    const rows = `name,type\n${Array.from({ length: FIELD_LIMITS.importMaxRows + 1 }, (_, i) => `A${i},car`).join('\n')}`;
    expect((await send('assets', rows)).body.result.fileProblem).toBe(ADMIN_TEXTS.importTooManyRows);
    const big = `name,type\n${'x'.repeat(FIELD_LIMITS.importMaxBytes)}`;
    expect(await send('assets', big)).toMatchObject({ status: 413, body: { error: ADMIN_TEXTS.importTooBig } });
  });

  it('guards formula-like cells in a CSV export and reads them back', async () => {
    const csv = 'name,type\n"=HYPERLINK(""x"")",car\n';
    expect((await send('assets', csv, '?dryRun=false')).body.result.written).toBe(true);
    const exported = await t.app.inject({ method: 'GET', url: '/v2/export/assets?format=csv', headers: { authorization: `Bearer ${admin}` } });
    expect(exported.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await send('assets', exported.rawPayload)).body.result.counts).toMatchObject({ create: 0, update: 0, invalid: 0 });
  });

  it('imports users: problems per column, nothing half-written, set-password mails after the commit, and the export re-imports unchanged', async () => {
    const header = USER_COLUMNS.join(',');
    const users = async () => (await t.database.db.selectFrom('users').select('username').orderBy('username').execute()).map((u) => u.username);
    const before = await users();
    const bad = [
      header,
      'night.ops,night@ops.my,Night Ops,Client,mapview; reports,poi:add,Nowhere,',
      'admin,admin2@ops.my,Second,Administrator,,,,',
      'x,not-an-email,,Boss,fleet,,,',
      'night.ops,other@ops.my,Twice,Client,,,,',
    ].join('\n');
    const refused = await send('users', bad, '?dryRun=false');
    expect(refused.body.result).toMatchObject({ ok: false, written: false });
    const [first, second, third, fourth] = refused.body.result.rows;
    expect(first?.problems).toEqual([{ field: 'groups', message: `Nowhere: ${ADMIN_TEXTS.groupNotFound}` }]);
    expect(second).toMatchObject({ action: 'unchanged', problems: [], notes: [ADMIN_TEXTS.importUserExists] });
    expect(third?.problems.map((p) => p.field)).toEqual(expect.arrayContaining(['email', 'display_name', 'role', 'pages']));
    expect(fourth?.problems).toEqual([{ field: 'username', message: ADMIN_TEXTS.importDuplicateInFile('night.ops', 2) }]);
    expect(await users()).toEqual(before);

    const group = await t.database.db.selectFrom('asset_groups').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const good = [header, `night.ops,night@ops.my,Night Ops,Client,mapview; reports,poi:add,${group.name},`, 'day.lead,day@ops.my,Day Lead,Administrator,,,,'].join('\r\n');
    const mailsBefore = t.mails.length;
    const written = await send('users', good, '?dryRun=false');
    expect(written.body.result).toMatchObject({ ok: true, written: true, counts: { create: 2 } });
    expect(t.mails.slice(mailsBefore).map((m) => [m.kind, m.email])).toEqual([['reset', 'night@ops.my'], ['reset', 'day@ops.my']]);
    const night = await t.database.db.selectFrom('users').select(['id', 'role', 'pages', 'permissions']).where('username', '=', 'night.ops').executeTakeFirstOrThrow();
    expect(night).toMatchObject({ role: 'Client', pages: ['mapview', 'reports'], permissions: ['poi:add'] });
    expect(await t.database.db.selectFrom('user_asset_groups').select('group_id').where('user_id', '=', night.id).execute()).toEqual([{ group_id: group.id }]);

    const exported = await t.app.inject({ method: 'GET', url: '/v2/export/users?format=xlsx', headers: { authorization: `Bearer ${admin}` } });
    expect(exported.statusCode).toBe(200);
    const again = await send('users', exported.rawPayload, '?dryRun=false', admin, 'application/octet-stream');
    expect(again.body.result).toMatchObject({ ok: true, counts: { create: 0, invalid: 0 } });
    expect((await send('users', good, '', client)).status).toBe(403);
  });
});
