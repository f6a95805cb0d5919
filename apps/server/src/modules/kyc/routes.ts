import { kycAdminApi, kycApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { KycService } from './service';

export function registerKycRoutes(serve: EndpointServer, service: KycService): void {
  serve.json(kycApi.submit, ({ customer, body }) => service.submit(customer, body));
  serve.json(kycApi.status, ({ customer }) => service.status(customer));
  serve.image(kycApi.image, ({ customer, body }) => service.ownImage(customer, body.side));

  serve.json(kycAdminApi.queue, ({ body }) => service.queue(body));
  serve.json(kycAdminApi.detail, ({ body }) => service.detail(body.verificationId));
  serve.image(kycAdminApi.image, ({ operator, body, request }) =>
    service.reviewImage(operator, body.verificationId, body.side, request.ip),
  );
  serve.json(kycAdminApi.approve, ({ operator, body, request }) =>
    service.approve(operator, body, request.ip),
  );
  serve.json(kycAdminApi.reject, ({ operator, body, request }) =>
    service.reject(operator, body, request.ip),
  );
}
