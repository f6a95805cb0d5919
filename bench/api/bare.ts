/**
 * The baseline of bench/api: a bare Fastify (the same major as the server, JSON body parsing on,
 * nothing else) answering every route with the very bytes the real server answered, read from the
 * file named by BARE_ANSWERS. Run as its own process, like the real server.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

type Answer = { path: string; contentType: string; bodyBase64: string };

const answers = JSON.parse(readFileSync(process.env.BARE_ANSWERS ?? '', 'utf8')) as Answer[];
const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  app.post(answer.path, (_request, reply) => reply.type(answer.contentType).send(body));
}
app.get('/ready', (_request, reply) => reply.send('ok'));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
