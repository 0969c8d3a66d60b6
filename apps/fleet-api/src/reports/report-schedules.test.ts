import { REPORT_SCHEDULE_TEXTS, schedulePeriodRange, type ReportRun, type ReportSchedule } from '@fleet/domain';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountMailer } from '../mail/account-mailer';
import { ReportScheduler } from './report-scheduler';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const KL = 'Asia/Kuala_Lumpur';
const HOUR = 3_600_000;

/** The text of a PDF, through poppler's pdftotext. */
function pdfText(bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'fleet-schedule-')), 'report.pdf');
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

describe('automated reports: schedules, runs in the company calendar, e-mail with the files, run history', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: string;
  let demo: string;
  let given: number[];
  let hidden: number;
  let hino: number;
  const weekly = (overrides: Record<string, unknown> = {}) => ({
    name: 'Weekly summary',
    reportType: 'summary',
    period: 'last-week',
    frequency: 'weekly',
    weekday: 1,
    minuteOfDay: 7 * 60,
    formats: ['pdf'],
    recipients: ['fleet.manager@example.com', 'owner@example.com'],
    ...overrides,
  });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const quiet = { info: () => undefined, warn: () => undefined };
    t = await createTestApp({ deps: { mailer: createAccountMailer({ smtpUrl: smtp.url, from: 'Fleet <reports@fleet.test>', log: quiet, logLinks: false }) } });
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    given = await demoVisibleAssetIds(t.database.db);
    const all = await t.database.db.selectFrom('assets').select(['id', 'name']).orderBy('id').execute();
    hidden = all.map((a) => a.id).find((id) => !given.includes(id))!;
    hino = all.find((a) => a.name === 'Hino 500 - WXY 4821')!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses bad schedules with the texts the form shows, and keeps nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [weekly({ name: '' }), REPORT_SCHEDULE_TEXTS.nameRequired],
      [weekly({ reportType: 'teleport' }), REPORT_SCHEDULE_TEXTS.typeInvalid],
      [weekly({ period: 'forever' }), REPORT_SCHEDULE_TEXTS.periodInvalid],
      [weekly({ recipients: [] }), REPORT_SCHEDULE_TEXTS.recipientsRequired],
      [weekly({ recipients: ['nobody'] }), REPORT_SCHEDULE_TEXTS.emailInvalid],
      [weekly({ formats: [] }), REPORT_SCHEDULE_TEXTS.formatsRequired],
      [weekly({ minuteOfDay: -5 }), REPORT_SCHEDULE_TEXTS.timeInvalid],
      [weekly({ weekday: 7 }), REPORT_SCHEDULE_TEXTS.weekdayInvalid],
    ];
    for (const [body, message] of cases) {
      const r = await call(t.app, 'POST', '/v2/report-schedules', { token: admin, body });
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect((await call<{ schedules: ReportSchedule[] }>(t.app, 'GET', '/v2/report-schedules', { token: admin })).body.schedules).toEqual([]);
  });

  it('asks Clients for the Automated Reports permission and for assets they may see', async () => {
    expect((await call(t.app, 'POST', '/v2/report-schedules', { token: demo, body: weekly({ assetIds: [given[0]] }) })).status).toBe(403);
    const demoUser = await t.database.db.selectFrom('users').select(['id', 'permissions']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ permissions: JSON.stringify([...demoUser.permissions, 'automated-reports:add', 'automated-reports:update']) }).where('id', '=', demoUser.id).execute();
    expect((await call(t.app, 'POST', '/v2/report-schedules', { token: demo, body: weekly() })).body).toMatchObject({ error: REPORT_SCHEDULE_TEXTS.clientScope });
    expect((await call(t.app, 'POST', '/v2/report-schedules', { token: demo, body: weekly({ assetIds: [hidden] }) })).status).toBe(404);
    const own = await call<{ schedule: ReportSchedule }>(t.app, 'POST', '/v2/report-schedules', { token: demo, body: weekly({ name: 'Mine', assetIds: [given[0]] }) });
    expect(own.status).toBe(200);
    // The Client sees only their own; the Administrator sees every schedule of the company.
    const theirs = await call<{ schedule: ReportSchedule }>(t.app, 'POST', '/v2/report-schedules', { token: admin, body: weekly({ name: 'Admin only', enabled: false }) });
    expect((await call<{ schedules: ReportSchedule[] }>(t.app, 'GET', '/v2/report-schedules', { token: demo })).body.schedules.map((s) => s.name)).toEqual(['Mine']);
    expect((await call<{ schedules: ReportSchedule[] }>(t.app, 'GET', '/v2/report-schedules', { token: admin })).body.schedules.map((s) => s.name)).toEqual(['Admin only', 'Mine']);
    for (const [method, url] of [
      ['PUT', `/v2/report-schedules/${theirs.body.schedule.id}`],
      ['POST', `/v2/report-schedules/${theirs.body.schedule.id}/run`],
      ['GET', `/v2/report-schedules/${theirs.body.schedule.id}/runs`],
    ] as const) {
      expect((await call(t.app, method, url, { token: demo, body: method === 'PUT' ? weekly({ assetIds: [given[0]] }) : undefined })).status, url).toBe(404);
    }
    // A switched-off schedule has no next run.
    expect(theirs.body.schedule.nextRunAt).toBeNull();
    for (const s of [own.body.schedule, theirs.body.schedule]) expect((await call(t.app, 'DELETE', `/v2/report-schedules/${s.id}`, { token: admin })).status).toBe(200);
  });

  it("e-mails a weekly Summary report with its PDF when its time comes in the company's zone, and keeps the run", async () => {
    const created = await call<{ schedule: ReportSchedule }>(t.app, 'POST', '/v2/report-schedules', { token: admin, body: weekly({ assetIds: [hino] }) });
    expect(created.status).toBe(200);
    const schedule = created.body.schedule;
    const runAt = Date.parse(schedule.nextRunAt!);
    // Monday 07:00 in Kuala Lumpur, the first after now.
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: KL, weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(runAt)).toBe('Monday 07:00');
    expect(runAt).toBeGreaterThan(t.clock.now());
    expect(runAt - t.clock.now()).toBeLessThanOrEqual(7 * 24 * HOUR);

    // The Hino drives 20 km on the Tuesday of the week the run covers.
    const week = schedulePeriodRange('last-week', runAt, KL);
    const start = week.from + 24 * HOUR + 9 * HOUR;
    await t.app.fleet.ingest.ingest(Array.from({ length: 41 }, (_, i) => ({ assetId: hino, time: start + i * 60_000, lat: 3.0 + i * 0.0045, lng: 101.5, speed: 27, heading: 0, ignition: true })));

    // Nothing is due before its time.
    expect(await t.app.fleet.reportScheduler.pass()).toBe(0);
    t.clock.advance(runAt - t.clock.now() + 20_000);
    // Days later: sign in again.
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    const mailsBefore = smtp.received.length;
    // Two instances' schedulers at once: one claims it.
    const other = new ReportScheduler({ ctx: t.app.fleet, mailer: t.app.fleet.mailer, publicUrl: 'http://other', log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
    const [a, b] = await Promise.all([t.app.fleet.reportScheduler.pass(), other.pass()]);
    expect(a + b).toBe(1);
    await Promise.all([t.app.fleet.reportScheduler.settled(), other.settled()]);
    expect(await t.app.fleet.reportScheduler.pass()).toBe(0);

    const mails = smtp.received.slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(['fleet.manager@example.com', 'owner@example.com']);
    const mail = await simpleParser(mails[0]!.body);
    expect(mail.subject).toBe('Weekly summary: Summary report, last week');
    expect(mail.text).toContain('Times in Asia/Kuala_Lumpur (UTC+08:00).');
    expect(mail.text).toContain(`/alerts?tab=schedules&schedule=${schedule.id}`);
    expect(mail.attachments.map((f) => [f.filename, f.contentType])).toEqual([[expect.stringMatching(/^Summary \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.pdf$/), 'application/pdf']]);
    const text = pdfText(mail.attachments[0]!.content);
    expect(text).toContain('Report Type: Summary');
    expect(text).toContain('Hino 500 - WXY 4821');
    // The period printed is last week, Monday 00:00 to Sunday 23:59:59 in the company's zone.
    const d = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: KL, day: 'numeric', month: 'numeric', year: 'numeric' }).format(ms).replace(/\//g, '/');
    expect(text).toContain(d(week.from));
    expect(text).toContain(d(week.to));
    // The distance is the one definition's, ~20 km.
    expect(text).toMatch(/\b(19|20)\.\d+\b/);

    // The schedule moves to the next Monday; the run is in the history with its file.
    const listed = (await call<{ schedules: ReportSchedule[] }>(t.app, 'GET', '/v2/report-schedules', { token: admin })).body.schedules[0]!;
    expect(Date.parse(listed.nextRunAt!) - runAt).toBe(7 * 24 * HOUR);
    expect(listed.lastRun).toMatchObject({ state: 'sent', manual: false, rows: 1, error: null, from: new Date(week.from).toISOString(), to: new Date(week.to).toISOString() });
    const runs = (await call<{ runs: ReportRun[] }>(t.app, 'GET', `/v2/report-schedules/${schedule.id}/runs`, { token: admin })).body.runs;
    expect(runs).toHaveLength(1);
    const file = runs[0]!.files[0]!;
    const download = await t.app.inject({ method: 'GET', url: `/v2/report-runs/${runs[0]!.id}/files/${file.id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(mail.attachments[0]!.content)).toBe(true);
    // Nobody else's: the Client does not reach it.
    expect((await t.app.inject({ method: 'GET', url: `/v2/report-runs/${runs[0]!.id}/files/${file.id}`, headers: { authorization: `Bearer ${demo}` } })).statusCode).toBe(404);
  });

  it('runs now on request, as Excel too, over the period a run now covers; the workbook reads back', async () => {
    const created = await call<{ schedule: ReportSchedule }>(t.app, 'POST', '/v2/report-schedules', {
      token: admin,
      body: weekly({ name: 'Daily history', reportType: 'history', period: 'yesterday', frequency: 'daily', formats: ['pdf', 'xlsx'], recipients: ['ops@example.com'], assetIds: [hino] }),
    });
    const mailsBefore = smtp.received.length;
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ success: true });
    const started = await call<{ run: ReportRun; message: string }>(t.app, 'POST', `/v2/report-schedules/${created.body.schedule.id}/run`, { token: admin });
    expect(started.status).toBe(202);
    expect(started.body.message).toBe(REPORT_SCHEDULE_TEXTS.started('Daily history'));
    expect(started.body.run).toMatchObject({ state: 'running', manual: true });
    await t.app.fleet.reportScheduler.settled();
    const yesterday = schedulePeriodRange('yesterday', t.clock.now(), KL);
    const runs = (await call<{ runs: ReportRun[] }>(t.app, 'GET', `/v2/report-schedules/${created.body.schedule.id}/runs`, { token: admin })).body.runs;
    expect(runs[0]).toMatchObject({ state: 'sent', from: new Date(yesterday.from).toISOString() });
    expect(runs[0]!.files.map((f) => f.fileName.split('.').pop())).toEqual(['pdf', 'xlsx']);
    const mail = await simpleParser(smtp.received[mailsBefore]!.body);
    expect(mail.attachments.map((f) => f.contentType)).toEqual(['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(mail.attachments[1]!.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toContain('History');
    // The schedule's own time is unchanged by a manual run.
    const listed = (await call<{ schedules: ReportSchedule[] }>(t.app, 'GET', '/v2/report-schedules', { token: admin })).body.schedules.find((s) => s.name === 'Daily history')!;
    expect(listed.nextRunAt).toBe(created.body.schedule.nextRunAt);
  });

  it('records why a run failed: no SMTP server, no asset left to report on', async () => {
    const noSmtp = await createTestApp({ deps: { mailer: createAccountMailer({ smtpUrl: undefined, from: 'x@y', log: { info: () => undefined, warn: () => undefined }, logLinks: false }) } });
    try {
      const token = (await loginAs(noSmtp.app, 'admin', 'admin')).accessToken;
      const s = await call<{ schedule: ReportSchedule }>(noSmtp.app, 'POST', '/v2/report-schedules', { token, body: weekly({ formats: ['xlsx'] }) });
      await call(noSmtp.app, 'POST', `/v2/report-schedules/${s.body.schedule.id}/run`, { token });
      await noSmtp.app.fleet.reportScheduler.settled();
      const [run] = (await call<{ runs: ReportRun[] }>(noSmtp.app, 'GET', `/v2/report-schedules/${s.body.schedule.id}/runs`, { token })).body.runs;
      // The file is built and kept all the same: it can be downloaded from the history.
      expect(run).toMatchObject({ state: 'failed', error: REPORT_SCHEDULE_TEXTS.noSmtp });
      expect(run!.files).toHaveLength(1);
      // Its only asset deleted: the run says so.
      const asset = await noSmtp.database.db.selectFrom('assets').select('id').orderBy('id').executeTakeFirstOrThrow();
      const one = await call<{ schedule: ReportSchedule }>(noSmtp.app, 'POST', '/v2/report-schedules', { token, body: weekly({ name: 'One', assetIds: [asset.id] }) });
      await noSmtp.database.db.updateTable('assets').set({ deleted_at: new Date() }).where('id', '=', asset.id).execute();
      await call(noSmtp.app, 'POST', `/v2/report-schedules/${one.body.schedule.id}/run`, { token });
      await noSmtp.app.fleet.reportScheduler.settled();
      const [lost] = (await call<{ runs: ReportRun[] }>(noSmtp.app, 'GET', `/v2/report-schedules/${one.body.schedule.id}/runs`, { token })).body.runs;
      expect(lost).toMatchObject({ state: 'failed', error: REPORT_SCHEDULE_TEXTS.noAssets, files: [] });
    } finally {
      await noSmtp.close();
    }
  });
});
