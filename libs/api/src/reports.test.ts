import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { REPORT_STREAM_FLUSH_MS, streamReport } from './reports';

const request = { type: 'history' as const, assetIds: [1, 2], from: 1_000, to: 2_000 };

/** A client whose fake server answers the stream with `body` (a ReadableStream of lines, or a Response). */
function clientFor(answer: () => Response) {
  const fetch: typeof globalThis.fetch = async () => answer();
  return createApiClient({ baseUrl: 'http://fleet.test/v2', getTokens: () => ({ accessToken: 'a', refreshToken: 'r' }), setTokens: () => undefined, onSessionExpired: () => undefined, fetch });
}

/** A body that sends `parts` one by one, each when the previous was read, split wherever the test says. */
function body(parts: string[]): Response {
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < parts.length) controller.enqueue(new TextEncoder().encode(parts[i++]));
      else controller.close();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/x-ndjson' } });
}
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const head = { kind: 'head', type: 'history', title: 'History', columns: [{ header: 'Asset', field: 'assetName' }] };

async function all<T>(lines: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const l of lines) out.push(l);
  return out;
}

describe('streamReport', () => {
  it('reads the lines as they come, across chunk boundaries, and gathers rows that arrive together', async () => {
    const text = line(head) + line({ kind: 'rows', rows: [{ n: 1 }] }) + line({ kind: 'rows', rows: [{ n: 2 }] }) + line({ kind: 'rows', rows: [{ n: 3 }] }) + line({ kind: 'end', total: 3 });
    // Cut at arbitrary places, lines included.
    const parts = [text.slice(0, 7), text.slice(7, 90), text.slice(90, 91), text.slice(91)];
    const lines = await all(streamReport(clientFor(() => body(parts)), request));
    // The first rows go at once; the rest within the flush interval are handed on together before the end.
    expect(lines).toEqual([head, { kind: 'rows', rows: [{ n: 1 }] }, { kind: 'rows', rows: [{ n: 2 }, { n: 3 }] }, { kind: 'end', total: 3 }]);
  });

  it('hands rows on again once the flush interval has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const parts = [line(head), line({ kind: 'rows', rows: [{ n: 1 }] }), line({ kind: 'rows', rows: [{ n: 2 }] }), line({ kind: 'rows', rows: [{ n: 3 }] }), line({ kind: 'end', total: 3 })];
      const seen: unknown[] = [];
      for await (const l of streamReport(clientFor(() => body(parts)), request)) {
        seen.push(l);
        vi.setSystemTime(Date.now() + REPORT_STREAM_FLUSH_MS);
      }
      expect(seen.filter((l) => (l as { kind: string }).kind === 'rows')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws the server text of a refused request and of a failure after the head', async () => {
    const refused = clientFor(() => Response.json({ success: false, error: 'A report covers at most 31 days.', code: 'INVALID_INPUT' }, { status: 400 }));
    await expect(all(streamReport(refused, request))).rejects.toMatchObject({ message: 'A report covers at most 31 days.', code: 'INVALID_INPUT' });
    const failed = clientFor(() => body([line(head), line({ kind: 'error', error: 'Something went wrong on our side.', code: 'INTERNAL' })]));
    const error = await all(streamReport(failed, request)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Something went wrong on our side.', code: 'INTERNAL' });
  });
});
