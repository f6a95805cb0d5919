import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_BANK_CARDS } from '@kabuto/contract';
import { bankCards } from '../../db/schema-kyc';
import { signUpAndLogIn } from '../../test/app';
import {
  submitVerification,
  TARO,
  temporaryUploadDir,
  verifyCustomer,
  type Identity,
} from '../kyc/testing';
import { useTestApp } from '../../test/use-test-app';

const uploadDir = temporaryUploadDir();

const { t, reviewer } = useTestApp({ uploads: uploadDir, operators: ['reviewer'] });

let accountSequence = 1_000_000;
/** A Japanese account no other test has bound. */
function japaneseCard(change: Record<string, unknown> = {}) {
  accountSequence += 1;
  return {
    holderName: 'ヤマダ タロウ',
    cardNumber: String(accountSequence),
    cardType: 'futsu',
    bankName: '三菱UFJ銀行',
    branchName: '渋谷支店',
    branchCode: '135',
    ...change,
  };
}

async function verifiedCustomer(identity: Identity = TARO) {
  const customer = await signUpAndLogIn(t);
  await verifyCustomer(t, customer.headers, reviewer, identity);
  return customer;
}

async function cardRows() {
  const [row] = await t.database.db.select({ count: count() }).from(bankCards);
  return row?.count ?? 0;
}

describe('verification comes first', () => {
  it('refuses an unverified, a pending and a rejected customer', async () => {
    const customer = await signUpAndLogIn(t);
    expect((await t.call('/bank/add', japaneseCard(), customer.headers)).msg).toBe(
      'verification_required',
    );
    const { verificationId } = (await submitVerification(t, customer.headers)).data;
    expect((await t.call('/bank/add', japaneseCard(), customer.headers)).msg).toBe(
      'verification_required',
    );
    await t.callAdmin('/kyc/reject', { verificationId, reason: 'Expired document' }, reviewer);
    expect((await t.call('/bank/add', japaneseCard(), customer.headers)).msg).toBe(
      'verification_required',
    );
    expect((await t.call('/bank/list', {}, customer.headers)).data).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.call('/bank/add', japaneseCard())).httpStatus).toBe(401);
    expect((await t.call('/bank/list')).httpStatus).toBe(401);
    expect((await t.call('/bank/delete', { cardId: 1 })).httpStatus).toBe(401);
  });
});

describe('adding a Japanese account', () => {
  it('binds it and lists it with the number masked to the last 4 digits', async () => {
    const customer = await verifiedCustomer();
    const added = await t.call(
      '/bank/add',
      japaneseCard({ cardNumber: '１２３−４５６７', cardType: 'toza' }),
      customer.headers,
    );
    expect(added).toMatchObject({
      status: 1,
      data: {
        country: 'JP',
        holderName: 'ヤマダ タロウ',
        cardNumberMasked: '***4567',
        last4: '4567',
        cardType: 'toza',
        bankName: '三菱UFJ銀行',
        branchName: '渋谷支店',
        branchCode: '135',
        ifsc: null,
        upiMasked: null,
      },
    });
    const list = await t.call('/bank/list', {}, customer.headers);
    expect(list.data).toEqual([added.data]);
    expect(JSON.stringify(list.data)).not.toContain('1234567');
  });

  it.each([
    ['the katakana name with half-width kana and an ideographic space', 'ﾔﾏﾀﾞ　ﾀﾛｳ'],
    ['the kanji name', '山田太郎'],
    ['the katakana name without the space', 'ヤマダタロウ'],
  ])('accepts %s as the holder name', async (_name, holderName) => {
    const customer = await verifiedCustomer();
    expect((await t.call('/bank/add', japaneseCard({ holderName }), customer.headers)).status).toBe(
      1,
    );
  });

  it('refuses a holder name that is not the verified name', async () => {
    const customer = await verifiedCustomer();
    const before = await cardRows();
    for (const holderName of ['ヤマダ ハナコ', '佐藤 太郎', 'YAMADA TARO']) {
      expect(
        (await t.call('/bank/add', japaneseCard({ holderName }), customer.headers)).msg,
        holderName,
      ).toBe('holder_name_mismatch');
    }
    expect(await cardRows()).toBe(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing holder name', { holderName: undefined }, 'bank_card_fields_required'],
    ['a blank bank name', { bankName: '  ' }, 'bank_card_fields_required'],
    ['a missing branch name', { branchName: undefined }, 'bank_card_fields_required'],
    ['a missing branch code', { branchCode: '' }, 'bank_card_fields_required'],
    ['a missing account number', { cardNumber: undefined }, 'bank_card_fields_required'],
    ['a missing account type', { cardType: undefined }, 'bank_card_fields_required'],
    ['a 6-digit account number', { cardNumber: '123456' }, 'card_number_format'],
    ['an 8-digit account number', { cardNumber: '12345678' }, 'card_number_format'],
    ['letters in the account number', { cardNumber: '12345AB' }, 'card_number_format'],
    ['a 2-digit branch code', { branchCode: '13' }, 'branch_code_format'],
    ['a 4-digit branch code', { branchCode: '1350' }, 'branch_code_format'],
    ['an unknown account type', { cardType: 'gold' }, 'card_type_invalid'],
    ['an Indian account type on a Japanese bank', { cardType: 'savings' }, 'card_type_invalid'],
    ['an IFSC on a Japanese bank', { ifsc: 'SBIN0001234' }, 'ifsc_upi_not_applicable'],
    ['a UPI ID on a Japanese bank', { upi: 'taro@okaxis' }, 'ifsc_upi_not_applicable'],
    ['an unknown country', { country: 'US' }, 'invalid_params'],
  ])('refuses %s with its key', async (_name, change, key) => {
    const customer = await verifiedCustomer();
    const before = await cardRows();
    expect(await t.call('/bank/add', japaneseCard(change), customer.headers)).toMatchObject({
      status: 0,
      msg: key,
    });
    expect(await cardRows()).toBe(before);
  });

  it(`allows at most ${MAX_BANK_CARDS} accounts`, async () => {
    const customer = await verifiedCustomer();
    for (let index = 0; index < MAX_BANK_CARDS; index += 1) {
      expect((await t.call('/bank/add', japaneseCard(), customer.headers)).status).toBe(1);
    }
    expect((await t.call('/bank/add', japaneseCard(), customer.headers)).msg).toBe(
      'card_limit_reached',
    );
    const [first] = (await t.call('/bank/list', {}, customer.headers)).data;
    expect((await t.call('/bank/delete', { cardId: first.id }, customer.headers)).status).toBe(1);
    expect((await t.call('/bank/add', japaneseCard(), customer.headers)).status).toBe(1);
  });
});

describe('an Indian account', () => {
  const indian = {
    country: 'IN',
    holderName: 'Ravi Kumar',
    cardNumber: '001234567890',
    cardType: 'savings',
    bankName: 'State Bank of India',
    branchName: 'Fort, Mumbai',
    branchCode: '001234',
    ifsc: 'sbin0001234',
    upi: 'ravi.kumar@okaxis',
  };
  const ravi: Identity = { name: 'RAVI KUMAR', idNumber: 'A1234567', documentType: 'passport' };

  it('needs a valid IFSC, and checks the UPI ID when given; the UPI ID is masked in lists', async () => {
    const customer = await verifiedCustomer(ravi);
    expect((await t.call('/bank/add', { ...indian, ifsc: undefined }, customer.headers)).msg).toBe(
      'bank_card_fields_required',
    );
    expect(
      (await t.call('/bank/add', { ...indian, ifsc: 'SBIN1001234' }, customer.headers)).msg,
    ).toBe('ifsc_format');
    expect((await t.call('/bank/add', { ...indian, upi: 'ravi' }, customer.headers)).msg).toBe(
      'upi_format',
    );
    expect(
      (await t.call('/bank/add', { ...indian, cardNumber: '12345678' }, customer.headers)).msg,
    ).toBe('card_number_format');
    expect(
      (await t.call('/bank/add', { ...indian, cardType: 'futsu' }, customer.headers)).msg,
    ).toBe('card_type_invalid');
    const added = await t.call('/bank/add', indian, customer.headers);
    expect(added.data).toMatchObject({
      country: 'IN',
      ifsc: 'SBIN0001234',
      upiMasked: 'ra***@okaxis',
      cardNumberMasked: '********7890',
    });
    const withoutUpi = await t.call(
      '/bank/add',
      { ...indian, cardNumber: '001234567891', upi: '' },
      customer.headers,
    );
    expect(withoutUpi.data).toMatchObject({ upiMasked: null });
  });
});

describe('duplicates', () => {
  it('refuses the same account twice for one customer, however the number is written', async () => {
    const customer = await verifiedCustomer();
    const card = japaneseCard();
    expect((await t.call('/bank/add', card, customer.headers)).status).toBe(1);
    const before = await cardRows();
    expect((await t.call('/bank/add', card, customer.headers)).msg).toBe('card_exists');
    const fullWidth = card.cardNumber.replace(/\d/g, (digit) =>
      String.fromCharCode(0xff10 + Number(digit)),
    );
    const sameAccount = {
      ...card,
      cardNumber: fullWidth,
      bankName: '三菱ＵＦＪ 銀行',
      cardType: 'toza',
    };
    expect((await t.call('/bank/add', sameAccount, customer.headers)).msg).toBe('card_exists');
    expect(await cardRows()).toBe(before);
    // The same number at another branch is another account.
    expect(
      (await t.call('/bank/add', { ...card, branchCode: '136' }, customer.headers)).status,
    ).toBe(1);
  });

  it('refuses an account another customer has bound, until they unbind it', async () => {
    const first = await verifiedCustomer();
    const second = await verifiedCustomer();
    const card = japaneseCard();
    const added = await t.call('/bank/add', card, first.headers);
    expect(added.status).toBe(1);
    expect((await t.call('/bank/add', card, second.headers)).msg).toBe('card_exists');
    expect((await t.call('/bank/delete', { cardId: added.data.id }, first.headers)).status).toBe(1);
    expect((await t.call('/bank/add', card, second.headers)).status).toBe(1);
  });

  it('binds an account once when two customers race for it', async () => {
    const customers = [
      await verifiedCustomer(),
      await verifiedCustomer(),
      await verifiedCustomer(),
    ];
    const card = japaneseCard();
    const answers = await Promise.all(
      customers.flatMap((customer) =>
        [1, 2].map(() => t.call('/bank/add', card, customer.headers)),
      ),
    );
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === 'card_exists')).toHaveLength(
      answers.length - 1,
    );
  });

  it('answers a retry with the same idempotency key without binding twice', async () => {
    const customer = await verifiedCustomer();
    const headers = { ...customer.headers, 'idempotency-key': 'bank-add-retry-0001' };
    const card = japaneseCard();
    const first = await t.call('/bank/add', card, headers);
    const retry = await t.call('/bank/add', card, headers);
    expect(retry.data).toEqual(first.data);
    expect(retry.response.headers['idempotent-replay']).toBe('true');
    expect((await t.call('/bank/list', {}, customer.headers)).data).toHaveLength(1);
    expect((await t.call('/bank/add', japaneseCard(), headers)).msg).toBe('key_mismatch');
  });
});

describe('unbinding and other customers’ cards', () => {
  it('unbinds the owner’s card (kept as history), and treats another customer’s card id as not found', async () => {
    const owner = await verifiedCustomer();
    const intruder = await verifiedCustomer();
    const card = (await t.call('/bank/add', japaneseCard(), owner.headers)).data;
    const intruderCard = (await t.call('/bank/add', japaneseCard(), intruder.headers)).data;

    // The intruder sees only their own card and cannot unbind the owner's.
    expect(
      (await t.call('/bank/list', {}, intruder.headers)).data.map((c: { id: number }) => c.id),
    ).toEqual([intruderCard.id]);
    expect((await t.call('/bank/delete', { cardId: card.id }, intruder.headers)).msg).toBe(
      'card_not_found',
    );
    expect((await t.call('/bank/delete', { cardId: 987_654 }, intruder.headers)).msg).toBe(
      'card_not_found',
    );
    expect((await t.call('/bank/list', {}, owner.headers)).data).toEqual([card]);

    const rowsBefore = await cardRows();
    expect(await t.call('/bank/delete', { cardId: card.id }, owner.headers)).toMatchObject({
      status: 1,
      data: null,
    });
    expect((await t.call('/bank/list', {}, owner.headers)).data).toEqual([]);
    expect(await cardRows()).toBe(rowsBefore);
    expect((await t.call('/bank/delete', { cardId: card.id }, owner.headers)).msg).toBe(
      'card_not_found',
    );
    expect((await t.call('/bank/list', {}, intruder.headers)).data).toHaveLength(1);
  });

  it('answers a retried unbinding with the first answer, and refuses its key for another card', async () => {
    const owner = await verifiedCustomer();
    const first = (await t.call('/bank/add', japaneseCard(), owner.headers)).data;
    const second = (await t.call('/bank/add', japaneseCard(), owner.headers)).data;
    const headers = { ...owner.headers, 'idempotency-key': 'bank-delete-retry-01' };
    expect(await t.call('/bank/delete', { cardId: first.id }, headers)).toMatchObject({
      status: 1,
      data: null,
    });
    // The retry is not told `card_not_found`: it gets the answer the first call had.
    const retry = await t.call('/bank/delete', { cardId: first.id }, headers);
    expect(retry).toMatchObject({ status: 1, data: null });
    expect(retry.response.headers['idempotent-replay']).toBe('true');
    expect((await t.call('/bank/delete', { cardId: second.id }, headers)).msg).toBe('key_mismatch');
    expect((await t.call('/bank/list', {}, owner.headers)).data).toEqual([second]);
  });
});
