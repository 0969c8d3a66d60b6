import { ApiClientProvider, createApiClient } from '@fleet/api';
import { MAINTENANCE_TEXTS as T } from '@fleet/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ASSETS, FIXTURE_EVENTS, FIXTURE_ORDERS, FIXTURE_TODAY } from './work-order-fixtures';
import { WorkOrdersPanel } from './work-orders-panel';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The panel on a fake server: the fixtures' assets and work orders; `refuse` answers a path with a 409 (or 400). */
function setup(refuse: Record<string, { error: string; field?: string }> = {}, assetId?: number) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const order3 = FIXTURE_ORDERS[2]!;
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace('/v2/', '');
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
    const refused = refuse[path];
    if (refused) return json({ success: false, code: 'invalid_input', ...refused }, refused.field ? 400 : 409);
    if (path === 'maintenance/assets') return json({ success: true, assets: FIXTURE_ASSETS, today: FIXTURE_TODAY });
    if (path === 'maintenance/work-orders' && request.method === 'GET') return json({ success: true, workOrders: FIXTURE_ORDERS });
    if (path === 'maintenance/work-orders') return json({ success: true, workOrder: { ...order3, id: 7, number: 'WO-0007' }, message: T.workOrderSaved('WO-0007') });
    if (path === 'maintenance/work-orders/3') return json({ success: true, workOrder: order3, events: FIXTURE_EVENTS });
    if (path === 'maintenance/work-orders/3/status') return json({ success: true, workOrder: { ...order3, status: 'waiting-parts' }, message: T.workOrderMoved('WO-0003', 'Waiting for parts') });
    if (path === 'maintenance/work-orders/3/complete') return json({ success: true, workOrder: { ...order3, status: 'completed', recordId: 91 }, message: T.workOrderCompleted('WO-0003') });
    return json({ success: false, error: 'Not found' }, 404);
  };
  const client = createApiClient({ baseUrl: 'http://fleet.test/v2', fetch: fetchImpl, getTokens: () => ({ accessToken: 'tok', refreshToken: 'r' }) } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <WorkOrdersPanel assetId={assetId} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

/** Opens WO-0003 (in progress) from the board; resolves to its detail dialog once its history arrived. */
async function openOrder3(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /WO-0003/ }));
  const detail = await screen.findByTestId('wo-detail');
  await waitFor(() => expect(within(detail).getAllByTestId('wo-event')).toHaveLength(2));
  return detail;
}

describe('Work orders panel', () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it('shows the board of the asset it was opened on, and opens a defect report on that asset', async () => {
    const { calls, user } = setup({}, 3);
    await waitFor(() => expect(screen.getAllByTestId('wo-card')).toHaveLength(1));
    expect((screen.getByTestId('wo-asset-filter') as HTMLSelectElement).value).toBe('3');
    await user.click(screen.getByTestId('wo-defect'));
    const form = await screen.findByTestId('wo-defect-form');
    expect((within(form).getByTestId('wo-asset') as HTMLSelectElement).value).toBe('3');
    await user.type(within(form).getByTestId('wo-title'), 'Starter motor');
    await user.type(within(form).getByTestId('wo-description'), 'Does not crank when cold');
    await user.click(within(form).getByTestId('wo-save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.workOrderSaved('WO-0007')));
    expect(calls.find((c) => c.method === 'POST' && c.path === 'maintenance/work-orders')?.body).toMatchObject({ assetId: 3, source: 'defect', priority: 'high', title: 'Starter motor', description: 'Does not crank when cold', reminderId: null });
    await waitFor(() => expect(screen.queryByTestId('wo-defect-form')).toBeNull());
  });

  it('moves a work order with a note, then completes it with the meters of its asset and tells the server message', async () => {
    const { calls, user } = setup();
    const detail = await openOrder3(user);
    await user.type(within(detail).getByTestId('wo-move-note'), 'Belt on order');
    await user.click(within(detail).getByTestId('wo-move-waiting-parts'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.workOrderMoved('WO-0003', 'Waiting for parts')));
    expect(calls.find((c) => c.path === 'maintenance/work-orders/3/status')?.body).toEqual({ status: 'waiting-parts', note: 'Belt on order' });

    await user.click(within(detail).getByTestId('wo-complete'));
    const form = await screen.findByTestId('wo-complete-form');
    expect((within(form).getByTestId('wo-complete-odometer') as HTMLInputElement).value).toBe('61650');
    expect((within(form).getByTestId('wo-complete-hours') as HTMLInputElement).value).toBe('4210.5');
    const before = Date.now();
    await user.type(within(form).getByTestId('wo-complete-downtime'), '4');
    await user.click(within(form).getByTestId('wo-complete-save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.workOrderCompleted('WO-0003')));
    const body = calls.find((c) => c.path === 'maintenance/work-orders/3/complete')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ odometerKm: 61_650, engineHours: 4_210.5, downtimeH: 4, files: [], lines: FIXTURE_ORDERS[2]!.lines });
    // The time typed is to the minute: now, at most a minute back.
    expect(before - (body['completedAt'] as number)).toBeLessThan(60_000);
    await waitFor(() => expect(screen.queryByTestId('wo-complete-form')).toBeNull());
  });

  it("shows the server's refusal of a completion beside the field it names", async () => {
    const { user } = setup({ 'maintenance/work-orders/3/complete': { error: T.timeInvalid, field: 'completedAt' } });
    const detail = await openOrder3(user);
    await user.click(within(detail).getByTestId('wo-complete'));
    const form = await screen.findByTestId('wo-complete-form');
    await user.click(within(form).getByTestId('wo-complete-save'));
    expect(await within(form).findByText(T.timeInvalid)).toBeTruthy();
    expect(within(form).queryByTestId('wo-complete-form-error')).toBeNull();
  });

  it("puts a refusal without a field at the completion form's foot", async () => {
    const { user } = setup({ 'maintenance/work-orders/3/complete': { error: T.workOrderClosed } });
    const detail = await openOrder3(user);
    await user.click(within(detail).getByTestId('wo-complete'));
    const form = await screen.findByTestId('wo-complete-form');
    await user.click(within(form).getByTestId('wo-complete-save'));
    expect((await within(form).findByTestId('wo-complete-form-error')).textContent).toBe(T.workOrderClosed);
  });
});
