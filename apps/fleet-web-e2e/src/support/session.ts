import type { Page } from 'playwright-core';

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string, path = '/login'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in through the API (not the UI) and returns the access token. */
export async function apiToken(baseUrl: string, username: string, password: string): Promise<string> {
  const r = await fetch(`${baseUrl}/v2/clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, platform: 'Web' }),
  });
  const body = (await r.json()) as { userInfo?: { accessToken?: string } };
  if (!body.userInfo?.accessToken) throw new Error(`API sign-in failed: ${JSON.stringify(body)}`);
  return body.userInfo.accessToken;
}

/** Reads a local storage value of the page's origin. */
export function storageValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}
