import { ApiClientProvider, createApiClient } from '@fleet/api';
import { MAINTENANCE_TEXTS as T, type UserInfo } from '@fleet/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session/session-atoms';
import { FIXTURE_PROGRAMS, FIXTURE_ROAD_TAX, FIXTURE_SCHEDULES } from './schedule-fixtures';
import { SchedulesPanel } from './schedules-panel';
import { FIXTURE_ASSETS, FIXTURE_TODAY, workOrder } from './work-order-fixtures';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The panel for an Administrator or a Client on a fake server: the fixtures' schedules, programs and one open work order (of reminder 33). */
function setup(role: 'Administrator' | 'Client') {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/v2/', '');
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path: `${path}${url.search}`, body: text ? JSON.parse(text) : null });
    if (path === 'reminders') return json({ success: true, reminders: [...FIXTURE_SCHEDULES, FIXTURE_ROAD_TAX], today: FIXTURE_TODAY });
    if (path === 'maintenance/programs' && request.method === 'GET') return json({ success: true, programs: FIXTURE_PROGRAMS });
    if (path === 'maintenance/programs/6' && request.method === 'PUT') return json({ success: true, program: FIXTURE_PROGRAMS[1], message: T.programSaved('Generator 250 h') });
    if (path === 'maintenance/assets') return json({ success: true, assets: FIXTURE_ASSETS, today: FIXTURE_TODAY });
    if (path === 'asset-groups') return json({ success: true, groups: [{ groupId: 7, name: 'Haulage', assetIds: [1, 2] }] });
    if (path === 'maintenance/work-orders' && request.method === 'GET') return json({ success: true, workOrders: [workOrder(1, { assetId: 2, reminderId: 33, status: 'in-progress', source: 'schedule' })] });
    if (path === 'maintenance/work-orders') return json({ success: true, workOrder: workOrder(8, { source: 'schedule', reminderId: 32 }), message: T.workOrderSaved('WO-0008') });
    return json({ success: false, error: 'Not found' }, 404);
  };
  const client = createApiClient({ baseUrl: 'http://fleet.test/v2', fetch: fetchImpl, getTokens: () => ({ accessToken: 'tok', refreshToken: 'r' }) } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  store.set(sessionAtom, { accessToken: 'tok', refreshToken: 'r', userInfo: { userRole: role, timeZone: 'Asia/Kuala_Lumpur', permissions: [] } as unknown as UserInfo });
  const onOpenWorkOrders = vi.fn();
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <SchedulesPanel onOpenWorkOrders={onOpenWorkOrders} />
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { calls, onOpenWorkOrders, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('Schedules panel', () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it('lists the schedules most urgent first (no other reminder) and opens a work order from one', async () => {
    const { calls, onOpenWorkOrders, user } = setup('Client');
    await waitFor(() => expect(screen.getAllByTestId('schedule-row')).toHaveLength(4));
    expect(screen.getAllByTestId('schedule-row').map((r) => r.dataset['reminderId'])).toEqual(['32', '33', '31', '30']);
    expect(calls.some((c) => c.path === 'maintenance/work-orders?status=open%2Cin-progress%2Cwaiting-parts')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('schedule-wo-link').textContent).toBe('WO-0001 (in progress)'));
    await user.click(screen.getByTestId('schedule-wo-link'));
    expect(onOpenWorkOrders).toHaveBeenCalled();

    await user.click(within(screen.getAllByTestId('schedule-row')[0]!).getByTestId('schedule-open-wo'));
    const form = await screen.findByTestId('wo-form');
    expect((within(form).getByTestId('wo-title') as HTMLInputElement).value).toBe('Oil change (generator)');
    await user.type(within(form).getByTestId('wo-assignee'), 'Depot crew');
    await user.click(within(form).getByTestId('wo-save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.workOrderSaved('WO-0008'), expect.anything()));
    expect(calls.find((c) => c.method === 'POST' && c.path === 'maintenance/work-orders')?.body).toMatchObject({ assetId: 3, source: 'schedule', reminderId: 32, title: 'Oil change (generator)', assignee: 'Depot crew' });
  });

  it('shows a Client the programs without a write button, and never asks for the groups', async () => {
    const { calls } = setup('Client');
    await waitFor(() => expect(screen.getAllByTestId('program-row')).toHaveLength(2));
    expect(screen.queryByTestId('program-new')).toBeNull();
    expect(screen.queryByTestId('program-edit')).toBeNull();
    expect(calls.some((c) => c.path === 'asset-groups')).toBe(false);
  });

  it('lets an Administrator change a program, its tasks kept by their ids', async () => {
    const { calls, user } = setup('Administrator');
    await waitFor(() => expect(screen.getAllByTestId('program-row')).toHaveLength(2));
    await user.click(within(screen.getAllByTestId('program-row')[1]!).getByTestId('program-edit'));
    const form = await screen.findByTestId('program-form');
    await user.clear(within(form).getByTestId('program-task-hours'));
    await user.type(within(form).getByTestId('program-task-hours'), '300');
    await user.click(within(form).getByTestId('program-save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.programSaved('Generator 250 h')));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Generator 250 h', tasks: [{ id: 12, everyHours: 300, everyMonths: 6 }], assetIds: [3] });
  });
});
