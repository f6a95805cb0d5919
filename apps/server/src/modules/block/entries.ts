import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { entryHashOf } from '@kabuto/lottery';
import type { Queryable } from '../../db/client';
import { queryRows, toId } from '../../ledger/rows';

/**
 * What every off-auction request (a block application, a bid, a grab order) takes before it is
 * written: an id from block applications' sequence (ADR 0032, 0033: the position key
 * `block:<id>` stays unique across the three), and a pseudonymous lottery entry for that id — a
 * fresh salt kept with the request and the entry hash the public document shows.
 */
export async function newOffAuctionRequest(
  tx: Queryable,
  /** The draw's scope, e.g. `bidding:12`: the entry hashes `<scope>:<id>` with the salt. */
  scope: string,
): Promise<{ id: number; entrySalt: string; entryHash: string }> {
  const [next] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('block_applications', 'id'))::text AS id`,
  );
  const id = toId(next!.id);
  const entrySalt = randomBytes(16).toString('hex');
  return { id, entrySalt, entryHash: entryHashOf(`${scope}:${id}`, entrySalt) };
}
