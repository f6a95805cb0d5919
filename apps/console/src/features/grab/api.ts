import { useQuery } from '@tanstack/react-query';
import { grabAdminApi, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';

export type GrabQueue = ResponseOf<typeof grabAdminApi.queues>[number];
export type GrabOrder = ResponseOf<typeof grabAdminApi.orders>[number];

export const GRAB_PATH = '/grab';

/** POST /grab/queues: every day's queues, newest day first, with their results once allocated. */
export function useGrabQueues() {
  return useQuery({
    ...endpointQuery(api, grabAdminApi.queues, {}),
    select: (queues) =>
      [...queues].sort((a, b) => b.tradingDay.localeCompare(a.tradingDay) || b.id - a.id),
  });
}

/** One queue out of the list (there is no endpoint of one); undefined until the list is there. */
export function useGrabQueue(queueId: number) {
  return useQuery({
    ...endpointQuery(api, grabAdminApi.queues, {}),
    select: (queues) => queues.find((queue) => queue.id === queueId) ?? null,
  });
}

/** POST /grab/orders: the queue's orders with each customer's account. */
export function useGrabOrders(queueId: number) {
  return useQuery(endpointQuery(api, grabAdminApi.orders, { queueId }));
}

/** POST /grab/document: the queue's allocation document, once allocated. */
export function useGrabDocument(queueId: number, enabled: boolean) {
  return useQuery({ ...endpointQuery(api, grabAdminApi.document, { queueId }), enabled });
}
