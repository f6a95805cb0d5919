import { useQuery } from '@tanstack/react-query';
import { adminApi, queryRoot, type RequestOf, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { useAuditedChange } from '../../shared/audited-change';

export type SiteConfigEntry = ResponseOf<typeof adminApi.configList>[number];
export type SiteConfigUpdate = RequestOf<typeof adminApi.update>;

/** Every site configuration value. */
export function useSiteConfig() {
  return useQuery(endpointQuery(api, adminApi.configList, {}));
}

/** One value (administrators only), audited; a retried submission is answered, not applied twice. */
export function useUpdateSiteConfig() {
  return useAuditedChange(
    (update: SiteConfigUpdate, idempotencyKey) =>
      api.call(adminApi.update, update, { idempotencyKey }),
    [queryRoot(adminApi.configList)],
  );
}
