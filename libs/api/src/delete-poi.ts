import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** DELETE /admin/pois/:id: deletes a POI of the tenant; resolves to the text to show ('POI deleted successfully'). */
export async function deletePoi(client: ApiClient, id: number): Promise<{ message: string }> {
  const body = await client.delete<{ success: true; message: string }>(`admin/pois/${encodeURIComponent(String(id))}`);
  return { message: body.message };
}

/** Mutation options of {@link deletePoi}. */
export function deletePoiMutationOptions(client: ApiClient) {
  return mutationOptions<{ message: string }, ApiError, number>({
    mutationKey: ['pois', 'delete'],
    mutationFn: (id) => deletePoi(client, id),
  });
}

/** Deletes a POI and refreshes the cached POI lists. */
export function useDeletePoi() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deletePoiMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pois'] }),
  });
}
