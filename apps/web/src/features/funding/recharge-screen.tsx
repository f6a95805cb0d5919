import { useQuery } from '@tanstack/react-query';
import { Button, Selector } from 'antd-mobile';
import { amountField, depositRequest } from '@kabuto/contract';
import { compare } from '@kabuto/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkForm, refuse } from '../../shared/forms';
import { useLocale } from '../../shared/i18n/use-locale';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { Card } from '../../shared/ui/card';
import { depositInfoQuery } from './api';
import { Notice, WindowState, WithdrawalRulesCard, useWindowHours } from './components';
import { formatAmount } from './format';
import { AmountField } from './amount-field';
import { BankChoices } from './bank-choices';
import styles from './funding.module.css';

/** /user/recharge: amount, channel, the deposit window, and the withdrawal rules before paying in. */
export function RechargeScreen() {
  const { t } = useTranslation('funding');
  const locale = useLocale();
  const navigate = useNavigate();
  const windowHours = useWindowHours();
  const info = useQuery(depositInfoQuery);
  const [amount, setAmount] = useState('');
  const [channelId, setChannelId] = useState<number | null>(null);
  const data = info.data;

  if (!data) {
    return (
      <Page title={t('deposit.title')} backTo="/user/usercenter">
        {info.isError ? <LoadFailed onRetry={() => void info.refetch()} /> : <Loading />}
      </Page>
    );
  }

  const currency = data.currency;
  const chosen = data.channels.find((channel) => channel.id === channelId) ?? data.channels[0];
  const busy = data.openOperation !== null;

  const next = () => {
    if (!chosen) {
      refuse('deposit_channel_unavailable');
      return;
    }
    const checked = checkForm(amountField, amount);
    if (checked === null) return;
    if (compare(checked, data.minimum) < 0) {
      refuse('amount_below_minimum');
      return;
    }
    if (compare(checked, data.maximum) > 0) {
      refuse('amount_above_maximum');
      return;
    }
    // The proof is still to come: checked again on the next screen with the whole request.
    if (!depositRequest.shape.amount.safeParse(checked).success) return;
    const search = new URLSearchParams({ channel: String(chosen.id), amount: checked });
    void navigate(`/user/rechargeChannel?${search.toString()}`);
  };

  return (
    <Page title={t('deposit.title')} backTo="/user/usercenter">
      <Card
        title={t('deposit.window')}
        extra={<WindowState window={data.window} />}
        className={styles.card}
      >
        <p className={styles.lead} style={{ marginBottom: 0 }}>
          {windowHours(data.window)}
        </p>
      </Card>

      {!data.enabled ? (
        <div style={{ marginTop: 12 }}>
          <Notice tone="warn">
            <p>{t('deposit.disabled')}</p>
          </Notice>
        </div>
      ) : null}
      {busy ? (
        <div style={{ marginTop: 12 }}>
          <Notice tone="warn" title={t('deposit.openOperationTitle')} testId="open-operation">
            <p>
              {t(
                data.openOperation?.kind === 'withdrawal'
                  ? 'deposit.openWithdrawal'
                  : 'deposit.openDeposit',
              )}
            </p>
          </Notice>
        </div>
      ) : null}

      <form
        className={styles.form}
        style={{ marginTop: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
        noValidate
      >
        <span className={styles.label}>{t('deposit.quickAmounts')}</span>
        <div className={styles.quickGrid}>
          <Selector
            className={styles.selector}
            columns={3}
            showCheckMark={false}
            value={data.quickAmounts.some((quick) => quick === amount) ? [amount] : []}
            onChange={(values) => setAmount(values[0] ?? '')}
            options={data.quickAmounts.map((value) => ({
              value,
              label: formatAmount(value, currency).replace(/\.00$/, ''),
            }))}
          />
        </div>
        <AmountField
          id="deposit-amount"
          label={t('deposit.amount')}
          currency={currency}
          value={amount}
          onChange={setAmount}
          placeholder={t('deposit.amountPlaceholder')}
        />
        <div className={styles.hintRow}>
          <span>{t('deposit.minimum', { amount: formatAmount(data.minimum, currency) })}</span>
          <span>{t('deposit.maximum', { amount: formatAmount(data.maximum, currency) })}</span>
        </div>

        <span className={styles.label}>{t('deposit.channel')}</span>
        {data.channels.length === 0 ? (
          <p className={styles.note}>{t('deposit.noChannels')}</p>
        ) : (
          <BankChoices
            label={t('deposit.channel')}
            chosenId={chosen?.id}
            onChoose={setChannelId}
            choices={data.channels.map((channel) => ({
              id: channel.id,
              title: channel.name[locale],
              detail: t('deposit.channelSub', {
                bank: channel.bankName[locale],
                branch: channel.branchName[locale],
              }),
            }))}
          />
        )}
        <div className={styles.actions}>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            disabled={!data.enabled || !data.window.openNow || busy || !chosen}
          >
            {t('deposit.next')}
          </Button>
        </div>
        {!data.window.openNow ? <p className={styles.note}>{t('deposit.closedHint')}</p> : null}
      </form>

      <div style={{ marginTop: 12 }}>
        <WithdrawalRulesCard rules={data.withdrawalRules} title={t('rules.beforeDeposit')} />
      </div>
    </Page>
  );
}
