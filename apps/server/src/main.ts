import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './platform/clock';
import { DEMO_CUSTOMER, DEMO_INVITATION_CODE, DEMO_OPERATORS, seedBase, seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase(config.database);
await seedBase(database.db);
if (config.seedDemo) await seedDemo(database.db, systemClock);

const app = await buildApp({ config, db: database.db, clock: systemClock });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
app.log.info(`Kabuto is serving http://localhost:${config.port}/ on ${where}`);
if (config.seedDemo) {
  app.log.info(
    `Demo: log in as ${DEMO_CUSTOMER.account} / ${DEMO_CUSTOMER.password}; invitation code for new accounts: ${DEMO_INVITATION_CODE}`,
  );
  const operatorLogins = DEMO_OPERATORS.map((o) => `${o.username} / ${o.password}`).join(', ');
  app.log.info(`Demo operators (console API /api/admin): ${operatorLogins}`);
}
