import { Button, Checkbox } from 'antd-mobile';
import type { z } from 'zod';
import type { dayTradingInfoResponse } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refuse } from '../../shared/forms';
import { useLocale } from '../../shared/i18n/use-locale';
import { showSuccess } from '../../shared/ui/toast';
import { Card } from '../../shared/ui/card';
import { SentenceWithReason } from '../../shared/ui/operator-reason';
import { useApplyDayTrading } from './api';
import { Notice } from './components';
import { formatTradeTime } from './format';
import { StockPicker } from './stock-picker';
import { ticketLink } from './ticket-params';
import styles from './trading.module.css';

type DayTradingInfo = z.infer<typeof dayTradingInfoResponse>;

/** What a day trade is, before anyone applies: the automatic close and the exemptions. */
function Explanation({ info }: { info: DayTradingInfo }) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  return (
    <Card title={t('dayTrading.whatTitle')} testId="day-trading-explanation">
      <ul className={styles.points}>
        <li>{t('dayTrading.pointClose')}</li>
        <li>{t('dayTrading.pointExempt')}</li>
        <li>{t('dayTrading.pointRegular')}</li>
        <li>{t('dayTrading.pointReview')}</li>
      </ul>
      {info.sessionEndsAt ? (
        <p className={styles.muted} data-testid="day-trading-ends">
          {t('dayTrading.endsAt', { time: formatTradeTime(info.sessionEndsAt, locale) })}
        </p>
      ) : null}
    </Card>
  );
}

function Apply({ info }: { info: DayTradingInfo }) {
  const { t } = useTranslation('trading');
  const apply = useApplyDayTrading();
  const [acknowledged, setAcknowledged] = useState(false);
  const rejected = info.applications.find((application) => application.status === 'rejected');
  const submit = async () => {
    if (!acknowledged) {
      refuse('agreement_required');
      return;
    }
    const application = await apply.mutateAsync().catch(() => null);
    if (application) showSuccess(t('dayTrading.applied'));
  };
  if (!info.applicationsOpen) {
    return <Notice tone="warn">{t('dayTrading.applicationsClosed')}</Notice>;
  }
  return (
    <Card title={t('dayTrading.applyTitle')} testId="day-trading-apply">
      {info.status === 'rejected' && rejected ? (
        <Notice tone="error" title={t('dayTrading.rejectedTitle')}>
          <SentenceWithReason
            sentence={(reason) => t('dayTrading.rejectedBody', { reason })}
            reason={rejected.reviewReason}
            none="--"
          />
        </Notice>
      ) : null}
      <Checkbox
        className={styles.acknowledge}
        checked={acknowledged}
        onChange={setAcknowledged}
        data-testid="day-trading-acknowledge"
      >
        {t('dayTrading.acknowledge')}
      </Checkbox>
      <Button
        block
        color="primary"
        size="large"
        loading={apply.isPending}
        onClick={() => void submit()}
        data-testid="day-trading-submit"
      >
        {t('dayTrading.apply')}
      </Button>
    </Card>
  );
}

/** The "order submission" tab: apply, wait for the review, or choose a stock to day-trade. */
export function DayTradingOrder({ info }: { info: DayTradingInfo }) {
  const { t } = useTranslation('trading');
  return (
    <>
      <Explanation info={info} />
      {info.status === 'approved' ? (
        <>
          <Notice tone="ok" testId="day-trading-approved">
            {t('dayTrading.approvedBody')}
          </Notice>
          <StockPicker linkFor={(symbol) => ticketLink({ symbol, dayTrade: true })} />
        </>
      ) : info.status === 'pending' ? (
        <Notice tone="info" title={t('dayTrading.pendingTitle')} testId="day-trading-pending">
          {t('dayTrading.pendingBody')}
        </Notice>
      ) : (
        <Apply info={info} />
      )}
    </>
  );
}
