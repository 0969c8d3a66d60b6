import { ApiClientProvider, createApiClient } from '@fleet/api';
import { MAINTENANCE_TEXTS as T } from '@fleet/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORY_CAR, STORY_FITTED, STORY_HISTORY, STORY_STOCK, STORY_TRUCK } from './tire-story-data';
import { TiresPanel } from './tires-panel';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The panel (on `assetId`) on a fake server: the truck and the car, their tires, MX-1001's history; `refuse` answers a
 * path with a 409.
 */
function setup(refuse: Record<string, { error: string; field?: string }> = {}, assetId?: number) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace('/v2/', '');
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
    const refused = refuse[path];
    if (refused) return json({ success: false, code: 'conflict', ...refused }, 409);
    if (path === 'maintenance/assets') return json({ success: true, assets: [STORY_TRUCK, STORY_CAR], today: '2026-05-20' });
    if (path === 'maintenance/tires') return json({ success: true, tires: [...STORY_FITTED, ...STORY_STOCK] });
    if (path === 'maintenance/tires/11') return json({ success: true, tire: STORY_FITTED[0], events: STORY_HISTORY });
    if (path === 'maintenance/tires/21/fit') return json({ success: true, tire: STORY_STOCK[0], message: T.tireFitted('MX-2001', 'Axle 2 right inner') });
    if (path.endsWith('/tire-layout')) return json({ success: true, asset: STORY_TRUCK, message: 'Axle layout saved.' });
    return json({ success: false, error: 'Not found' }, 404);
  };
  const client = createApiClient({ baseUrl: 'http://fleet.test/v2', fetch: fetchImpl, getTokens: () => ({ accessToken: 'tok', refreshToken: 'r' }) } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <TiresPanel assetId={assetId} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { calls };
}

/** The assets and the tires arrived: MX-1001 at 1L of the truck. */
const loaded = () => waitFor(() => expect(screen.getByTestId('tire-position-1L').getAttribute('data-serial')).toBe('MX-1001'));

describe('Tires panel', () => {
  it('fits a tire from the stock at an empty position of the asset chosen, the time read in the user zone', async () => {
    const { calls } = setup({}, 1);
    const user = userEvent.setup();
    await loaded();
    expect((screen.getByTestId('tire-asset') as HTMLSelectElement).value).toBe('1');
    expect(screen.getAllByTestId('tire-row')).toHaveLength(7);
    await user.click(screen.getByTestId('tire-position-2RI'));
    const form = await screen.findByTestId('tire-fit-form');
    await user.selectOptions(within(form).getByTestId('tire-fit-tire'), '21');
    fireEvent.change(within(form).getByTestId('tire-fit-time'), { target: { value: '2026-05-19T08:30' } });
    await user.click(within(form).getByTestId('tire-fit-save'));
    await waitFor(() => expect(calls.find((c) => c.path === 'maintenance/tires/21/fit')).toBeDefined());
    // Asia/Kuala_Lumpur, the zone of a session without a user, is UTC+8.
    expect(calls.find((c) => c.path === 'maintenance/tires/21/fit')?.body).toEqual({ assetId: 1, position: '2RI', time: Date.UTC(2026, 4, 19, 0, 30), odometerKm: 52140, treadMm: 17, labourCost: 0 });
    await waitFor(() => expect(screen.queryByTestId('tire-fit-form')).toBeNull());
  });

  it("opens a fitted tire's figures and history, and shows a rotation's refusal at the form's foot", async () => {
    const refusal = T.positionTaken('Axle 1 right', 'MX-1002');
    const { calls } = setup({ 'maintenance/assets/1/tire-rotation': { error: refusal } }, 1);
    const user = userEvent.setup();
    await loaded();
    await user.click(screen.getByTestId('tire-position-1L'));
    const detail = await screen.findByTestId('tire-detail');
    await user.click(within(detail).getByTestId('tire-history'));
    await waitFor(() => expect(within(detail).getAllByTestId('tire-history-row')).toHaveLength(3));
    await user.click(within(detail).getByTestId('tire-detail-close'));
    await user.click(screen.getByTestId('tire-rotate'));
    const form = await screen.findByTestId('tire-rotate-form');
    await user.selectOptions(within(form).getByTestId('tire-rotate-target-MX-1003'), '3LO');
    await user.click(within(form).getByTestId('tire-rotate-save'));
    expect((await within(form).findByTestId('tire-rotate-form-error')).textContent).toBe(refusal);
    expect(calls.find((c) => c.path === 'maintenance/assets/1/tire-rotation')?.body).toMatchObject({ moves: [{ tireId: 13, to: '3LO' }] });
  });

  it('fits a tire from the register at a position chosen in the form', async () => {
    const { calls } = setup({}, 1);
    const user = userEvent.setup();
    await loaded();
    const row = screen.getAllByTestId('tire-row').find((r) => r.textContent?.includes('MX-2001'))!;
    await user.click(within(row).getByTestId('tire-row-fit'));
    const form = await screen.findByTestId('tire-fit-form');
    expect((within(form).getByTestId('tire-fit-position') as HTMLSelectElement).options.length).toBe(8);
    await user.selectOptions(within(form).getByTestId('tire-fit-position'), '2RI');
    await user.click(within(form).getByTestId('tire-fit-save'));
    await waitFor(() => expect(calls.find((c) => c.path === 'maintenance/tires/21/fit')?.body).toMatchObject({ assetId: 1, position: '2RI' }));
  });

  it('asks before a layout that leaves fitted tires off it', async () => {
    const { calls } = setup({}, 1);
    const user = userEvent.setup();
    await loaded();
    await user.selectOptions(screen.getByTestId('tire-layout'), 'two-axle');
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('MX-1003 at 2LO, BS-2001 at 2LI');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(confirm).getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ tireLayout: 'two-axle' }));
  });

  it('switches assets and saves the layout chosen for one', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    // Without an asset asked for, the first by name: the car.
    await waitFor(() => expect(screen.getByTestId('tire-diagram').getAttribute('data-layout')).toBe('two-axle'));
    await user.selectOptions(screen.getByTestId('tire-asset'), '1');
    await loaded();
    await user.selectOptions(screen.getByTestId('tire-asset'), '2');
    expect(screen.getByTestId('tire-diagram').getAttribute('data-layout')).toBe('two-axle');
    expect(screen.getByTestId('tire-none-fitted').textContent).toContain('click a position');
    await user.selectOptions(screen.getByTestId('tire-layout'), 'two-axle-dual');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: 'maintenance/assets/2/tire-layout', body: { tireLayout: 'two-axle-dual' } }));
  });
});
