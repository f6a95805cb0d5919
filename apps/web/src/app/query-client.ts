import { QueryClient } from '@tanstack/react-query';

/**
 * The API client has already told the customer why a call failed (a translated toast), so a
 * failed query is not retried behind their back: the screen offers "try again" instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
