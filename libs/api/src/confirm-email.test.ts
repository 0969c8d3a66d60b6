import { MESSAGES } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { confirmEmail } from './confirm-email';
import { createApiClient } from './create-api-client';

function setup(answer: () => Response) {
  const requests: { request: Request; body: string }[] = [];
  const client = createApiClient({
    baseUrl: 'http://fleet.test/v2',
    getTokens: () => ({ accessToken: 'a', refreshToken: 'r' }),
    setTokens: () => undefined,
    onSessionExpired: () => undefined,
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      requests.push({ request, body: await request.clone().text() });
      return answer();
    },
  });
  return { client, requests };
}

describe('confirmEmail', () => {
  it('posts the token in the body, without a bearer, and returns the confirmation text', async () => {
    const { client, requests } = setup(() => Response.json({ success: true, message: MESSAGES.emailConfirmed }));
    await expect(confirmEmail(client, { token: 'tok-123' })).resolves.toEqual({ success: true, message: MESSAGES.emailConfirmed });
    const [sent] = requests;
    expect(sent?.request.method).toBe('POST');
    expect(sent?.request.url).toBe('http://fleet.test/v2/api/auth/confirm-email');
    expect(sent?.request.headers.get('authorization')).toBeNull();
    expect(JSON.parse(sent?.body ?? '')).toEqual({ token: 'tok-123' });
  });

  it("fails with the server's text and code for a bad link", async () => {
    const { client } = setup(() => Response.json({ success: false, error: MESSAGES.confirmLinkInvalid, code: 'CONFIRM_INVALID' }, { status: 400 }));
    await expect(confirmEmail(client, { token: 'used' })).rejects.toMatchObject({ status: 400, code: 'CONFIRM_INVALID', message: MESSAGES.confirmLinkInvalid });
  });
});
