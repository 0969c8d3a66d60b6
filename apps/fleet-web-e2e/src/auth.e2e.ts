import { MESSAGES, STATUS_FILTERS, noPageAccessMessage, PAGE_NAMES, type DashboardSummary } from '@fleet/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
import { apiToken, signIn, storageValue } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startHarness());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('sign-in and the dashboard', () => {
  it('redirects / to /login, signs demo in and shows the demo fleet by status', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-username').waitFor();
    await screenshot(page, 'login');

    await page.evaluate(() => localStorage.setItem('unreadNotifications', '7'));
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);

    const token = await apiToken(server.url, 'demo', 'demo');
    const summary = (await (await fetch(`${server.url}/v2/dashboard`, { headers: { authorization: `Bearer ${token}` } })).json()) as DashboardSummary;
    expect(summary.statusCounts.All).toBeGreaterThanOrEqual(40);
    for (const { key } of STATUS_FILTERS) {
      await expect.poll(() => page.getByTestId(`status-tile-${key}`).innerText()).toContain(String(summary.statusCounts[key]));
    }
    expect(await storageValue(page, 'unreadNotifications')).toBe('0');
    expect(JSON.parse((await storageValue(page, 'userInfo')) ?? '{}').userRole).toBe('Client');
    await expect.poll(() => page.locator('#app-loading').isVisible()).toBe(false);
    await screenshot(page, 'dashboard');
    await context.close();
  });

  it('shows the server text for a wrong password and stays logged out', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'demo', 'not-the-password');
    await expect.poll(() => page.getByText(MESSAGES.wrongCredentials).count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/login/);
    expect(await storageValue(page, 'userInfo')).toBeNull();
    await context.close();
  });

  it('sends a logged-out visitor to /login with the page in `to`, and back there after sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/settings`);
    await page.waitForURL(/\/login\?.*to=/);
    await page.getByTestId('login-username').fill('demo');
    await page.getByTestId('login-password').fill('demo');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/settings$/);
    await expect.poll(() => page.getByText('Home').first().isVisible()).toBe(true);
    // A logged-out-only page with a token goes to the dashboard.
    await page.goto(`${server.url}/login`);
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('refuses a page whose key the user lacks with the notice, and returns to the previous path', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/settings`);
    // The router records the previous path once a navigation has resolved: wait for the page itself.
    await page.getByTestId('breadcrumb').waitFor();
    await page.evaluate(() => {
      // In-app navigation so that the previous path is known to the router.
      window.history.pushState({}, '', '/vms-dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByText(noPageAccessMessage(PAGE_NAMES.vms)).count()).toBeGreaterThan(0);
    // A same-document navigation fires no load event: watch the URL itself.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/settings');
    await screenshot(page, 'no-page-access');
    await context.close();
  });

  it('sends a page opened directly without its key back to /dashboard', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/vms-dashboard`);
    await expect.poll(() => page.getByText(noPageAccessMessage(PAGE_NAMES.vms)).count()).toBeGreaterThan(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  it('sends a Client to /pages/not-authorized for an Administrator page, and unknown paths to the 404 page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/pages\/not-authorized$/);
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(/\/pages\/error-404$/);
    await context.close();
  });

  it('lets the Administrator open the vessel page and the admin page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'admin', 'admin');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/vms-dashboard`);
    await page.waitForURL(/\/vms-dashboard$/);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin$/);
    // The Administration opens on the Company tab; the Users tab lists the company's users.
    await page.getByTestId('company-form').waitFor();
    await page.getByTestId('admin-tab-users').click();
    await page.waitForURL(/\/admin\?tab=users$/);
    await expect.poll(() => page.getByText('demo@demo.fleet').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('logout clears the stored session', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    expect(await storageValue(page, 'userInfo')).not.toBeNull();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login/);
    expect(await storageValue(page, 'userInfo')).toBeNull();
    expect(await storageValue(page, 'accessToken')).toBeNull();
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(/\/login/);
    await context.close();
  });
});
