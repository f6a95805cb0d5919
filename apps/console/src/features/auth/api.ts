import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptyResponse, operatorLoginResponse, type operatorLoginRequest } from '@kabuto/contract';
import type { z } from 'zod';
import { api } from '../../shared/api';
import { OPERATOR_QUERY_KEY } from '../../shared/operator';
import { endSession, saveToken } from '../../shared/session';

export type OperatorLoginBody = z.output<typeof operatorLoginRequest>;

/** POST /auth/login: a new session replaces whatever the previous one had cached. */
export function useOperatorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorLoginBody) => api.post('/auth/login', body, operatorLoginResponse),
    onSuccess: (session) => {
      queryClient.clear();
      saveToken(session.token);
      queryClient.setQueryData(OPERATOR_QUERY_KEY, session.operator);
    },
  });
}

/** POST /auth/logout; the session ends here whatever the server answers (it may already be gone). */
export function useOperatorLogout() {
  return useMutation({
    mutationFn: () => api.post('/auth/logout', {}, emptyResponse),
    onSettled: () => endSession('logout'),
  });
}
