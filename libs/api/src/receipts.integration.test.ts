import { MESSAGES } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAssets } from './assets';
import { fetchUpload } from './fetch-upload';
import { deleteFuelReceipt, deleteTollReceipt, submitReceipt, uploadReceiptFile } from './receipts';
import { startTestServer, type TestServer } from './testing/start-test-server';
import { caughtApiError, signInSession } from './testing/test-session';

/** A 1 x 1 transparent PNG. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ FLEET_SIMULATOR: '0' });
});

afterAll(async () => {
  await server?.stop();
});

const signIn = (username = 'demo', password = 'demo') => signInSession(server.baseUrl, username, password);

describe('receipts against the real server', () => {
  it('uploads a PNG, submits a receipt with it and deletes the receipt', async () => {
    const s = await signIn();
    const [asset] = await fetchAssets(s.client);
    expect(asset).toBeDefined();

    const progress: number[] = [];
    const file = new File([PNG_BYTES], 'pump receipt.png', { type: 'image/png' });
    const uploaded = await uploadReceiptFile(s.client, file, file.name, { onProgress: (p) => progress.push(p) });
    expect(uploaded.url).toBe(`/v2/uploads/${uploaded.path}`);
    expect(progress).toEqual([0, 1]);

    // The file is read back with the bearer (never a token in the URL); without one it is refused.
    const origin = new URL(server.baseUrl).origin;
    const blob = await fetchUpload(s.client, uploaded.url);
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await fetch(`${origin}${uploaded.url}`)).status).toBe(401);

    const result = await submitReceipt(
      s.client,
      { uid: s.uid },
      { assetId: [asset!.assetId], fmsAssetId: [], fuel: 40, priceperliter: 2.05, price: 82, time: '2024-05-01 08:30:00', location: 'Shell Jalan Ampang', files: [uploaded.url] },
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.message).toBe(MESSAGES.receiptAdded);
    expect(result.receiptId).toBeGreaterThan(0);

    const deleted = await deleteFuelReceipt(s.client, result.receiptId);
    expect(deleted).toEqual({ success: true, message: MESSAGES.receiptDeleted });
    // Gone: a second delete is a 404.
    expect((await caughtApiError(deleteFuelReceipt(s.client, result.receiptId))).status).toBe(404);
  });

  it('returns success:false with the required-fields text for a receipt without a volume', async () => {
    const s = await signIn();
    const [asset] = await fetchAssets(s.client);
    const result = await submitReceipt(s.client, { uid: s.uid }, { assetId: [asset!.assetId], price: 50, time: '2024-05-01 08:30:00', location: 'x' });
    expect(result).toMatchObject({ success: false, error: MESSAGES.receiptRequired });
  });

  it('returns success:false with the either-asset text when both asset kinds are given', async () => {
    const s = await signIn();
    const [asset] = await fetchAssets(s.client);
    const result = await submitReceipt(
      s.client,
      { uid: s.uid },
      { assetId: [asset!.assetId], fmsAssetId: [asset!.assetId], fuel: 10, price: 20, time: '1/5/2024 | 08:30' },
    );
    expect(result).toMatchObject({ success: false, error: MESSAGES.receiptEitherAsset });
  });

  it('throws a 404 ApiError for a toll receipt that does not exist', async () => {
    const s = await signIn();
    expect((await caughtApiError(deleteTollReceipt(s.client, 99_999_999))).status).toBe(404);
  });

  it('refuses a file that is neither an image nor a PDF', async () => {
    const s = await signIn();
    const error = await caughtApiError(uploadReceiptFile(s.client, new Blob(['hello'], { type: 'text/plain' }), 'notes.txt'));
    expect(error.status).toBe(415);
  });
});
