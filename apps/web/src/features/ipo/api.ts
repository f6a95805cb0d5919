import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  fundRecordsApi,
  ipoApi,
  queryKey,
  queryRoot,
  type IpoPhase,
  type ResponseOf,
} from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type Offering = ResponseOf<typeof ipoApi.detail>;
export type Application = ResponseOf<typeof ipoApi.subscribe>;
export type IpoDraw = ResponseOf<typeof ipoApi.draw>;

/** An offering moves on the server's schedule (opens, closes, is drawn): looked at again this often. */
const IPO_REFRESH_MS = 15_000;

export const offeringsQuery = (phase: IpoPhase) =>
  queryOptions({
    ...endpointQuery(api, ipoApi.list, { phase }),
    refetchInterval: IPO_REFRESH_MS,
    staleTime: 0,
  });

export const offeringQuery = (offeringId: number) =>
  queryOptions({
    ...endpointQuery(api, ipoApi.detail, { offeringId }),
    refetchInterval: IPO_REFRESH_MS,
    staleTime: 0,
  });

/** The published draw never changes once it is there; before the draw it is looked at again. */
export const drawQuery = (offeringId: number) =>
  queryOptions({
    ...endpointQuery(api, ipoApi.draw, { offeringId }),
    staleTime: 0,
  });

export const IPO_RECORDS_PAGE = 20;

/** My applications, newest first, paged by the server's cursor: one cache entry for every page. */
export function applicationsQuery() {
  const body = { limit: IPO_RECORDS_PAGE };
  return infiniteQueryOptions({
    queryKey: queryKey(ipoApi.records, body),
    queryFn: ({ signal, pageParam }) =>
      api.call(ipoApi.records, { ...body, cursor: pageParam }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/**
 * After an application or a payment, every figure it moved is fetched again: the offerings and my
 * applications, the member centre's funds and the fund records.
 */
function useRefreshIpo() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [queryRoot(ipoApi.list), userInfoQuery.queryKey, queryRoot(fundRecordsApi.records)].map(
        (key) => client.invalidateQueries({ queryKey: key }),
      ),
    );
}

export type SubscribeBody = { offeringId: number; lots: number; autoPurchase: boolean };

/**
 * Applies with the form's idempotency key: a double tap or a retry after a lost answer returns the
 * first application instead of refusing the second as "already subscribed".
 */
export function useSubscribe() {
  const refresh = useRefreshIpo();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SubscribeBody; idempotencyKey: string }) =>
      api.call(ipoApi.subscribe, body, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function usePay() {
  const refresh = useRefreshIpo();
  return useMutation({
    mutationFn: ({
      applicationId,
      idempotencyKey,
    }: {
      applicationId: number;
      idempotencyKey: string;
    }) => api.call(ipoApi.pay, { applicationId }, { idempotencyKey }),
    onSuccess: refresh,
  });
}
