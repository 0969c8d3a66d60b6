/** The default report logo (SPEC §3: used when logo_big_url is empty): a 96 x 32 px PNG, base64. */
export const DEFAULT_LOGO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAAZElEQVR42u3WsQnAMAwAQY+TAbxXVvFWHstuUrhRMASCEk58qeoKoXLUppsKAkCAAAF6q35eAQpp1gABeqCzZwQIECA3CNAX/6ARzL/3AQEClAVIgAABAgQIECBAgAQIECBASZuQIIcHCDV1zQAAAABJRU5ErkJggg==';

/** The default logo as bytes. */
export function defaultLogoBytes(): Uint8Array {
  const bin = atob(DEFAULT_LOGO_PNG_BASE64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
