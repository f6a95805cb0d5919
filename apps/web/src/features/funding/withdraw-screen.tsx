import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { FUND_PASSWORD_LENGTH, withdrawRequest } from '@kabuto/contract';
import { isDecimalString, isPositive, subtract } from '@kabuto/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkForm } from '../../shared/forms';
import { useTwoFactorStatus } from '../../shared/api/two-factor-status';
import { Field } from '../../shared/ui/field';
import { Page, useGoBack } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { Row } from '../../shared/ui/rows';
import { SentenceWithReason } from '../../shared/ui/operator-reason';
import { Dialog } from '../../shared/ui/overlays';
import { bankCardsQuery, useWithdraw, withdrawInfoQuery } from './api';
import { VerifyFirst } from './bank-cards-screen';
import { Notice, Rows, WindowState, WithdrawalRulesCard, useWindowHours } from './components';
import { formatAmount } from './format';
import { AmountField } from './amount-field';
import { BankChoices } from './bank-choices';
import styles from './funding.module.css';

/**
 * /user/withdraw: amount (or all), a card of the customer's own, the fund password; the rules,
 * the fee and what arrives are shown before confirming (integrity rules 6 and 8). The screen
 * shows the rules (/funding/withdrawInfo: minimum, maximum, window, fee, withdrawable) but does
 * not apply them: the server decides, and its refusal is shown in the customer's language.
 */
export function WithdrawScreen() {
  const { t } = useTranslation('funding');
  const { t: tCommon } = useTranslation();
  const goBack = useGoBack('/user/usercenter');
  const windowHours = useWindowHours();
  const info = useQuery(withdrawInfoQuery);
  const cards = useQuery(bankCardsQuery);
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<number | null>(null);
  const [fundPassword, setFundPassword] = useState('');
  // While two-factor sign-in is on, every withdrawal needs a code too (docs/two-factor.md).
  const twoFactor = useTwoFactorStatus();
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const twoFactorOn = twoFactor.data?.on === true;

  const data = info.data;
  if (!data || !cards.data) {
    const failed = info.isError || cards.isError;
    return (
      <Page title={t('withdraw.title')} backTo="/user/usercenter">
        {failed ? (
          <LoadFailed
            onRetry={() => {
              void info.refetch();
              void cards.refetch();
            }}
          />
        ) : (
          <Loading />
        )}
      </Page>
    );
  }

  const { currency, rules } = data;
  const card = cards.data.find((each) => each.id === cardId) ?? cards.data[0];
  const fee = rules.fee;
  const hasFee = isPositive(fee);
  // What arrives, shown while typing: only for an amount that leaves something after the fee.
  const payoutOf = (gross: string) => {
    const net = isDecimalString(gross) && isPositive(gross) ? subtract(gross, fee) : null;
    return net && isPositive(net) ? net : null;
  };
  const payout = amount ? payoutOf(amount) : null;
  const verified = data.verificationStatus === 'verified';
  const blocked =
    !verified ||
    !data.fundPasswordSet ||
    !card ||
    data.restriction !== null ||
    data.openOperation !== null ||
    !rules.enabled;

  const confirm = () => {
    // Only the request's shape, by the endpoint's own schema (an amount, a card, the password).
    const body = checkForm(withdrawRequest, {
      amount,
      cardId: card?.id,
      fundPassword,
      ...(twoFactorOn ? { twoFactorCode: twoFactorCode.replace(/\s+/g, '') } : {}),
    });
    if (!body || !card) return;
    const checkedPayout = payoutOf(body.amount);
    void Dialog.confirm({
      title: t('withdraw.confirmTitle'),
      content: (
        <div data-testid="withdraw-confirm">
          <Rows>
            <Row term={t('withdraw.amount')}>{formatAmount(body.amount, currency)}</Row>
            <Row term={t('withdraw.fee')}>{formatAmount(fee, currency)}</Row>
            <Row term={t('withdraw.payout')} strong>
              {checkedPayout ? formatAmount(checkedPayout, currency) : '—'}
            </Row>
            <Row term={t('withdraw.toCard')}>
              {t('withdraw.cardShort', { bank: card.bankName, number: card.cardNumberMasked })}
            </Row>
          </Rows>
          <p className={styles.note}>{t('withdraw.confirmNote')}</p>
        </div>
      ),
      confirmText: t('withdraw.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await withdraw.mutateAsync(body).then(
          () => {
            showSuccess(t('withdraw.done'));
            goBack();
          },
          () => setFundPassword(''),
        );
      },
    });
  };

  return (
    <Page title={t('withdraw.title')} backTo="/user/usercenter">
      <section className={styles.hero}>
        <p className={styles.heroLabel}>{t('withdraw.withdrawable')}</p>
        <span className={styles.heroValue} data-testid="withdrawable">
          {formatAmount(data.withdrawable, currency)}
        </span>
        <dl className={styles.heroGrid}>
          <div>
            <dt>{t('withdraw.available')}</dt>
            <dd>{formatAmount(data.available, currency)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.held')}</dt>
            <dd>{formatAmount(data.held, currency)}</dd>
          </div>
        </dl>
      </section>

      {!verified ? <VerifyFirst pending={data.verificationStatus === 'pending'} /> : null}
      {data.restriction ? (
        <Notice tone="error" title={t('withdraw.restricted')} testId="withdraw-restriction">
          <p>
            <SentenceWithReason
              sentence={(reason) => t('withdraw.restrictionReason', { reason })}
              reason={data.restriction.reason}
            />
          </p>
        </Notice>
      ) : null}
      {data.openOperation ? (
        <Notice tone="warn" title={t('deposit.openOperationTitle')}>
          <p>
            {t(
              data.openOperation.kind === 'withdrawal'
                ? 'deposit.openWithdrawal'
                : 'deposit.openDeposit',
            )}
          </p>
        </Notice>
      ) : null}
      {verified && !data.fundPasswordSet ? (
        <Notice tone="warn" title={t('withdraw.noFundPassword')} testId="set-fund-password">
          <p>{t('withdraw.noFundPasswordBody')}</p>
          <Link to="/user/setPassword">{t('withdraw.setFundPassword')}</Link>
        </Notice>
      ) : null}

      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        noValidate
      >
        <span className={styles.label}>{t('withdraw.card')}</span>
        {cards.data.length === 0 ? (
          <Notice tone="info">
            <p>{t('withdraw.noCard')}</p>
            {verified ? <Link to="/user/WithCard">{t('withdraw.addCard')}</Link> : null}
          </Notice>
        ) : (
          <BankChoices
            label={t('withdraw.card')}
            chosenId={card?.id}
            onChoose={setCardId}
            choices={cards.data.map((each) => ({
              id: each.id,
              title: each.bankName,
              detail: t('withdraw.cardLine', {
                branch: each.branchName,
                type: t(`cards.types.${each.cardType}`),
                number: each.cardNumberMasked,
              }),
            }))}
          />
        )}

        <AmountField
          id="withdraw-amount"
          label={t('withdraw.amount')}
          currency={currency}
          value={amount}
          onChange={setAmount}
          placeholder={t('withdraw.amountPlaceholder')}
          extra={
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setAmount(data.withdrawable)}
            >
              {t('withdraw.all')}
            </button>
          }
        />
        <div className={styles.hintRow}>
          <span>{t('deposit.minimum', { amount: formatAmount(rules.minimum, currency) })}</span>
          <span>{t('deposit.maximum', { amount: formatAmount(rules.maximum, currency) })}</span>
        </div>

        <div style={{ marginTop: 14 }}>
          <Rows>
            <Row term={t('withdraw.fee')} testId="withdraw-fee">
              {hasFee ? formatAmount(fee, currency) : t('rules.noFee')}
            </Row>
            <Row term={t('withdraw.payout')} strong testId="withdraw-payout">
              {payout ? formatAmount(payout, currency) : '—'}
            </Row>
            <Row term={t('withdraw.window')}>
              <WindowState window={rules.window} />
            </Row>
          </Rows>
          <p className={styles.note}>{windowHours(rules.window)}</p>
        </div>

        <div style={{ marginTop: 14 }}>
          <Field
            label={t('withdraw.fundPassword')}
            name="fund-password"
            value={fundPassword}
            onChange={(value) =>
              setFundPassword(value.replace(/\D/g, '').slice(0, FUND_PASSWORD_LENGTH))
            }
            placeholder={t('withdraw.fundPasswordPlaceholder')}
            secret
            inputMode="numeric"
            autoComplete="off"
            maxLength={FUND_PASSWORD_LENGTH}
          />
          {twoFactorOn ? (
            <Field
              label={tCommon('secondFactor.code')}
              name="two-factor-code"
              value={twoFactorCode}
              onChange={setTwoFactorCode}
              placeholder={tCommon('secondFactor.codePlaceholder')}
              kind="oneTimeCode"
            />
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={withdraw.isPending}
            disabled={blocked || !rules.window.openNow}
          >
            {t('withdraw.next')}
          </Button>
        </div>
      </form>

      <div style={{ marginTop: 12 }}>
        <WithdrawalRulesCard rules={rules} />
      </div>
    </Page>
  );
}
