import { supportAdminApi, supportApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { SupportDesk } from './desk';
import type { SupportService } from './service';

export function registerSupportRoutes(serve: EndpointServer, service: SupportService, desk: SupportDesk): void {
  serve.json(supportApi.conversation, ({ customer }) => service.conversation(customer));
  serve.json(supportApi.send, ({ customer, body }) => service.send(customer, body));
  serve.json(supportApi.read, ({ customer, body }) => service.read(customer, body.upToId));
  serve.image(supportApi.image, ({ customer, body }) => service.image(customer, body.messageId));

  serve.json(supportAdminApi.inbox, ({ operator, body }) => desk.inbox(operator, body.filter));
  serve.json(supportAdminApi.conversation, ({ body }) => desk.conversation(body.conversationId));
  serve.image(supportAdminApi.image, ({ body }) => desk.image(body.messageId));
  serve.json(supportAdminApi.assign, ({ operator, body, request }) =>
    desk.assign(operator, body.conversationId, request.ip),
  );
  serve.json(supportAdminApi.reply, ({ operator, body, request }) => desk.reply(operator, body, request.ip));
  serve.json(supportAdminApi.close, ({ operator, body, request }) =>
    desk.close(operator, body.conversationId, request.ip),
  );
  serve.json(supportAdminApi.canned, () => desk.canned());
  serve.json(supportAdminApi.saveCanned, ({ operator, body, request }) =>
    desk.saveCanned(operator, body, request.ip),
  );
}
