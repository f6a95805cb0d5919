import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The files the server hands out as they are: the public images, the operator console (its own
 * path, its own login; nothing in it works without an operator session) and the customer app, each
 * app only when it has been built.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicImagesDir' | 'consoleDistDir' | 'webDistDir'>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.publicImagesDir,
    prefix: '/api/images/',
    decorateReply: false,
  });
  for (const [root, prefix] of [
    [config.consoleDistDir, '/console/'],
    [config.webDistDir, '/'],
  ] as const) {
    if (existsSync(root)) await app.register(fastifyStatic, { root, prefix, decorateReply: false });
  }
}
