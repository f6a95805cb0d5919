import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contract';
import { api } from '../../shared/api';
import { OPERATOR_QUERY_KEY } from '../../shared/operator';
import { endSession, saveToken } from '../../shared/session';

export type OperatorLoginBody = RequestOf<typeof adminApi.login>;

/**
 * Login: a new session replaces whatever the previous one had cached. The client sends and keeps
 * cookies (same-origin) for the trusted-device cookie this route reads and sets (docs/security.md).
 */
export function useOperatorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorLoginBody) => api.call(adminApi.login, body),
    onSuccess: (session) => {
      queryClient.clear();
      saveToken(session.token);
      queryClient.setQueryData(OPERATOR_QUERY_KEY, session.operator);
    },
  });
}

/** Logout; the session ends here whatever the server answers (it may already be gone). */
export function useOperatorLogout() {
  return useMutation({
    mutationFn: () => api.call(adminApi.logout, {}),
    onSettled: () => endSession('logout'),
  });
}
