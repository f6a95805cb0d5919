import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  twoFactorApi,
  userApi,
  type ParsedRequestOf,
  type ResponseOf,
} from '@kabuto/contract';
import { api, type FormCallOptions } from '../../shared/api';
import { saveSession } from '../../shared/storage';

export type LoginBody = ParsedRequestOf<typeof userApi.login>;
export type RegisterBody = ParsedRequestOf<typeof userApi.register>;

/** A new session (a login's, or a registration's) replaces whatever the previous one had cached. */
function useSessionStart() {
  const queryClient = useQueryClient();
  return (answer: ResponseOf<typeof userApi.login>) => {
    // A login that still needs its second factor opens no session yet.
    if (!('token' in answer)) return;
    queryClient.clear();
    saveSession(answer.token, answer.account);
  };
}

export type SecondFactorBody = ParsedRequestOf<typeof twoFactorApi.signIn>;

/** POST /user/login/secondFactor: the login's challenge and a code open the session. */
export function useSecondFactorSignIn(options: FormCallOptions = {}) {
  const start = useSessionStart();
  return useMutation({
    mutationFn: (body: SecondFactorBody) => api.call(twoFactorApi.signIn, body, options),
    onSuccess: start,
  });
}

/** POST /user/login. */
export function useLogin(options: FormCallOptions = {}) {
  const start = useSessionStart();
  return useMutation({
    mutationFn: (body: LoginBody) => api.call(userApi.login, body, options),
    onSuccess: start,
  });
}

/**
 * POST /user/register: the answer signs the new customer in, like a login. Not idempotent (the
 * answer holds the session token); a retried submission is told the number is registered.
 */
export function useRegister(options: FormCallOptions = {}) {
  const start = useSessionStart();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.call(userApi.register, body, options),
    onSuccess: start,
  });
}
