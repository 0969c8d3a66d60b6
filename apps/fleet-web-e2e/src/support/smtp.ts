import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

/** One mail as the test's SMTP server received it. */
export interface ReceivedMail {
  to: string;
  /** The message with quoted-printable soft breaks undone (links read as sent). */
  body: string;
  /** The message as received (for a MIME parser: attachments). */
  raw: string;
}

/** A real SMTP server (the nodemailer project's smtp-server) on 127.0.0.1 that keeps every mail it receives. */
export interface TestMailbox {
  /** `smtp://127.0.0.1:<port>`, the server's SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The newest mail to `to` once `count` of them arrived (waited for up to 15 s): its body. */
  newestTo: (to: string, count?: number) => Promise<string>;
  close: () => Promise<void>;
}

/** Starts the mailbox on a free port. */
export async function startMailbox(): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        // Quoted-printable soft breaks and "=" escapes undone, so links read as sent.
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body: body.replace(/=\r\n/g, '').replace(/=3D/g, '='), raw: body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    newestTo: async (to, count = 1) => {
      await expect.poll(() => mails.filter((m) => m.to === to).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
      return mails.filter((m) => m.to === to).at(-1)?.body ?? '';
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
