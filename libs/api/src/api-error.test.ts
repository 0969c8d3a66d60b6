import { MESSAGES } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, apiErrorFromResponse, parseRetryAfter } from './api-error';

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter(new Date(now + 30_500).toUTCString(), now)).toBe(30);
    expect(parseRetryAfter(new Date(now - 5_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('apiErrorFromResponse', () => {
  it("keeps the server's text and code and the Retry-After of a 429", async () => {
    const response = Response.json(
      { success: false, error: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' },
      { status: 429, headers: { 'retry-after': '42' } },
    );
    const error = await apiErrorFromResponse(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests, retryAfterS: 42 });
  });

  it('reads the Retry-After of a 503 while the database is away', async () => {
    const response = Response.json(
      { success: false, error: MESSAGES.databaseUnavailable, code: 'DB_UNAVAILABLE' },
      { status: 503, headers: { 'retry-after': '5' } },
    );
    expect(await apiErrorFromResponse(response)).toMatchObject({ status: 503, code: 'DB_UNAVAILABLE', retryAfterS: 5 });
  });

  it('says too many requests for a 429 without the server body, and has no Retry-After when none was sent', async () => {
    const error = await apiErrorFromResponse(new Response('slow down', { status: 429 }));
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.http, message: MESSAGES.tooManyRequests, retryAfterS: null });
    expect((await apiErrorFromResponse(Response.json({ success: false, error: 'x', code: 'NOT_FOUND' }, { status: 404 }))).retryAfterS).toBeNull();
  });
});
