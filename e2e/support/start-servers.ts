import {
  killOnExit,
  startServer,
  stopServers,
  waitUntilReady,
  type Server,
} from './server-process';
import { MAIN_PORTS } from './servers';
import { CLOCK_START } from './server-env';

/**
 * Playwright's global setup: starts each worker's main server at once and waits for all of them
 * (Playwright's own `webServer` list starts its servers one after another). Returns the teardown,
 * which stops them. A server that exits before it answers fails the run with its own output.
 *
 * The servers only one spec uses (a clock it moves, sessions of 4 seconds) are that spec's own,
 * started while it runs (e2e/support/own-server.ts): an idle server still costs a few per cent of
 * a core (its market and its jobs), and seven of them idling through the whole run cost minutes.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const list: Server[] = MAIN_PORTS.map((port) => ({ port, env: { CLOCK_START } }));
  const children = list.map(startServer);
  killOnExit(children);
  try {
    await Promise.all(list.map((server, index) => waitUntilReady(server.port, children[index]!)));
  } catch (error) {
    await stopServers(children);
    throw error;
  }
  return () => stopServers(children);
}
