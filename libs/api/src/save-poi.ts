import type { Poi, SavePoiPayload, SavePoiResponse } from '@fleet/domain';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Answer of POST /settings/poi: the stored POI and the text to show ('POI (name) added successfully' or updated). */
export interface SavePoiResult {
  poi: Poi;
  message: string;
}

/** POST /settings/poi: adds a POI (no id) or updates one (id kept). A blank name is refused with 'Please enter POI name'. */
export async function savePoi(client: ApiClient, payload: SavePoiPayload): Promise<SavePoiResult> {
  const body = await client.post<SavePoiResponse>('settings/poi', payload);
  return { poi: body.poi, message: body.message };
}

/** Mutation options of {@link savePoi}. */
export function savePoiMutationOptions(client: ApiClient) {
  return mutationOptions<SavePoiResult, ApiError, SavePoiPayload>({
    mutationKey: ['pois', 'save'],
    mutationFn: (payload) => savePoi(client, payload),
  });
}

/** Saves a POI and refreshes the cached POI lists. */
export function useSavePoi() {
  const queryClient = useQueryClient();
  return useMutation({
    ...savePoiMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pois'] }),
  });
}
