import { referralApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { ReferralCustomerService } from './customer-service';

/** Invite and share's endpoint (packages/contract/src/endpoints/referral.ts). */
export function registerReferralRoutes(
  serve: EndpointServer,
  services: { customer: ReferralCustomerService },
): void {
  serve.json(referralApi.info, ({ customer }) => services.customer.info(customer));
}
