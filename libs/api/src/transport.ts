import type { Client, ClientInput, Driver, DriverInput, DriverSummary, OnTimeFigures, Transporter, TransporterInput, TransportTrip, TripDetail, TripInput } from '@fleet/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key prefix of everything transport management reads (trips, drivers, clients, transporters). */
export const transportQueryKey = ['transport'] as const;

const id = (n: number) => encodeURIComponent(String(n));
const qs = (query: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
  return s ? `?${s}` : '';
};

/** A transport change: calls `fn`, then refreshes every transport list. */
function useTransportMutation<V, R>(key: string, fn: (client: ApiClient, variables: V) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<R, ApiError, V>({ mutationKey: [...transportQueryKey, key], mutationFn: (v) => fn(client, v), onSuccess: () => queryClient.invalidateQueries({ queryKey: transportQueryKey }) });
}

/** What the trips list is limited to: a period (trips planned or under way in it) and filters. */
export interface TripsFilter {
  from: number;
  to: number;
  statuses?: readonly string[];
  clientId?: number;
  driverId?: number;
  transporterId?: number;
  assetId?: number;
}

/** GET /trips: the trips of the assets the user sees in a period, with their on-time figures. */
export async function fetchTrips(client: ApiClient, filter: TripsFilter, signal?: AbortSignal): Promise<{ trips: TransportTrip[]; figures: OnTimeFigures }> {
  const { trips, figures } = await client.get<{ trips: TransportTrip[]; figures: OnTimeFigures }>(
    `trips${qs({ from: filter.from, to: filter.to, status: filter.statuses?.length ? filter.statuses.join(',') : undefined, clientId: filter.clientId, driverId: filter.driverId, transporterId: filter.transporterId, assetId: filter.assetId })}`,
    { signal },
  );
  return { trips, figures };
}

/** The trips of a period; read again every 15 s (stops turn arrived and departed as the vehicles drive). */
export function useTrips(filter: TripsFilter, options: { refetchIntervalMs?: number | false } = {}) {
  const client = useApiClient();
  return useQuery({ queryKey: [...transportQueryKey, 'trips', filter], queryFn: ({ signal }) => fetchTrips(client, filter, signal), refetchInterval: options.refetchIntervalMs ?? 15_000 });
}

/** GET /trips/:id: a trip with the vehicle's route since dispatch and its events. */
export async function fetchTrip(client: ApiClient, tripId: number, signal?: AbortSignal): Promise<Omit<TripDetail, 'success'>> {
  const { trip, route, events } = await client.get<TripDetail>(`trips/${id(tripId)}`, { signal });
  return { trip, route, events };
}

/** One trip (when `tripId` is given); read again every 10 s while it is under way (the ETA counts down). */
export function useTrip(tripId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...transportQueryKey, 'trip', tripId],
    queryFn: ({ signal }) => fetchTrip(client, tripId!, signal),
    enabled: tripId !== null,
    refetchInterval: (query) => (['dispatched', 'en-route', 'at-stop'].includes(query.state.data?.trip.status ?? '') ? 10_000 : false),
  });
}

/** POST /trips or PUT /trips/:id (a planned trip). */
export const saveTrip = (client: ApiClient, v: { trip: TripInput; tripId?: number }) =>
  v.tripId === undefined ? client.post<{ trip: TransportTrip; message: string }>('trips', v.trip) : client.put<{ trip: TransportTrip; message: string }>(`trips/${id(v.tripId)}`, v.trip);
export const useSaveTrip = () => useTransportMutation('save-trip', saveTrip);

/** POST /trips/:id/dispatch: the trip goes to its driver; from then on its stops follow the vehicle. */
export const dispatchTrip = (client: ApiClient, tripId: number) => client.post<{ trip: TransportTrip; message: string }>(`trips/${id(tripId)}/dispatch`, {});
export const useDispatchTrip = () => useTransportMutation('dispatch-trip', dispatchTrip);

/** POST /trips/:id/cancel. */
export const cancelTrip = (client: ApiClient, v: { tripId: number; reason: string }) => client.post<{ trip: TransportTrip; message: string }>(`trips/${id(v.tripId)}/cancel`, { reason: v.reason });
export const useCancelTrip = () => useTransportMutation('cancel-trip', cancelTrip);

/** POST /trips/:id/reopen: a cancelled trip planned again. */
export const reopenTrip = (client: ApiClient, tripId: number) => client.post<{ trip: TransportTrip; message: string }>(`trips/${id(tripId)}/reopen`, {});
export const useReopenTrip = () => useTransportMutation('reopen-trip', reopenTrip);

/** POST /trips/:id/stops/:seq/pod: proof of delivery at a reached stop (uploaded files and a note). */
export const saveProofOfDelivery = (client: ApiClient, v: { tripId: number; seq: number; files: readonly string[]; note: string; receivedBy: string }) =>
  client.post<{ trip: TransportTrip; message: string }>(`trips/${id(v.tripId)}/stops/${id(v.seq)}/pod`, { files: v.files, note: v.note, receivedBy: v.receivedBy });
export const useSaveProofOfDelivery = () => useTransportMutation('pod', saveProofOfDelivery);

/** GET /drivers. */
export async function fetchDrivers(client: ApiClient, signal?: AbortSignal): Promise<Driver[]> {
  return (await client.get<{ drivers: Driver[] }>('drivers', { signal })).drivers;
}
/** The drivers (when `enabled`: a user without the Transport page may not read them). */
export function useDrivers(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ queryKey: [...transportQueryKey, 'drivers'], queryFn: ({ signal }) => fetchDrivers(client, signal), enabled: options.enabled ?? true });
}
/** POST /drivers or PUT /drivers/:id (Administrators). */
export const saveDriver = (client: ApiClient, v: { driver: DriverInput; driverId?: number }) =>
  v.driverId === undefined ? client.post<{ driver: Driver; message: string }>('drivers', v.driver) : client.put<{ driver: Driver; message: string }>(`drivers/${id(v.driverId)}`, v.driver);
export const useSaveDriver = () => useTransportMutation('save-driver', saveDriver);

/** GET /drivers/:id/summary: a driver's trips, hours driven and fatigue and overspeed events in a period. */
export async function fetchDriverSummary(client: ApiClient, driverId: number, period: { from: number; to: number }, signal?: AbortSignal): Promise<Omit<DriverSummary, 'success'>> {
  const { success: _success, ...rest } = await client.get<DriverSummary>(`drivers/${id(driverId)}/summary${qs(period)}`, { signal });
  return rest;
}
export function useDriverSummary(driverId: number | null, period: { from: number; to: number }) {
  const client = useApiClient();
  return useQuery({ queryKey: [...transportQueryKey, 'driver-summary', driverId, period], queryFn: ({ signal }) => fetchDriverSummary(client, driverId!, period, signal), enabled: driverId !== null });
}

/** GET /transporters. */
export async function fetchTransporters(client: ApiClient, signal?: AbortSignal): Promise<Transporter[]> {
  return (await client.get<{ transporters: Transporter[] }>('transporters', { signal })).transporters;
}
export function useTransporters() {
  const client = useApiClient();
  return useQuery({ queryKey: [...transportQueryKey, 'transporters'], queryFn: ({ signal }) => fetchTransporters(client, signal) });
}
/** POST /transporters or PUT /transporters/:id (Administrators). */
export const saveTransporter = (client: ApiClient, v: { transporter: TransporterInput; transporterId?: number }) =>
  v.transporterId === undefined
    ? client.post<{ transporter: Transporter; message: string }>('transporters', v.transporter)
    : client.put<{ transporter: Transporter; message: string }>(`transporters/${id(v.transporterId)}`, v.transporter);
export const useSaveTransporter = () => useTransportMutation('save-transporter', saveTransporter);

/** GET /transport-clients. */
export async function fetchTransportClients(client: ApiClient, signal?: AbortSignal): Promise<Client[]> {
  return (await client.get<{ clients: Client[] }>('transport-clients', { signal })).clients;
}
export function useTransportClients() {
  const client = useApiClient();
  return useQuery({ queryKey: [...transportQueryKey, 'clients'], queryFn: ({ signal }) => fetchTransportClients(client, signal) });
}
/** POST /transport-clients or PUT /transport-clients/:id (Administrators). */
export const saveTransportClient = (client: ApiClient, v: { client: ClientInput; clientId?: number }) =>
  v.clientId === undefined ? client.post<{ client: Client; message: string }>('transport-clients', v.client) : client.put<{ client: Client; message: string }>(`transport-clients/${id(v.clientId)}`, v.client);
export const useSaveTransportClient = () => useTransportMutation('save-client', saveTransportClient);
