import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

/** A mail of the account flows; every link in it carries a one-time token or leads to a public page. */
export type AccountMail =
  /** A password reset link (`/reset-password/:token/:email`). */
  | { kind: 'reset'; email: string; displayName: string; link: string; expiresAt: Date }
  /** The link that confirms a self-registered account's email (`/login#confirm=<token>`). */
  | { kind: 'confirm'; email: string; displayName: string; link: string; expiresAt: Date }
  /** Somebody tried to register with an email that already has an account: tell its owner, reveal nothing to them. */
  | { kind: 'exists'; email: string; displayName: string; signInLink: string; resetLink: string }
  /** An alert rule's e-mail channel: what happened, when (company time), where, and the inbox link (no token). */
  | { kind: 'alert'; email: string; subject: string; lines: string[]; link: string }
  /** A scheduled report: what it covers, its files attached, and the link to its schedule (no token). */
  | { kind: 'report'; email: string; subject: string; lines: string[]; link: string; attachments: MailAttachment[] };

/** A file attached to a mail. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Delivers the account mails. */
export interface AccountMailer {
  /** Whether mails can be delivered at all (an SMTP server is configured). */
  readonly canSend: boolean;
  send(mail: AccountMail): Promise<void>;
}

/** Options of the default mailer. */
export interface AccountMailerOptions {
  /** nodemailer transport URL; unset: nothing can be delivered (see `logLinks`). */
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /**
   * Without SMTP, write the mails (with their one-time links) to the log at info level: an explicit development
   * setting (FLEET_DEV_MAIL_LOG=1), never the default, since anyone reading the log could take over the account.
   */
  logLinks: boolean;
}

/** Subject and text of a mail. */
export function composeAccountMail(mail: AccountMail): { subject: string; text: string } {
  switch (mail.kind) {
    case 'reset':
      return {
        subject: 'Reset your password',
        text:
          `Hello ${mail.displayName},\n\nopen this link to choose a new password:\n${mail.link}\n\n` +
          `It works once, until ${mail.expiresAt.toUTCString()}. If you did not ask for it, ignore this mail.\n`,
      };
    case 'confirm':
      return {
        subject: 'Confirm your email address',
        text:
          `Hello ${mail.displayName},\n\nopen this link to confirm your email address and finish creating your account:\n${mail.link}\n\n` +
          `It works once, until ${mail.expiresAt.toUTCString()}. If you did not register, ignore this mail: nothing will be created.\n`,
      };
    case 'exists':
      return {
        subject: 'Somebody tried to register with your email address',
        text:
          `Hello ${mail.displayName},\n\nsomebody (perhaps you) tried to create a new account with this email address, which already has one.\n` +
          `Sign in here: ${mail.signInLink}\nForgot your password? Ask for a new one here: ${mail.resetLink}\n\n` +
          `If it was not you, ignore this mail: nothing was changed.\n`,
      };
    case 'alert':
      return { subject: mail.subject, text: `${mail.lines.join('\n')}\n\nOpen the alerts: ${mail.link}\n` };
    case 'report':
      return { subject: mail.subject, text: `${mail.lines.join('\n')}\n\nThe schedule and its earlier runs: ${mail.link}\n` };
  }
}

/** The link a mail carries, for the development log. */
function linkOf(mail: AccountMail): string {
  return mail.kind === 'exists' ? mail.signInLink : mail.link;
}

/** Mails through SMTP when configured; otherwise warns that it cannot (or, in development only, logs the links). */
export function createAccountMailer(options: AccountMailerOptions): AccountMailer {
  if (!options.smtpUrl) {
    return {
      canSend: false,
      send: async (mail) => {
        if (options.logLinks) {
          const link = linkOf(mail);
          options.log.info({ kind: mail.kind, email: mail.email, link }, `[FLEET_DEV_MAIL_LOG] ${mail.kind} mail for ${mail.email}: ${link}`);
        } else {
          options.log.warn({ kind: mail.kind, email: mail.email }, `${mail.kind} mail not sent: SMTP_URL is not set`);
        }
      },
    };
  }
  const transport = createTransport(options.smtpUrl);
  return {
    canSend: true,
    send: async (mail) => {
      const { subject, text } = composeAccountMail(mail);
      const attachments = mail.kind === 'report' ? mail.attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: Buffer.from(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength) })) : undefined;
      await transport.sendMail({ from: options.from, to: mail.email, subject, text, ...(attachments ? { attachments } : {}) });
      options.log.info({ kind: mail.kind, email: mail.email }, `${mail.kind} mail sent`);
    },
  };
}
