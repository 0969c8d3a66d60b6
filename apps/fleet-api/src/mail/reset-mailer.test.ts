import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createResetMailer } from './reset-mailer';

describe('reset mailer without SMTP', () => {
  it('writes the full link to the log at info level', async () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }) } as unknown as FastifyBaseLogger;
    const mailer = createResetMailer({ smtpUrl: undefined, from: 'x@y', log });
    const link = 'http://localhost:7750/reset-password/abc/demo%40demo.fleet';
    await mailer.send({ email: 'demo@demo.fleet', displayName: 'Demo', link, expiresAt: new Date(0) });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.obj.link).toBe(link);
    expect(lines[0]?.msg).toContain(link);
  });
});
