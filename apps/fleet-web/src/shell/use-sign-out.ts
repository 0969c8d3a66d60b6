import { logout, useApiClient } from '@fleet/api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { endSessionAtom } from '../session/session-atoms';

/** Signs out: revokes the session on the server (best effort), clears SESSION_KEYS and the cache, goes to /login. */
export function useSignOut(): () => Promise<void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const endSession = useSetAtom(endSessionAtom);
  return useCallback(async () => {
    try {
      await logout(client);
    } catch {
      // Already revoked or offline: the local session ends all the same.
    }
    endSession();
    await navigate({ to: '/login', replace: true });
    // Cleared after the pages left: mounted queries would otherwise fetch again without a token.
    queryClient.clear();
  }, [client, endSession, navigate, queryClient]);
}
