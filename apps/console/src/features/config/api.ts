import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emptyResponse, siteConfigResponse, type siteConfigUpdateRequest } from '@kabuto/contract';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../shared/api';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type SiteConfigEntry = z.infer<typeof siteConfigResponse>[number];
export type SiteConfigUpdate = z.input<typeof siteConfigUpdateRequest>;

/** POST /config/list: every site configuration value. */
export function useSiteConfig() {
  return useQuery({
    queryKey: [...QUERY_ROOTS.siteConfig, 'list'],
    queryFn: ({ signal }) => api.post('/config/list', {}, siteConfigResponse, { signal }),
  });
}

/** POST /config/update (admin only), audited; a fresh idempotency key per submission. */
export function useUpdateSiteConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SiteConfigUpdate) =>
      api.post('/config/update', update, emptyResponse, { idempotencyKey: newIdempotencyKey() }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.siteConfig }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}
