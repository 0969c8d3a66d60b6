import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { startHarness } from './support/harness';
import type { RunningServer } from './support/server';
import { signIn } from './support/session';

// Access tokens live 3 s on this server, so the next page load finds its token expired.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startHarness({ ACCESS_TOKEN_TTL_S: '3' }));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('token refresh', () => {
  it('refreshes exactly once for the requests of a page and retries them with the new token', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'demo', 'demo');
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('status-tile-All').waitFor();
    const oldToken = await page.evaluate(() => localStorage.getItem('accessToken'));

    await new Promise((r) => setTimeout(r, 4000));
    const refreshes: Request[] = [];
    const apiCalls: { url: string; auth: string | undefined; status: number }[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v2/api/auth/refresh-token')) refreshes.push(req);
    });
    page.on('response', async (res) => {
      const url = res.url();
      if (url.includes('/v2/') && !url.includes('/api/auth/refresh-token')) {
        apiCalls.push({ url, auth: await res.request().headerValue('authorization') ?? undefined, status: res.status() });
      }
    });
    await page.reload();
    await page.getByTestId('status-tile-All').waitFor();
    await expect.poll(() => apiCalls.filter((c) => c.status === 200).length).toBeGreaterThanOrEqual(2);

    expect(refreshes).toHaveLength(1);
    const newToken = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    // Every call that finally succeeded carried the new token; none was left failing.
    const succeeded = apiCalls.filter((c) => c.status === 200);
    expect(succeeded.every((c) => c.auth === `Bearer ${newToken}`)).toBe(true);
    const lastByUrl = new Map(apiCalls.map((c) => [c.url, c.status]));
    expect([...lastByUrl.values()].every((s) => s === 200)).toBe(true);
    await context.close();
  });
});
