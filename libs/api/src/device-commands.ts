import type { DeviceCommand, DeviceCommandInput, DeviceCommandsResponse } from '@fleet/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key prefix of an asset's device commands. */
export const deviceCommandsQueryKey = ['device-commands'] as const;

/** While a command waits for its device, the history is read again this often, ms. */
export const DEVICE_COMMANDS_POLL_MS = 2_000;

const id = (n: number) => encodeURIComponent(String(n));

/** GET /assets/:id/commands: the commands this user may send to the asset's device, and the history. */
export async function fetchDeviceCommands(client: ApiClient, assetId: number, signal?: AbortSignal): Promise<DeviceCommandsResponse> {
  return client.get<DeviceCommandsResponse>(`assets/${id(assetId)}/commands`, { signal });
}

/** An asset's commands, read again every two seconds while one of them waits for the device. */
export function useDeviceCommands(assetId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...deviceCommandsQueryKey, assetId],
    queryFn: ({ signal }) => fetchDeviceCommands(client, assetId!, signal),
    enabled: assetId !== null,
    refetchInterval: (query) => (query.state.data?.commands.some((c) => c.state === 'queued' || c.state === 'sent') ? DEVICE_COMMANDS_POLL_MS : false),
  });
}

/** POST /assets/:id/commands. */
export const sendDeviceCommand = (client: ApiClient, v: { assetId: number; input: DeviceCommandInput }) =>
  client.post<{ command: DeviceCommand; message: string }>(`assets/${id(v.assetId)}/commands`, v.input);

export function useSendDeviceCommand() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ command: DeviceCommand; message: string }, ApiError, { assetId: number; input: DeviceCommandInput }>({
    mutationKey: [...deviceCommandsQueryKey, 'send'],
    mutationFn: (v) => sendDeviceCommand(client, v),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceCommandsQueryKey }),
  });
}
