import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server (the nodemailer project's smtp-server) on 127.0.0.1 that keeps every mail it receives. */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`. */
  url: string;
  /** The mails so far: envelope recipients and the raw message. */
  received: { to: string; body: string }[];
  close(): Promise<void>;
}

/** Starts a {@link TestSmtp} on a free port. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: TestSmtp['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
