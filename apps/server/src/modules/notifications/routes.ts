import { notificationsApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { NotificationsService } from './service';

export function registerNotificationsRoutes(
  serve: EndpointServer,
  service: NotificationsService,
): void {
  serve.json(notificationsApi.list, ({ customer, body }) => service.list(customer, body));
  serve.json(notificationsApi.unread, ({ customer }) => service.unread(customer));
  serve.json(notificationsApi.read, ({ customer, body }) => service.read(customer, body.id));
  serve.json(notificationsApi.readAll, ({ customer }) => service.readAll(customer));
}
