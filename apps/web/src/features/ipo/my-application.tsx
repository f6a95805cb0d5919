import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newIdempotencyKey } from '../../shared/api';
import { formatMoney } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { Money } from '../../shared/ui/money';
import { Dialog } from '../../shared/ui/overlays';
import { Row, Rows } from '../../shared/ui/rows';
import { showSuccess } from '../../shared/ui/toast';
import { usePay, type Application } from './api';
import { StatusTag, formatCount, formatDate, formatTime } from './components';
import styles from './ipo.module.css';

/** The payment of a win not paid automatically, before the purchase deadline. */
function PayButton({ application }: { application: Application }) {
  const { t } = useTranslation('ipo');
  const { t: tCommon } = useTranslation();
  const pay = usePay();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const amount = application.cost ?? application.heldNow;
  return (
    <div className={styles.actions}>
      <Button
        block
        color="primary"
        size="large"
        data-testid="ipo-pay"
        onClick={() =>
          void Dialog.confirm({
            title: t('mine.pay'),
            content: t('mine.payConfirm', {
              amount: tCommon('money.jpy', { amount: formatMoney(amount) }),
            }),
            confirmText: t('mine.pay'),
            cancelText: t('apply.back'),
            onConfirm: async () => {
              const view = await pay
                .mutateAsync({ applicationId: application.id, idempotencyKey })
                .catch(() => null);
              if (view) showSuccess(t('mine.payDone'));
            },
          })
        }
      >
        {t('mine.pay')}
      </Button>
    </div>
  );
}

/** My application to one offering: what I asked for, what is held, the draw's result and receipt. */
export function MyApplication({ application }: { application: Application }) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const { status } = application;
  const drawn = status !== 'awaiting_draw' && status !== 'withdrawn';
  const won = status === 'paid' || status === 'pending_payment' || application.lotsWon > 0;
  return (
    <Card title={t('mine.title')} extra={<StatusTag status={status} />} testId="ipo-mine">
      <Rows>
        <Row term={t('mine.lots')}>
          {t('values.lots', { n: formatCount(application.lots, locale) })}
        </Row>
        <Row term={t('mine.autoPurchase')}>
          {application.autoPurchase ? t('mine.yes') : t('mine.no')}
        </Row>
        <Row term={t('mine.held')} testId="ipo-mine-held">
          <Money value={application.heldAmount} currency="JPY" />
        </Row>
        <Row term={t('mine.heldNow')} testId="ipo-mine-held-now">
          <Money value={application.heldNow} currency="JPY" />
        </Row>
        <Row term={t('mine.appliedAt')}>{formatTime(application.appliedAt, locale)}</Row>
        {drawn ? (
          <>
            <Row term={t('mine.result')} testId="ipo-mine-result">
              {won ? t('mine.won') : t('mine.notWon')}
            </Row>
            {application.drawnAt ? (
              <Row term={t('mine.drawnAt')}>{formatTime(application.drawnAt, locale)}</Row>
            ) : null}
          </>
        ) : null}
        {won ? (
          <>
            <Row term={t('mine.lotsWon')} testId="ipo-mine-lots-won">
              {t('values.lots', { n: formatCount(application.lotsWon, locale) })}
            </Row>
            <Row term={t('mine.sharesWon')} testId="ipo-mine-shares-won">
              {t('values.shares', { n: formatCount(application.sharesWon, locale) })}
            </Row>
            <Row term={t('mine.cost')} testId="ipo-mine-cost">
              <Money value={application.cost} currency="JPY" />
            </Row>
            <Row term={t('mine.paid')} testId="ipo-mine-paid">
              <Money value={application.paidAmount} currency="JPY" />
            </Row>
            {application.paidAt ? (
              <Row term={t('mine.paidAt')}>{formatTime(application.paidAt, locale)}</Row>
            ) : null}
          </>
        ) : null}
        {drawn || status === 'withdrawn' ? (
          <Row term={t('mine.released')} testId="ipo-mine-released">
            <Money value={application.releasedAmount} currency="JPY" />
          </Row>
        ) : null}
      </Rows>
      {application.fromLapse ? <p className={styles.note}>{t('mine.fromLapse')}</p> : null}
      {status === 'not_won' ? <p className={styles.note}>{t('mine.refundNote')}</p> : null}
      {status === 'withdrawn' ? <p className={styles.note}>{t('mine.withdrawnNote')}</p> : null}
      {status === 'paid' && application.positionId !== null ? (
        <>
          <p className={styles.note} data-testid="ipo-listed-note">
            {t('mine.listedNote')}
          </p>
          <Link
            to={`/position/positionDetail?id=${application.positionId}`}
            className={styles.download}
            data-testid="ipo-position-link"
          >
            {t('mine.positionLink')}
          </Link>
        </>
      ) : status === 'paid' ? (
        <p className={styles.note}>
          {t('mine.sellable', { date: formatDate(application.listingDate, locale) })}
        </p>
      ) : null}
      {status === 'pending_payment' ? (
        <>
          <p className={styles.note} data-testid="ipo-pay-deadline">
            {t('mine.payDeadline', { time: formatTime(application.purchaseDeadlineAt, locale) })}
          </p>
          <PayButton application={application} />
        </>
      ) : null}
      <p className={styles.note}>{t('mine.receipt')}</p>
      <code className={styles.hash} data-testid="ipo-receipt">
        {application.receipt}
      </code>
      <p className={styles.note}>{t('mine.receiptHint')}</p>
      <Link
        to={`/market/subscribeDraw?id=${application.offeringId}`}
        className={styles.download}
        data-testid="ipo-draw-link"
      >
        {t('mine.drawLink')}
      </Link>
    </Card>
  );
}
