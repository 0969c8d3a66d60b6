import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp';
import { createAccountMailer, type AccountMail } from './account-mailer';

const expiresAt = new Date('2026-11-24T10:00:00Z');
const reset: AccountMail = { kind: 'reset', email: 'demo@demo.fleet', displayName: 'Demo', link: 'http://localhost:7750/reset-password/abc/demo%40demo.fleet', expiresAt };
const confirm: AccountMail = { kind: 'confirm', email: 'new@acme.co', displayName: 'Acme', link: 'http://localhost:7750/login#confirm=xyz', expiresAt };

function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    log: {
      info: (obj: Record<string, unknown>, msg: string) => void lines.push({ level: 'info', obj, msg }),
      warn: (obj: Record<string, unknown>, msg: string) => void lines.push({ level: 'warn', obj, msg }),
    } as never,
  };
}

describe('account mailer without SMTP', () => {
  it('never writes a link to the log by default: it warns that it could not send', async () => {
    const { lines, log } = recordingLog();
    const mailer = createAccountMailer({ smtpUrl: undefined, from: 'x@y', log, logLinks: false });
    await mailer.send(reset);
    await mailer.send(confirm);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn']);
    expect(JSON.stringify(lines)).not.toContain('reset-password/abc');
    expect(JSON.stringify(lines)).not.toContain('confirm=xyz');
  });
  it('writes the links at info level only with the development setting', async () => {
    const { lines, log } = recordingLog();
    const mailer = createAccountMailer({ smtpUrl: undefined, from: 'x@y', log, logLinks: true });
    await mailer.send(reset);
    expect(lines[0]?.level).toBe('info');
    expect(lines[0]?.msg).toContain(reset.link);
  });
});

describe('account mailer over SMTP (a real SMTP server)', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers the reset, confirmation and already-registered mails with their links, and logs no link', async () => {
    const { lines, log } = recordingLog();
    const mailer = createAccountMailer({ smtpUrl: smtp.url, from: 'Fleet <no-reply@fleet.test>', log, logLinks: false });
    await mailer.send(reset);
    await mailer.send(confirm);
    await mailer.send({ kind: 'exists', email: 'demo@demo.fleet', displayName: 'Demo', signInLink: 'http://localhost:7750/login', resetLink: 'http://localhost:7750/forgot-password' });
    expect(smtp.received.map((m) => m.to)).toEqual(['demo@demo.fleet', 'new@acme.co', 'demo@demo.fleet']);
    const unfolded = smtp.received.map((m) => m.body.replace(/=\r\n/g, '').replace(/=3D/g, '='));
    expect(unfolded[0]).toContain('Subject: Reset your password');
    expect(unfolded[0]).toContain(reset.link);
    expect(unfolded[1]).toContain('Subject: Confirm your email address');
    expect(unfolded[1]).toContain('http://localhost:7750/login#confirm=xyz');
    expect(unfolded[2]).toContain('already has one');
    expect(JSON.stringify(lines)).not.toMatch(/reset-password\/abc|confirm=xyz/);
  });
});
