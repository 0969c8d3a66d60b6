import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logoFallbackNote, resolveLogo, useReportLogo } from './pdf-logo';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('the company logo of report PDFs', () => {
  it('uses the default logo, without a note, when logo_big_url is empty', async () => {
    const load = vi.fn(async () => PNG);
    expect(await resolveLogo('', load)).toEqual({ bytes: null, note: null });
    expect(await resolveLogo(undefined, load)).toEqual({ bytes: null, note: null });
    expect(load).not.toHaveBeenCalled();
  });
  it('reads the logo as PNG bytes through the loader', async () => {
    expect(await resolveLogo('/uploads/logo.png', async () => PNG)).toEqual({ bytes: PNG, note: null });
  });
  it('falls back to the default logo and says why when the logo cannot be read (a cross-origin logo without CORS)', async () => {
    const refused = async () => {
      throw new Error('The logo did not load');
    };
    const crossOrigin = await resolveLogo('https://cdn.example.com/acme.png', refused);
    expect(crossOrigin.bytes).toBeNull();
    expect(crossOrigin.note).toBe(
      'The company logo (cdn.example.com) cannot be put into files: its server does not allow it (CORS). The default logo is used.',
    );
    expect((await resolveLogo(`${location.origin}/logo.png`, refused)).note).toBe('The company logo could not be loaded. The default logo is used.');
    expect(logoFallbackNote('data:image/png;base64,AAAA')).toBe('The company logo could not be loaded. The default logo is used.');
  });
  it('resolves once per URL in the hook', async () => {
    const load = vi.fn(async () => PNG);
    const { result, rerender } = renderHook(({ url }) => useReportLogo(url, load), { initialProps: { url: 'https://cdn.example.com/a.png' } });
    expect(result.current.logo).toBeUndefined();
    await waitFor(() => expect(result.current.logo).toBe(PNG));
    rerender({ url: 'https://cdn.example.com/a.png' });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ url: '' });
    await waitFor(() => expect(result.current.logo).toBeUndefined());
    expect(result.current.note).toBeNull();
  });
});
