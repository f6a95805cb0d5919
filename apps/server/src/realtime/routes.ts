import type { FastifyInstance } from 'fastify';
import type { QuoteHub } from './quote-hub';

/** The one WebSocket endpoint (architecture: quotes now; order and balance events later). */
export function registerRealtimeRoutes(app: FastifyInstance, hub: QuoteHub): void {
  app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    hub.attach(socket);
  });
}
