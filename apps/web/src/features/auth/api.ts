import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi, type ParsedRequestOf } from '@kabuto/contract';
import { api, newIdempotencyKey } from '../../shared/api';
import { saveSession } from '../../shared/storage';

export type LoginBody = ParsedRequestOf<typeof userApi.login>;
export type RegisterBody = ParsedRequestOf<typeof userApi.register>;

/** POST /user/login; a new session replaces whatever the previous one had cached. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.call(userApi.login, body),
    onSuccess: (session) => {
      queryClient.clear();
      saveSession(session.token, session.account);
    },
  });
}

/** POST /user/register with a fresh idempotency key per submission. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api.call(userApi.register, body, { idempotencyKey: newIdempotencyKey() }),
  });
}
