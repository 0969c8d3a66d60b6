import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

/** One password reset link to deliver. */
export interface ResetLink {
  email: string;
  displayName: string;
  link: string;
  /** When the link stops working. */
  expiresAt: Date;
}

/** Delivers password reset links. */
export interface ResetMailer {
  send(message: ResetLink): Promise<void>;
}

/** Options of the default mailer. */
export interface ResetMailerOptions {
  /** nodemailer transport URL; when unset the link is written to the log at info level. */
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

/** Mails reset links through SMTP when configured, else logs them (the embedded, single-operator mode). */
export function createResetMailer(options: ResetMailerOptions): ResetMailer {
  if (!options.smtpUrl) {
    return {
      send: async ({ email, link, expiresAt }) => {
        options.log.info({ email, link, expiresAt: expiresAt.toISOString() }, `password reset link for ${email}: ${link}`);
      },
    };
  }
  const transport = createTransport(options.smtpUrl);
  return {
    send: async ({ email, displayName, link, expiresAt }) => {
      await transport.sendMail({
        from: options.from,
        to: email,
        subject: 'Reset your password',
        text:
          `Hello ${displayName},\n\nopen this link to choose a new password:\n${link}\n\n` +
          `It works once, until ${expiresAt.toUTCString()}. If you did not ask for it, ignore this mail.\n`,
      });
      options.log.info({ email }, 'password reset mail sent');
    },
  };
}
