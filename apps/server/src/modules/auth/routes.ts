import { twoFactorApi, userApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { AuthService } from './service';

export function registerAuthRoutes(serve: EndpointServer, service: AuthService): void {
  serve.json(userApi.register, ({ body, request, reply }) =>
    service.register(body, request, reply),
  );
  serve.json(userApi.login, ({ body, request, reply }) => service.login(body, request, reply));
  serve.json(twoFactorApi.signIn, ({ body, request, reply }) =>
    service.signInWithSecondFactor(body, request, reply),
  );
  serve.json(twoFactorApi.turnOff, ({ customer, body }) => service.turnOffTwoFactor(customer, body));
  serve.json(userApi.logout, ({ customer }) => service.logout(customer));
  serve.json(userApi.info, ({ customer }) => service.info(customer));
  serve.json(userApi.changeLoginPassword, ({ customer, body }) =>
    service.changeLoginPassword(customer, body),
  );
  serve.json(userApi.setFundPassword, ({ customer, body }) =>
    service.setFundPassword(customer, body),
  );
}
