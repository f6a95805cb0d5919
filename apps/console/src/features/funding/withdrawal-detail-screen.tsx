import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLabels } from '../../shared/labels';
import { useHasRole } from '../../shared/operator';
import { parseId } from '../../shared/route-params';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { FundingStatusBadge } from '../../shared/ui/funding-status-badge';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Loading } from '../../shared/ui/state';
import {
  useWithdrawalDecision,
  useWithdrawalDetail,
  type Decision,
  type WithdrawalDetail,
} from './api';
import { BackTo, CustomerPanel, HistoryPanel, RestrictionWarning } from './detail-parts';
import {
  AmountWithJpy,
  DecisionButtons,
  DecisionNotice,
  DualControlNotice,
  FundingDecisionDialog,
  Money,
} from './review-parts';

/** The server's roles for the withdrawal decisions. */
const REVIEW_ROLES = ['finance'] as const;

export function WithdrawalDetailScreen() {
  const { t } = useTranslation();
  const withdrawalId = parseId(useParams().withdrawalId);
  if (withdrawalId === null) {
    return (
      <>
        <PageHeader
          breadcrumb={<BackTo kind="withdrawal" />}
          title={t('funding.withdrawalsTitle')}
        />
        <Notice tone="danger">{t('funding_request_not_found', { ns: 'errors' })}</Notice>
      </>
    );
  }
  return <WithdrawalDetailBody withdrawalId={withdrawalId} />;
}

function WithdrawalDetailBody({ withdrawalId }: { withdrawalId: number }) {
  const { t } = useTranslation();
  const detail = useWithdrawalDetail(withdrawalId);
  if (detail.data) return <WithdrawalView withdrawal={detail.data} />;
  return (
    <>
      <PageHeader breadcrumb={<BackTo kind="withdrawal" />} title={t('funding.withdrawalsTitle')} />
      {detail.isError ? (
        <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}

/** The account number masked to its last four digits until the operator asks for all of it. */
function AccountNumber({ full, masked }: { full: string; masked: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className="reveal">
      <span className="mono">{shown ? full : masked}</span>
      <button type="button" className="btn btn-small btn-ghost" onClick={() => setShown(!shown)}>
        {shown ? t('funding.hideNumber') : t('funding.showNumber')}
      </button>
    </span>
  );
}

function WithdrawalView({ withdrawal }: { withdrawal: WithdrawalDetail }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const mayReview = useHasRole(REVIEW_ROLES);
  const decide = useWithdrawalDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const { card, customer } = withdrawal;
  const { wallet } = customer;
  const cardLine = `${card.bankName} ${card.maskedNumber}`;

  return (
    <>
      <PageHeader
        breadcrumb={<BackTo kind="withdrawal" />}
        title={t('funding.withdrawalTitle', { orderNo: withdrawal.orderNo })}
        subtitle={<FundingStatusBadge status={withdrawal.status} />}
        actions={<DecisionButtons item={withdrawal} allowed={mayReview} onDecide={setDecision} />}
      />
      <DualControlNotice item={withdrawal} />
      <DecisionNotice item={withdrawal} />
      <RestrictionWarning restrictions={customer.restrictions} />

      <div className="review-layout">
        <div className="review-side">
          <section className="panel">
            <h3 className="panel-title">{t('funding.request')}</h3>
            <dl className="definition-grid">
              <dt>{t('funding.columns.orderNo')}</dt>
              <dd className="mono">{withdrawal.orderNo}</dd>
              <dt>{t('funding.columns.amount')}</dt>
              <dd className="amount-large">
                <AmountWithJpy item={withdrawal} />
              </dd>
              <dt>{t('funding.fee')}</dt>
              <dd>
                <Money amount={withdrawal.fee} currency={withdrawal.currency} />
              </dd>
              <dt>{t('funding.payout')}</dt>
              <dd className="strong">
                <Money amount={withdrawal.payoutAmount} currency={withdrawal.currency} />
              </dd>
              <dt>{t('funding.columns.requestedAt')}</dt>
              <dd>
                <DateTime iso={withdrawal.createdAt} />
              </dd>
              <dt>{t('funding.ledgerEntries')}</dt>
              <dd className="mono">
                {t('funding.holdEntry', { id: withdrawal.holdEntryId })}
                {withdrawal.settleEntryId === null
                  ? null
                  : ` · ${t('funding.settleEntry', { id: withdrawal.settleEntryId })}`}
              </dd>
            </dl>
          </section>

          <section className="panel">
            <h3 className="panel-title">{t('funding.destination')}</h3>
            <dl className="definition-grid">
              <dt>{t('funding.bank')}</dt>
              <dd>{card.bankName}</dd>
              <dt>{t('funding.branch')}</dt>
              <dd>
                {card.branchName} <span className="mono muted">({card.branchCode})</span>
              </dd>
              <dt>{t('funding.cardType')}</dt>
              <dd>{labels.cardType(card.cardType)}</dd>
              <dt>{t('funding.accountNumber')}</dt>
              <dd>
                <AccountNumber full={card.cardNumber} masked={card.maskedNumber} />
              </dd>
              <dt>{t('funding.holder')}</dt>
              <dd>{card.holderName}</dd>
              <dt>{t('funding.country')}</dt>
              <dd className="mono">{card.country}</dd>
            </dl>
          </section>
        </div>

        <div className="review-side">
          <section className="panel">
            <h3 className="panel-title">{t('funding.balances', { currency: wallet.currency })}</h3>
            <dl className="definition-grid">
              <dt>{t('funds.available')}</dt>
              <dd className="num-cell">
                <Money amount={wallet.available} currency={wallet.currency} />
              </dd>
              <dt>{t('funds.held')}</dt>
              <dd className="num-cell">
                <Money amount={wallet.held} currency={wallet.currency} />
                {withdrawal.status === 'pending' ||
                withdrawal.status === 'awaiting_second_approval' ? (
                  <div className="muted small">{t('funding.heldIncludes')}</div>
                ) : null}
              </dd>
              <dt>{t('funds.margin')}</dt>
              <dd className="num-cell">
                <Money amount={wallet.margin} currency={wallet.currency} />
              </dd>
              <dt>{t('funds.loan')}</dt>
              <dd className="num-cell">
                <Money amount={wallet.loan} currency={wallet.currency} />
              </dd>
            </dl>
          </section>
          <CustomerPanel
            customerId={withdrawal.customerId}
            account={withdrawal.account}
            customer={customer}
          />
        </div>
      </div>

      <HistoryPanel kind="withdrawal" rows={withdrawal.history} />

      {mayReview ? null : <Notice tone="info">{t('funding.financeOnly')}</Notice>}
      {decision ? (
        <FundingDecisionDialog
          kind="withdrawal"
          item={withdrawal}
          decision={decision}
          details={
            <>
              <div>
                <dt>{t('funding.payout')}</dt>
                <dd>
                  <Money amount={withdrawal.payoutAmount} currency={withdrawal.currency} />
                </dd>
              </div>
              <div>
                <dt>{t('funding.destination')}</dt>
                <dd>
                  <span className="mono">{cardLine}</span> · {card.holderName}
                </dd>
              </div>
            </>
          }
          submit={(reason) => decide.mutateAsync({ id: withdrawal.id, decision, reason })}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </>
  );
}
