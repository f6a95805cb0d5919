import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  loginResponse,
  registerResponse,
  type loginRequest,
  type registerRequest,
} from '@kabuto/contract';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../shared/api';
import { saveSession } from '../../shared/storage';

export type LoginBody = z.output<typeof loginRequest>;
export type RegisterBody = z.output<typeof registerRequest>;

/** POST /user/login; a new session replaces whatever the previous one had cached. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post('/user/login', body, loginResponse),
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
      api.post('/user/register', body, registerResponse, { idempotencyKey: newIdempotencyKey() }),
  });
}
