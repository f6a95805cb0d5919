import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api';

/**
 * A refusal, a missing role or an ended session will not change on a retry; only a lost
 * connection is worth one quiet second attempt. Screens offer "try again" for the rest.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        failureCount < 1 &&
        error instanceof ApiError &&
        (error.kind === 'network' || error.kind === 'timeout'),
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
    mutations: { retry: false },
  },
});
