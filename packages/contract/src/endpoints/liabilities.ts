import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { CUSTOMER, PUBLIC, customerEndpoint } from '../endpoint';

/**
 * Proof of liabilities (docs/liabilities.md, ADR 0038): every day Kabuto publishes the root of a
 * Merkle sum tree over all customer balances and the total it owes them, beside the money at its
 * bank by the ledger; each customer downloads their own inclusion proof and checks it with
 * `npm run verify:liabilities -- <proof.json>` (packages/liabilities).
 */

/** The proof document's format (packages/liabilities LIABILITIES_FORMAT, kept equal by a test). */
export const LIABILITY_PROOF_FORMAT = 'kabuto-liabilities/1';

/** How many days the public list shows, newest first. */
export const LIABILITY_PUBLICATIONS_SHOWN = 30;

const owedField = decimalField({ sign: 'nonNegative' });
const amountField = decimalField();
const hashField = z.string().regex(/^[0-9a-f]{64}$/);

/** One day's published figures. */
export const liabilityPublication = z.object({
  /** The day (Japan), YYYY-MM-DD. */
  day: z.string(),
  /** When the balances were read from the ledger. */
  takenAt: z.string(),
  rootHash: hashField,
  /** Customer accounts in the tree (every customer, those with nothing too). */
  leafCount: z.number().int().min(1),
  /** Per currency: what Kabuto owed its customers (the root's sum) and its money at the bank by the ledger. */
  totals: z.array(z.object({ currency: z.string(), owed: owedField, bank: amountField })),
});
export type LiabilityPublication = z.infer<typeof liabilityPublication>;

const sumNode = z.object({ hash: hashField, sums: z.array(owedField) });

/** A customer's inclusion proof: the document `npm run verify:liabilities` checks. */
export const liabilityProofDocument = z.object({
  format: z.literal(LIABILITY_PROOF_FORMAT),
  day: z.string(),
  takenAt: z.string(),
  currencies: z.array(z.string()),
  leafCount: z.number().int().min(1),
  root: sumNode,
  leaf: z.object({
    index: z.number().int().min(0),
    customerId: z.string(),
    salt: hashField,
    balances: z.array(owedField),
  }),
  path: z.array(sumNode),
});
export type LiabilityProofDocument = z.infer<typeof liabilityProofDocument>;

export const liabilityProofResponse = z.object({
  /** The latest publication; null before the first. */
  publication: liabilityPublication.nullable(),
  /** The caller's own proof in it; null when they had no account yet on that day. */
  proof: liabilityProofDocument.nullable(),
});
export type LiabilityProofAnswer = z.infer<typeof liabilityProofResponse>;

export const liabilitiesApi = {
  published: customerEndpoint({
    path: '/liabilities/published',
    summary:
      'The published roots of the proof of liabilities, newest first, with the totals owed and the bank balance',
    request: z.object({}).optional(),
    response: z.object({ publications: z.array(liabilityPublication) }),
    access: PUBLIC,
  }),
  myProof: customerEndpoint({
    path: '/liabilities/myProof',
    summary: "The latest publication and the caller's own inclusion proof in it (nobody else's)",
    request: z.object({}).optional(),
    response: liabilityProofResponse,
    access: CUSTOMER,
  }),
};
