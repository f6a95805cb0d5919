import { referralAdminApi, referralApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { ReferralCustomerService } from './customer-service';
import type { ReferralOperatorService } from './operator-service';

/** Invite and share's endpoints (packages/contract/src/endpoints/referral.ts). */
export function registerReferralRoutes(
  serve: EndpointServer,
  services: { customer: ReferralCustomerService; operator: ReferralOperatorService },
): void {
  serve.json(referralApi.info, ({ customer }) => services.customer.info(customer));
  serve.json(referralAdminApi.settings, () => services.operator.settings());
  serve.json(referralAdminApi.saveSettings, ({ operator, body, request }) =>
    services.operator.saveSettings(operator, body, request.ip),
  );
}
