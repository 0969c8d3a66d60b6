import { ApiClientProvider, createApiClient } from '@fleet/api';
import { TRANSPORT_TEXTS as T } from '@fleet/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_CLIENTS, FIXTURE_DRIVERS, FIXTURE_FIGURES, FIXTURE_TRANSPORTERS, FIXTURE_TRIPS, FIXTURE_VEHICLES, FIXTURE_ZONE } from './transport-fixtures';
import { namedPeriodBounds } from './trip-period';
import { TripsPanel } from './trips-panel';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** The Trips tab on a fake server; `refuse` answers a call ('POST trips') with a 400 naming the field (or a 409). */
function setup(refuse: Record<string, { error: string; field?: string }> = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/v2/', '');
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : null });
    const refused = refuse[`${request.method} ${path}`];
    if (refused) return json({ success: false, code: 'invalid_input', ...refused }, refused.field ? 400 : 409);
    const trip = (id: number) => FIXTURE_TRIPS.find((t) => t.id === id)!;
    if (path === 'trips' && request.method === 'GET') {
      const clientId = url.searchParams.get('clientId');
      return json({ success: true, trips: FIXTURE_TRIPS.filter((t) => !clientId || t.clientId === Number(clientId)), figures: FIXTURE_FIGURES });
    }
    if (path === 'trips') return json({ success: true, trip: { ...trip(1), id: 8, number: 'TR-0008' }, message: T.tripSaved('TR-0008') });
    if (path === 'trips/1/dispatch') return json({ success: true, trip: { ...trip(1), status: 'dispatched' }, message: T.tripDispatched('TR-0001') });
    if (path === 'trips/3/cancel') return json({ success: true, trip: { ...trip(3), status: 'cancelled' }, message: T.tripCancelled('TR-0003') });
    if (path === 'drivers') return json({ success: true, drivers: FIXTURE_DRIVERS });
    if (path === 'transport-clients') return json({ success: true, clients: FIXTURE_CLIENTS });
    if (path === 'transporters') return json({ success: true, transporters: FIXTURE_TRANSPORTERS });
    if (path === 'assets') return json({ success: true, assets: FIXTURE_VEHICLES });
    return json({ success: false, error: 'Not found' }, 404);
  };
  const client = createApiClient({ baseUrl: 'http://fleet.test/v2', fetch: fetchImpl, getTokens: () => ({ accessToken: 'tok', refreshToken: 'r' }) } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onNavigate = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <TripsPanel onNavigate={onNavigate} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { calls, onNavigate, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const cardOf = (number: string) => screen.getAllByTestId('trip-card').find((c) => c.dataset['number'] === number)!;

describe('Trips tab', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it('reads the trips of this week in the user\'s zone and shows them on the board; a card opens its trip', async () => {
    const { calls, onNavigate, user } = setup();
    await waitFor(() => expect(screen.getAllByTestId('trip-card')).toHaveLength(FIXTURE_TRIPS.length));
    const week = namedPeriodBounds('this-week', Date.now(), FIXTURE_ZONE);
    expect(calls.find((c) => c.path === 'trips')?.query).toEqual({ from: String(week.from), to: String(week.to) });
    expect(screen.getByTestId('trip-ontime-count').textContent).toBe('0 %');
    await user.click(within(cardOf('TR-0002')).getByTestId('trip-open'));
    expect(onNavigate).toHaveBeenCalledWith('/trips/trip-view/2');
  });

  it('dispatches a planned trip, and cancels one with its reason after asking', async () => {
    const { calls, user } = setup();
    await waitFor(() => expect(screen.getAllByTestId('trip-card')).toHaveLength(FIXTURE_TRIPS.length));
    await user.click(within(cardOf('TR-0001')).getByTestId('trip-dispatch'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.tripDispatched('TR-0001')));
    expect(calls.some((c) => c.method === 'POST' && c.path === 'trips/1/dispatch')).toBe(true);
    await user.click(within(cardOf('TR-0003')).getByTestId('trip-cancel'));
    const dialog = await screen.findByTestId('trip-cancel-form');
    await user.type(within(dialog).getByTestId('trip-cancel-reason'), 'Truck broke down');
    await user.click(within(dialog).getByTestId('trip-cancel-form-save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.tripCancelled('TR-0003')));
    expect(calls.find((c) => c.path === 'trips/3/cancel')?.body).toEqual({ reason: 'Truck broke down' });
    await waitFor(() => expect(screen.queryByTestId('trip-cancel-form')).toBeNull());
  });

  it('asks the server for a client\'s trips', async () => {
    const { calls, user } = setup();
    await waitFor(() => expect(screen.getAllByTestId('trip-card')).toHaveLength(FIXTURE_TRIPS.length));
    await waitFor(() => expect(within(screen.getByTestId('trip-filter-client')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(screen.getByTestId('trip-filter-client'), '2');
    await waitFor(() => expect(screen.getAllByTestId('trip-card').map((c) => c.dataset['number'])).toEqual(['TR-0002', 'TR-0006']));
    expect(calls.filter((c) => c.path === 'trips').at(-1)?.query).toMatchObject({ clientId: '2' });
  });

  it('plans a new trip; the server\'s refusal shows beside its field', async () => {
    const { calls, user } = setup({ 'POST trips': { error: T.vehicleBusy('TR-0002'), field: 'assetId' } });
    await waitFor(() => expect(screen.getAllByTestId('trip-card')).toHaveLength(FIXTURE_TRIPS.length));
    await user.click(screen.getByTestId('trip-new'));
    const form = await screen.findByTestId('trip-form');
    await waitFor(() => expect(within(form).getByTestId('trip-vehicle').querySelectorAll('option')).toHaveLength(5));
    await waitFor(() => expect(within(form).getByTestId('trip-driver').querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(form).getByTestId('trip-vehicle'), '2');
    expect((within(form).getByTestId('trip-driver') as HTMLSelectElement).value).toBe('2');
    const rows = within(form).getAllByTestId('trip-stop-row');
    for (const [i, row] of rows.entries()) {
      await user.selectOptions(within(row).getByTestId('trip-stop-place'), 'address');
      await user.type(within(row).getByTestId('trip-stop-lat'), '3.0' + i);
      await user.type(within(row).getByTestId('trip-stop-lng'), '101.5');
      fireEvent.change(within(row).getByTestId('trip-stop-from'), { target: { value: `2026-11-24T1${i}:00` } });
    }
    await user.click(within(form).getByTestId('trip-save'));
    expect(await within(form).findByText(T.vehicleBusy('TR-0002'))).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === 'trips')?.body as { assetId: number; driverId: number; stops: { lat: number; windowFrom: number }[] };
    expect(sent).toMatchObject({ assetId: 2, driverId: 2 });
    // 10:00 in Kuala Lumpur is 02:00 UTC, whatever the machine's zone.
    expect(sent.stops.map((s) => [s.lat, s.windowFrom])).toEqual([
      [3.0, Date.UTC(2026, 10, 24, 2)],
      [3.01, Date.UTC(2026, 10, 24, 3)],
    ]);
  });
});
