import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser';
import { startHarness } from './support/harness';
import { repoRoot, type RunningServer } from './support/server';

// The built Storybook (`npx storybook build -o dist/storybook`, a step of `npm test` before this one) as the server
// serves it at /storybook/, under its own CSP (a violation fails the test, support/csp-guard.ts).
const built = existsSync(join(repoRoot, 'dist/storybook/index.html'));

let server: RunningServer;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  // Never skipped: without the build the test fails and says how to make it.
  if (!built) throw new Error('No built Storybook at dist/storybook: run `npx storybook build -o dist/storybook` first (npm test does).');
  ({ server, browser, close } = await startHarness());
});

afterAll(async () => {
  await close?.();
});

/** The rows of the docs page's props table: name, description (with type) and default. */
async function propsRows(preview: Frame): Promise<{ name: string; description: string; fallback: string }[]> {
  await preview.waitForSelector('.docblock-argstable tbody tr td', { timeout: 60_000 });
  return preview.$$eval('.docblock-argstable tbody tr', (rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.replace(/\s+/g, ' ').trim());
      return { name: (cells[0] ?? '').replace(/\*$/, ''), description: cells[1] ?? '', fallback: cells[2] ?? '' };
    }),
  );
}

describe('Storybook docs pages at /storybook/', () => {
  it('redirects /storybook and shows the PlayerBar props with their descriptions, units and defaults', async () => {
    const { context, page } = await newPage(browser, 1400, 1000);
    await page.goto(`${server.url}/storybook`);
    await page.waitForURL(`${server.url}/storybook/`);
    await page.goto(`${server.url}/storybook/?path=/docs/playback-kit-playerbar--docs`);
    const frame = await (await page.waitForSelector('#storybook-preview-iframe')).contentFrame();
    const rows = await propsRows(frame!);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('events')?.description).toContain('Event times (ms since epoch, ascending)');
    expect(byName.get('skipParked')?.description).toContain('Whether playing jumps over parked stretches');
    expect(byName.get('skipParked')?.fallback).toBe('false');
    expect(byName.get('timeZone')?.fallback).toContain('the domain default');
    await screenshot(page, 'storybook-docs-player-bar');
    await context.close();
  });

  it('shows a docs page for the playback engine and for the map kit', async () => {
    const { context, page } = await newPage(browser, 1400, 1000);
    await page.goto(`${server.url}/storybook/iframe.html?viewMode=docs&id=playback-engine-player--docs`);
    const engine = new Map((await propsRows(page.mainFrame())).map((r) => [r.name, r]));
    expect(engine.get('speed')?.description).toContain('Playback speed multiplier (×)');
    expect(engine.get('speed')?.fallback).toBe('1');
    await page.goto(`${server.url}/storybook/iframe.html?viewMode=docs&id=map-mapview--docs`);
    const map = new Map((await propsRows(page.mainFrame())).map((r) => [r.name, r]));
    expect(map.get('initialView')?.description).toContain('Initial centre (degrees) and zoom');
    expect(map.get('capturable')?.fallback).toBe('false');
    await context.close();
  });
});
