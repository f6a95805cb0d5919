import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsApi, queryRoot, type PriceAlertCreateRequest } from '@kabuto/contract';
import { api, endpointQuery, newIdempotencyKey, type FormCallOptions } from '../../shared/api';

/** Price alerts (docs/alerts.md): the customer's own, of one stock or of all; fetched again on every change and every `price.alert` notice. */
export const alertsQuery = (symbol?: string) =>
  queryOptions({
    ...endpointQuery(api, alertsApi.list, symbol ? { symbol } : {}),
    staleTime: 0,
  });

function useRefreshAlerts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryRoot(alertsApi.list) });
}

export function useCreateAlert(options: FormCallOptions = {}) {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: PriceAlertCreateRequest;
      idempotencyKey: string;
    }) => api.call(alertsApi.create, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useDeleteAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: number) => api.call(alertsApi.remove, { id }),
    onSuccess: refresh,
  });
}

export function useEnableAlert() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: number) => api.call(alertsApi.enable, { id }),
    onSuccess: refresh,
  });
}

/** Creating an alert again after a refusal or a success is a new alert: a fresh key per attempt. */
export { newIdempotencyKey };
