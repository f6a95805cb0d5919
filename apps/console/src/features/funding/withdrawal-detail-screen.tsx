import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import { Button } from '../../shared/ui/button';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { DateTime } from '../../shared/ui/date-time';
import { Amount } from '../../shared/ui/money';
import { Columns, Panel, Stack } from '../../shared/ui/panel';
import { FundingStatusBadge } from '../../shared/ui/status-badges';
import { Text, textClass } from '../../shared/ui/text';
import { useWithdrawalDetail, type WithdrawalDetail } from './api';
import { CustomerPanel } from './detail-parts';
import styles from './funding.module.css';
import { FundingRequestPage, RequestReview } from './request-review';
import { AmountWithJpy, isOpen } from './review-parts';

export function WithdrawalDetailScreen() {
  return (
    <FundingRequestPage kind="withdrawal" param="withdrawalId" useRecord={useWithdrawalDetail}>
      {(withdrawal) => <WithdrawalView withdrawal={withdrawal} />}
    </FundingRequestPage>
  );
}

/** The account number masked to its last four digits until the operator asks for all of it. */
function AccountNumber({ full, masked }: { full: string; masked: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className={styles.reveal}>
      <Text mono>{shown ? full : masked}</Text>
      <Button small variant="ghost" onClick={() => setShown(!shown)}>
        {shown ? t('funding.hideNumber') : t('funding.showNumber')}
      </Button>
    </span>
  );
}

function WithdrawalView({ withdrawal }: { withdrawal: WithdrawalDetail }) {
  const { t } = useTranslation();
  const { card, customer } = withdrawal;
  return (
    <RequestReview
      kind="withdrawal"
      item={withdrawal}
      subtitle={<FundingStatusBadge status={withdrawal.status} />}
      restrictions={customer.restrictions}
      history={withdrawal.history}
      details={
        <>
          <Definition label={t('funding.payout')}>
            <Amount value={withdrawal.payoutAmount} currency={withdrawal.currency} />
          </Definition>
          <Definition label={t('funding.destination')}>
            <Text mono>{`${card.bankName} ${card.maskedNumber}`}</Text> · {card.holderName}
          </Definition>
        </>
      }
    >
      <Columns review>
        <Stack>
          <Request withdrawal={withdrawal} />
          <Destination withdrawal={withdrawal} />
        </Stack>
        <Stack>
          <Balances withdrawal={withdrawal} />
          <CustomerPanel request={withdrawal} />
        </Stack>
      </Columns>
    </RequestReview>
  );
}

function Request({ withdrawal }: { withdrawal: WithdrawalDetail }) {
  const { t } = useTranslation();
  const { currency } = withdrawal;
  return (
    <Panel title={t('funding.request')}>
      <DefinitionList look="ruled">
        <Definition label={t('funding.columns.orderNo')} className={textClass({ mono: true })}>
          {withdrawal.orderNo}
        </Definition>
        <Definition label={t('funding.columns.amount')} className={styles.amountLarge}>
          <AmountWithJpy item={withdrawal} />
        </Definition>
        <Definition label={t('funding.fee')}>
          <Amount value={withdrawal.fee} currency={currency} />
        </Definition>
        <Definition label={t('funding.payout')} className={textClass({ strong: true })}>
          <Amount value={withdrawal.payoutAmount} currency={currency} />
        </Definition>
        <Definition label={t('funding.columns.requestedAt')}>
          <DateTime iso={withdrawal.createdAt} />
        </Definition>
        <Definition label={t('funding.ledgerEntries')} className={textClass({ mono: true })}>
          {t('funding.holdEntry', { id: withdrawal.holdEntryId })}
          {withdrawal.settleEntryId === null
            ? null
            : ` · ${t('funding.settleEntry', { id: withdrawal.settleEntryId })}`}
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

/** Where the money goes: the customer's bank account. */
function Destination({ withdrawal }: { withdrawal: WithdrawalDetail }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { card } = withdrawal;
  return (
    <Panel title={t('funding.destination')}>
      <DefinitionList look="ruled">
        <Definition label={t('funding.bank')}>{card.bankName}</Definition>
        <Definition label={t('funding.branch')}>
          {card.branchName}{' '}
          <Text mono muted>
            ({card.branchCode})
          </Text>
        </Definition>
        <Definition label={t('funding.cardType')}>{labels.cardType(card.cardType)}</Definition>
        <Definition label={t('funding.accountNumber')}>
          <AccountNumber full={card.cardNumber} masked={card.maskedNumber} />
        </Definition>
        <Definition label={t('funding.holder')}>{card.holderName}</Definition>
        <Definition label={t('funding.country')} className={textClass({ mono: true })}>
          {card.country}
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

const WALLET_FIGURES = [
  ['available', 'funds.available'],
  ['held', 'funds.held'],
  ['margin', 'funds.margin'],
  ['loan', 'funds.loan'],
] as const;

/** The customer's wallet in the request's currency (the amount is already held in it). */
function Balances({ withdrawal }: { withdrawal: WithdrawalDetail }) {
  const { t } = useTranslation();
  const { wallet } = withdrawal.customer;
  return (
    <Panel title={t('funding.balances', { currency: wallet.currency })}>
      <DefinitionList look="ruled">
        {WALLET_FIGURES.map(([figure, label]) => (
          <Definition key={figure} label={t(label)} className={textClass({ tabular: true })}>
            <Amount value={wallet[figure]} currency={wallet.currency} />
            {figure === 'held' && isOpen(withdrawal.status) ? (
              <Text block muted small>
                {t('funding.heldIncludes')}
              </Text>
            ) : null}
          </Definition>
        ))}
      </DefinitionList>
    </Panel>
  );
}
