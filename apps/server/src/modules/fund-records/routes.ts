import { fundRecordsAdminApi, fundRecordsApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { FundRecordService } from './service';

export function registerFundRecordRoutes(serve: EndpointServer, service: FundRecordService): void {
  serve.json(fundRecordsApi.records, ({ customer, body }) => service.list(customer.id, body));
  serve.json(fundRecordsAdminApi.funds, ({ body }) => service.customerFunds(body.customerId, body));
}
