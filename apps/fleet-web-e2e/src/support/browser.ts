import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchCspViolations, watchPage } from './csp-violations';
import { repoRoot } from './server';

/** Where browser tests leave screenshots and downloads for people to look at. */
export const artefactDir = join(repoRoot, 'test-results', 'e2e');

/**
 * Launches Debian's chromium (never a downloaded browser) headless, with the flags that keep it off the network and
 * keep WebGL on SwiftShader.
 */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(artefactDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // No name resolves but localhost (the servers are on 127.0.0.1): a page that reaches for the internet (the
      // online roadmap) meets a DNS failure, as offline, and never leaves the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
}

/**
 * A fresh context (empty storage) and page at the given viewport, in the browser time zone `timezoneId` when given. Its Content-Security-Policy violations (page,
 * frames, workers) are recorded, and the running test fails when there are any (csp-guard.ts).
 */
export async function newPage(
  browser: Browser,
  width = 1400,
  height = 900,
  options: { timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true, ...options });
  await watchCspViolations(context);
  const page = await context.newPage();
  await watchPage(page);
  return { context, page };
}

/** Saves a screenshot under test-results/e2e. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(artefactDir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
