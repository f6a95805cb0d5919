import { activityApi } from '@kabuto/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { EndpointServer } from '../../platform/serve';
import { activityPage } from './entries';
import { liveSessions, revokeOtherSessions } from './sessions';

/** Account activity and sign-ins (docs/activity.md): every query is the caller's own. */
export function registerActivityRoutes(
  serve: EndpointServer,
  deps: { db: Database; clock: Clock },
): void {
  const { db, clock } = deps;
  serve.json(activityApi.list, ({ customer, body }) =>
    activityPage(db, customer.id, {
      beforeId: body.cursor ? Number(body.cursor) : null,
      limit: body.limit,
    }),
  );
  serve.json(activityApi.sessions, ({ customer }) => liveSessions(db, customer, clock.now()));
  serve.json(activityApi.signOutOthers, async ({ customer }) => ({
    revoked: await revokeOtherSessions(db, customer, clock.now()),
  }));
}
