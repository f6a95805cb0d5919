import type { z } from 'zod';
import { MAX_BANK_CARDS, type bankCardAddRequest } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { lockCustomerVerificationStatus, verifiedVerification } from '../kyc';
import {
  activeCards,
  activeCardWithKey,
  countActiveCards,
  insertCard,
  softDeleteCard,
  type BankCardRow,
} from './repo';
import { bankAccountKey, holderNameMatches, maskAccountNumber, maskUpi } from './rules';

export type BankCardServiceDeps = { db: Database; clock: Clock };

export function toBankCardItem(card: BankCardRow) {
  return {
    id: card.id,
    country: card.country,
    holderName: card.holderName,
    cardNumberMasked: maskAccountNumber(card.cardNumber),
    last4: card.cardNumber.slice(-4),
    cardType: card.cardType,
    bankName: card.bankName,
    branchName: card.branchName,
    branchCode: card.branchCode,
    ifsc: card.ifsc,
    upiMasked: card.upi === null ? null : maskUpi(card.upi),
    createdAt: card.createdAt.toISOString(),
  };
}

/**
 * Bank cards (docs/kyc-and-cards.md): only a verified customer binds one, in their verified name;
 * an account bound anywhere (by this customer or another) is refused; unbinding is a soft delete.
 */
export function bankCardService({ db, clock }: BankCardServiceDeps) {
  async function add(customer: AuthenticatedCustomer, body: z.output<typeof bankCardAddRequest>) {
    try {
      return await db.transaction(async (tx) => {
        // The customer row lock orders this against the card limit and a verification change.
        const status = await lockCustomerVerificationStatus(tx, customer.id);
        if (status !== 'verified') throw new AppError('verification_required');
        const verified = await verifiedVerification(tx, customer.id);
        if (!verified) throw new AppError('verification_required');
        if (!holderNameMatches(body.holderName, [verified.name, verified.katakanaName])) {
          throw new AppError('holder_name_mismatch');
        }
        const accountKey = bankAccountKey(body);
        if (await activeCardWithKey(tx, accountKey)) throw new AppError('card_exists');
        if ((await countActiveCards(tx, customer.id)) >= MAX_BANK_CARDS)
          throw new AppError('card_limit_reached');
        const card = await insertCard(tx, {
          customerId: customer.id,
          country: body.country,
          holderName: body.holderName,
          cardNumber: body.cardNumber,
          cardType: body.cardType,
          bankName: body.bankName,
          branchName: body.branchName,
          branchCode: body.branchCode,
          ifsc: body.ifsc ?? null,
          upi: body.upi ?? null,
          accountKey,
          createdAt: clock.now(),
        });
        return toBankCardItem(card);
      });
    } catch (error) {
      // Two customers binding the same account at the same moment: the unique index decides.
      if (isUniqueViolation(error, 'bank_cards_active_account_key'))
        throw new AppError('card_exists');
      throw error;
    }
  }

  async function list(customer: AuthenticatedCustomer) {
    const cards = await activeCards(db, customer.id);
    return cards.map(toBankCardItem);
  }

  /**
   * Unbinds a card. Another customer's card id answers `card_not_found`, exactly like an id that
   * does not exist, so ids cannot be probed (`card_not_owned` is deliberately not used).
   */
  async function remove(customer: AuthenticatedCustomer, cardId: number) {
    const removed = await softDeleteCard(db, customer.id, cardId, clock.now());
    if (!removed) throw new AppError('card_not_found');
    return null;
  }

  return { add, list, remove };
}

export type BankCardService = ReturnType<typeof bankCardService>;
