import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';
import { apiToken } from './session';

/** A server and a browser for one test file. */
export interface Harness {
  server: RunningServer;
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * Starts the real server and Debian's chromium side by side. If either fails to start, the other one is stopped
 * before the error is thrown, so that no server outlives a failed file.
 */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const [server, browser] = await Promise.allSettled([startServer(env), launchBrowser()]);
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.stop();
    if (browser.status === 'fulfilled') await browser.value.close();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  return {
    server: server.value,
    browser: browser.value,
    close: async () => {
      await browser.value.close();
      await server.value.stop();
    },
  };
}

/**
 * Starts a harness whose demo fleet has `days` of history, and waits until the server has backfilled it (it does so
 * after it starts listening; the log says 'Backfilled N positions').
 */
export async function startHarnessWithHistory(days: number, env: Record<string, string> = {}): Promise<Harness> {
  const harness = await startHarness({ FLEET_BACKFILL_DAYS: String(days), ...env });
  const deadline = Date.now() + 180_000;
  while (!/Backfilled \d+ positions/.test(harness.server.output())) {
    if (Date.now() > deadline) {
      await harness.close();
      throw new Error(`No backfill in time:\n${harness.server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return harness;
}

/** A started harness with the demo user's API token. */
export interface SignedInHarness extends Harness {
  /** Bearer token of the demo user (GET /v2/... as a Client). */
  token: string;
}

/**
 * For one test file: starts the server and the browser before its tests, signs the demo user in through the API and
 * hands all three to `use`; stops both after the file's tests.
 */
export function harnessForFile(env: Record<string, string>, use: (h: SignedInHarness) => void): void {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(env);
    use({ ...harness, token: await apiToken(harness.server.url, 'demo', 'demo') });
  });
  afterAll(async () => {
    await harness?.close();
  });
}
