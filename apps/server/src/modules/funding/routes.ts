import { fundingAdminApi, fundingApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import { fundingSettingsView, saveFundingSettings } from '../funding-settings';
import { channels, saveChannel } from './channels';
import {
  approveDeposit,
  depositDetail,
  depositProof,
  depositQueue,
  rejectDeposit,
} from './deposit-review';
import { ledgerCheck } from './ledger-check';
import type { ReviewDeps } from './review-context';
import type { FundingService } from './service';
import {
  approveWithdraw,
  rejectWithdraw,
  withdrawDetail,
  withdrawQueue,
} from './withdrawal-review';

export type FundingRouteDeps = ReviewDeps & { customer: FundingService; uploadDir: string };

/**
 * Customers' deposits, withdrawals and wallets; the finance desk's review, channels, settings and
 * the ledger check. Operator decisions take an idempotency key (the declarations say 'optional'):
 * a retried click answers the first decision instead of deciding twice.
 */
export function registerFundingRoutes(serve: EndpointServer, deps: FundingRouteDeps): void {
  const { customer: service } = deps;

  serve.json(fundingApi.depositInfo, ({ customer, body }) =>
    service.depositInfo(customer, body?.currency),
  );
  serve.json(fundingApi.deposit, ({ customer, body }) => service.deposit(customer, body));
  serve.json(fundingApi.depositDetail, ({ customer, body }) =>
    service.depositDetail(customer, body.depositId),
  );
  serve.json(fundingApi.withdrawInfo, ({ customer, body }) =>
    service.withdrawInfo(customer, body?.currency),
  );
  serve.json(fundingApi.withdraw, ({ customer, body }) => service.withdraw(customer, body));
  serve.json(fundingApi.withdrawDetail, ({ customer, body }) =>
    service.withdrawalDetail(customer, body.withdrawalId),
  );
  serve.json(fundingApi.wallets, ({ customer }) => service.wallets(customer));

  serve.json(fundingAdminApi.depositQueue, ({ body }) => depositQueue(deps, body));
  serve.json(fundingAdminApi.depositDetail, ({ body }) => depositDetail(deps, body.depositId));
  serve.image(fundingAdminApi.depositProof, ({ operator, body, request }) =>
    depositProof(deps, operator, body.depositId, request.ip),
  );
  serve.json(fundingAdminApi.approveDeposit, ({ operator, body, request }) =>
    approveDeposit(deps, operator, body, request.ip),
  );
  serve.json(fundingAdminApi.rejectDeposit, ({ operator, body, request }) =>
    rejectDeposit(deps, operator, body, request.ip),
  );

  serve.json(fundingAdminApi.withdrawQueue, ({ body }) => withdrawQueue(deps, body));
  serve.json(fundingAdminApi.withdrawDetail, ({ body }) => withdrawDetail(deps, body.withdrawalId));
  serve.json(fundingAdminApi.approveWithdraw, ({ operator, body, request }) =>
    approveWithdraw(deps, operator, body, request.ip),
  );
  serve.json(fundingAdminApi.rejectWithdraw, ({ operator, body, request }) =>
    rejectWithdraw(deps, operator, body, request.ip),
  );

  serve.json(fundingAdminApi.channels, () => channels(deps));
  serve.json(fundingAdminApi.saveChannel, ({ operator, body, request }) =>
    saveChannel(deps, operator, body, request.ip),
  );
  serve.json(fundingAdminApi.settings, () => fundingSettingsView(deps.db));
  serve.json(fundingAdminApi.saveSettings, ({ operator, body, request }) =>
    saveFundingSettings(deps, operator, body, request.ip),
  );
  serve.json(fundingAdminApi.check, ({ operator, request }) =>
    ledgerCheck(deps, operator, request.ip),
  );
}
