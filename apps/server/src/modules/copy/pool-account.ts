import type { Transaction } from '../../db/client';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { customers } from '../../db/schema';

/**
 * A product's pool is a managed trading account (ADR 0029): a `customers` row of kind `pool`, so
 * the pool's money is in the ledger's customer accounts and its positions are the trading
 * module's own. It can never sign in: its password hash is not a hash any password verifies
 * against, and sign-in, registration codes and the console's customer lists take only kind
 * `customer` (auth/repo.ts, operators/repo.ts).
 */
export async function openPoolAccount(tx: Transaction, productId: number): Promise<number> {
  const [row] = await tx
    .insert(customers)
    .values({
      kind: 'pool',
      account: `pool-${productId}`,
      passwordHash: '!pool: managed account, never signs in',
      invitationCode: `!pool-${productId}`,
      registeredWithCode: '!pool',
    })
    .returning({ id: customers.id });
  return row!.id;
}

/** The pool as the trading module's caller: its orders are placed as its own account's. */
export function poolTrader(poolCustomerId: number): AuthenticatedCustomer {
  return { id: poolCustomerId, account: `pool-${poolCustomerId}`, sessionId: 0, restrictions: [] };
}
