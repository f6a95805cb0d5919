import { bankCardsApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { BankCardService } from './service';

export function registerBankCardRoutes(serve: EndpointServer, service: BankCardService): void {
  serve.json(bankCardsApi.add, ({ customer, body }) => service.add(customer, body));
  serve.json(bankCardsApi.list, ({ customer }) => service.list(customer));
  serve.json(bankCardsApi.delete, ({ customer, body }) => service.remove(customer, body.cardId));
}
