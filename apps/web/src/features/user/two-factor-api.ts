import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi, type ParsedRequestOf } from '@kabuto/contract';
import { api, endpointQuery, newIdempotencyKey, type FormCallOptions } from '../../shared/api';
import { twoFactorStatusQuery } from '../../shared/api/two-factor-status';

/** Two-factor sign-in's calls (docs/two-factor.md); each change reloads the status. */
function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
}

/** POST /user/twoFactor/start: a new secret, shown while setting up only. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => api.call(twoFactorApi.start, {}) });
}

/** POST /user/twoFactor/confirm: the first code turns it on; the answer holds the recovery codes. */
export function useConfirmTwoFactor(options: FormCallOptions = {}) {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (code: string) => api.call(twoFactorApi.confirm, { code }, options),
    onSuccess: refresh,
  });
}

/** POST /user/twoFactor/recoveryCodes: new codes for an app code; the old ones stop working. */
export function useNewRecoveryCodes(options: FormCallOptions = {}) {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (code: string) => api.call(twoFactorApi.newRecoveryCodes, { code }, options),
    onSuccess: refresh,
  });
}

export type TurnOffBody = ParsedRequestOf<typeof twoFactorApi.turnOff>;

/** POST /user/twoFactor/turnOff: the login password and a code. */
export function useTurnOffTwoFactor(options: FormCallOptions = {}) {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TurnOffBody) =>
      api.call(twoFactorApi.turnOff, body, { ...options, idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

/** POST /user/trustedDevices: the caller's devices, most recently used first. */
export function trustedDevicesQuery() {
  return queryOptions({ ...endpointQuery(api, twoFactorApi.devices, {}), staleTime: 0 });
}

/** POST /user/trustedDevices/revoke, then the list again. */
export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) =>
      api.call(twoFactorApi.revokeDevice, { deviceId }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustedDevicesQuery().queryKey }),
  });
}
