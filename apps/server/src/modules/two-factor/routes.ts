import { twoFactorApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { TwoFactorService } from './service';

/**
 * Two-factor sign-in's own endpoints (docs/two-factor.md). Turning it off (it needs the login
 * password) and the login's second step (it opens a session) are the auth module's.
 */
export function registerTwoFactorRoutes(serve: EndpointServer, service: TwoFactorService): void {
  serve.json(twoFactorApi.status, ({ customer }) => service.status(customer));
  serve.json(twoFactorApi.start, ({ customer }) => service.start(customer));
  serve.json(twoFactorApi.confirm, ({ customer, body }) => service.confirm(customer, body.code));
  serve.json(twoFactorApi.newRecoveryCodes, ({ customer, body }) =>
    service.regenerateRecoveryCodes(customer, body.code),
  );
  serve.json(twoFactorApi.devices, ({ customer }) => service.devicesOf(customer));
  serve.json(twoFactorApi.revokeDevice, ({ customer, body }) =>
    service.revokeDevice(customer, body.deviceId),
  );
}
