/**
 * A benchmark client process: forked by run.ts (one per `--processes`, as pgbench runs `-j`
 * threads), it opens its own connection pool and runs the ledger slices it is sent.
 */
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { ledgerSlice, type FromClient, type ToClient } from './slice';

let handle: DatabaseHandle | undefined;
let index = 0;

function reply(message: FromClient): void {
  process.send?.(message);
}

async function handle_(message: ToClient): Promise<void> {
  switch (message.kind) {
    case 'open':
      index = message.index;
      handle = await openDatabase({ kind: 'postgres', url: message.url });
      reply({ kind: 'ready' });
      return;
    case 'slice':
      if (!handle) throw new Error('slice before open');
      reply({
        kind: 'slice',
        slice: await ledgerSlice(
          handle.db,
          index,
          message.name,
          message.pool,
          message.workers,
          message.seconds,
        ),
      });
      return;
    case 'close':
      await handle?.close();
      handle = undefined;
      process.disconnect();
      return;
  }
}

process.on('message', (message: ToClient) => {
  handle_(message).catch((error: unknown) => {
    reply({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  });
});
// The coordinator went away: stop too.
process.on('disconnect', () => {
  void (handle?.close() ?? Promise.resolve()).finally(() => process.exit(0));
});
