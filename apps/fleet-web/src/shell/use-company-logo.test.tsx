import { ApiClientProvider, createApiClient } from '@fleet/api';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCompanyLogo } from './use-company-logo';

const upload = '/v2/uploads/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.png';

function setup(status = 200) {
  const seen: { url: string; auth: string | null }[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    seen.push({ url: request.url, auth: request.headers.get('authorization') });
    return status === 200
      ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
      : new Response(JSON.stringify({ success: false, error: 'Not found' }), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createApiClient({ baseUrl: 'http://fleet.test/v2', fetch: fetchImpl, getTokens: () => ({ accessToken: 'tok', refreshToken: 'r' }) } as never);
  const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;
  return { seen, wrapper };
}

describe('useCompanyLogo', () => {
  it('shows an uploaded logo from a blob: URL fetched with the bearer (never a token in the URL)', async () => {
    const { seen, wrapper } = setup();
    const { result } = renderHook(() => useCompanyLogo(upload), { wrapper });
    await waitFor(() => expect(result.current).toMatch(/^blob:/));
    expect(seen).toEqual([{ url: `http://fleet.test${upload}`, auth: 'Bearer tok' }]);
  });

  it('keeps another URL as it is, and gives null without a logo or when the file cannot be read', async () => {
    const { seen, wrapper } = setup(404);
    expect(renderHook(() => useCompanyLogo('https://cdn.example/logo.png'), { wrapper }).result.current).toBe('https://cdn.example/logo.png');
    expect(renderHook(() => useCompanyLogo(''), { wrapper }).result.current).toBeNull();
    const missing = renderHook(() => useCompanyLogo(upload), { wrapper });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(missing.result.current).toBeNull();
  });
});
