import { OIDC_TEXTS, oidcAlertText } from '@fleet/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startProvider, type RunningProvider } from './support/oidc-provider';
import { freePort, startServer, type RunningServer } from './support/server';
import { storageValue } from './support/session';

const CLIENT = { clientId: 'fleet-e2e', clientSecret: 'e2e-client-secret-0123456789abcdef' };

let provider: RunningProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The server's address is registered with the provider as the redirect URI before the server starts; the port is
  // picked once the provider holds its own, so that the two cannot be the same.
  let port = 0;
  provider = await startProvider({
    ...CLIENT,
    redirectUri: async () => {
      port = await freePort();
      return `http://127.0.0.1:${port}/callback`;
    },
    accounts: {
      nadia: { email: 'nadia@acme.test', name: 'Nadia from Acme' },
      olga: { email: 'olga@elsewhere.test', name: 'Olga Outsider' },
    },
  });
  [server, browser] = await Promise.all([
    startServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'acme.test',
      OIDC_COMPANY: 'Demo Fleet',
      OIDC_PAGES: 'mapview,reports',
      OIDC_BUTTON_LABEL: 'Sign in with Acme',
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

/** On the provider's own pages: its login form (any password), then its consent form. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('sign-in with an OpenID Connect provider', () => {
  it('signs in through the provider’s login page and lands on /dashboard as a new user of the company', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    const button = page.getByTestId('sso-sign-in-button');
    await expect.poll(() => button.innerText()).toBe('Sign in with Acme');
    await screenshot(page, 'oidc-login-button');
    await button.click();
    await signInAtProvider(page, 'nadia');
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.locator('#app-loading').isVisible()).toBe(false);
    const userInfo = JSON.parse((await storageValue(page, 'userInfo')) ?? '{}') as Record<string, unknown>;
    expect(userInfo).toMatchObject({ email: 'nadia@acme.test', displayName: 'Nadia from Acme', userRole: 'Client', tenantName: 'Demo Fleet' });
    expect(userInfo.access).toEqual({ pages: ['mapview', 'reports'] });
    // The code was in the address bar only on the way through /callback.
    expect(page.url()).not.toContain('code=');
    // Nothing secret reached the server's log.
    expect(server.output()).not.toContain(CLIENT.clientSecret);
    await screenshot(page, 'oidc-dashboard');
    await context.close();
  });

  it('refuses an email domain that is not allowed with the SPEC §8 alert and stays signed out', async () => {
    const { context, page } = await newPage(browser);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${server.url}/login`);
    await page.getByTestId('sso-sign-in-button').click();
    await signInAtProvider(page, 'olga');
    await expect.poll(() => alerts).toEqual([oidcAlertText(OIDC_TEXTS.domainNotAllowed)]);
    expect(alerts[0]).toContain('Detailed error can be found in console.');
    await page.waitForURL(/\/login$/);
    expect(consoleErrors.some((text) => text.includes('Identity provider sign-in failed'))).toBe(true);
    expect(await storageValue(page, 'userInfo')).toBeNull();
    await context.close();
  });

  it('shows the provider’s own error (the user cancelled) the same way', async () => {
    const { context, page } = await newPage(browser);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${server.url}/login`);
    await page.getByTestId('sso-sign-in-button').click();
    await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
    await page.getByText('[ Cancel ]').click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toMatch(/^access_denied/);
    expect(alerts[0]).toContain(OIDC_TEXTS.detailsInConsole);
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
