import { MESSAGES } from '@fleet/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import { startMailbox, type TestMailbox } from './support/smtp';
import type { RunningServer } from './support/server';
import { signIn } from './support/session';

/** Mails the server sent, as a real SMTP server received them. */
let mailbox: TestMailbox;
let server: RunningServer;
let browser: Browser;

const PASSWORD = 'Tr4ck-my-fl33t-2026';

beforeAll(async () => {
  mailbox = await startMailbox();
  ({ server, browser } = await startHarness({ SMTP_URL: mailbox.url }));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

/** The newest mail to `to`, waited for. */
const mailTo = (to: string, count = 1): Promise<string> => mailbox.newestTo(to, count);

const register = (body: Record<string, string>) =>
  fetch(`${server.url}/v2/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('accounts', () => {
  it('registers a company, confirmed in the browser by the mailed link, and never tells whether an email exists', async () => {
    const fresh = await register({ displayName: 'Syarikat Ujian', email: 'owner@ujian.my', password: PASSWORD, confirmPassword: PASSWORD });
    const taken = await register({ displayName: 'Again', email: 'demo@demo.fleet', password: PASSWORD, confirmPassword: PASSWORD });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect(await mailTo('demo@demo.fleet')).toContain('already has one');

    const mail = await mailTo('owner@ujian.my');
    const token = /#confirm=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(token).toBeTruthy();

    const { context, page } = await newPage(browser);
    // Before the link is opened the account cannot sign in.
    await signIn(page, server.url, 'owner@ujian.my', PASSWORD);
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain(MESSAGES.accountPending);

    await context.close();

    // The link opens in a new tab, as from a mail client.
    const opened = await newPage(browser);
    await opened.page.goto(`${server.url}/login#confirm=${token}`);
    await expect.poll(() => opened.page.getByTestId('login-notice').innerText(), { timeout: 15_000 }).toContain(MESSAGES.emailConfirmed);
    // The token left the address bar at once (and never went to the server in a URL).
    expect(new URL(opened.page.url()).hash).toBe('');
    await screenshot(opened.page, 'accounts-email-confirmed');
    await signIn(opened.page, server.url, 'owner@ujian.my', PASSWORD);
    await opened.page.waitForURL(/\/dashboard$/);
    await opened.context.close();
  });

  it('registers through the /register page reached from the sign-in page, and the mailed link confirms it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByTestId('register-link').click();
    await page.waitForURL(/\/register$/);
    await page.getByTestId('register-name').fill('Kenderaan Timur');
    await page.getByTestId('register-email').fill('boss@timur.my');
    await page.getByTestId('register-password').fill(PASSWORD);
    // SPEC §5's text for a confirmation that does not match; nothing is sent.
    await page.getByTestId('register-confirm-password').fill(`${PASSWORD}!`);
    await page.getByTestId('register-submit').click();
    await page.getByText(MESSAGES.passwordMismatch).waitFor();
    expect(mailbox.mails.some((m) => m.to === 'boss@timur.my')).toBe(false);
    await page.getByTestId('register-confirm-password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('register-sent').innerText()).toBe(MESSAGES.registrationMailSent);
    await screenshot(page, 'accounts-registered');
    const token = /#confirm=([A-Za-z0-9_-]{43})/.exec(await mailTo('boss@timur.my'))?.[1];
    expect(token).toBeTruthy();
    await page.goto(`${server.url}/login#confirm=${token}`);
    await expect.poll(() => page.getByTestId('login-notice').innerText(), { timeout: 15_000 }).toContain(MESSAGES.emailConfirmed);
    await signIn(page, server.url, 'boss@timur.my', PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('changes the email in Settings only with the current password', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'owner@ujian.my', PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/settings`);
    const email = page.getByTestId('profile-email');
    await email.waitFor();
    await email.fill('boss@ujian.my');
    const current = page.getByTestId('profile-current-password');
    await current.waitFor();
    await current.fill('not the password');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('profile-error').innerText()).toContain(MESSAGES.currentPasswordWrong);
    await current.fill(PASSWORD);
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('profile-current-password').count()).toBe(0);
    await screenshot(page, 'accounts-email-changed');
    await context.close();
    const login = await fetch(`${server.url}/v2/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'boss@ujian.my', password: PASSWORD }) });
    expect(login.status).toBe(200);
  });
});
