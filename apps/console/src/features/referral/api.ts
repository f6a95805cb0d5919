import { useQuery } from '@tanstack/react-query';
import { queryRoot, referralAdminApi, type RequestOf, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { useAuditedChange } from '../../shared/audited-change';

export type ReferralSettings = ResponseOf<typeof referralAdminApi.settings>;
export type ReferralRules = ReferralSettings['rules'];
export type ReferralSettingsSave = RequestOf<typeof referralAdminApi.saveSettings>;

/** The referral rules in force and their last change. */
export function useReferralSettings() {
  return useQuery(endpointQuery(api, referralAdminApi.settings, {}));
}

/** (admin) New rules with the reason for the audit log; a retried save is answered, not applied twice. */
export function useSaveReferralSettings() {
  return useAuditedChange(
    (body: ReferralSettingsSave, idempotencyKey) =>
      api.call(referralAdminApi.saveSettings, body, { idempotencyKey }),
    [queryRoot(referralAdminApi.settings)],
  );
}
