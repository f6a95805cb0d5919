import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { amountField, depositRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { newIdempotencyKey } from '../../shared/api';
import { useLocale } from '../../shared/i18n/use-locale';
import { checkForm, refuse } from '../../shared/forms';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { Row } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/card';
import { Dialog } from '../../shared/ui/overlays';
import { depositInfoQuery, useDeposit } from './api';
import { ImageUpload, Notice, Rows, WindowState } from './components';
import { formatAmount } from './format';
import styles from './funding.module.css';

function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation('funding');
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => showSuccess(t('channel.copied'), 1_000),
          () => undefined,
        );
      }}
    >
      {t('channel.copy')}
    </button>
  );
}

/**
 * /user/rechargeChannel?channel=&amount=: where to transfer, then the transfer slip as proof
 * (uploaded first), then the report. The deposit stays pending until an operator approves it.
 */
export function RechargeChannelScreen() {
  const { t } = useTranslation('funding');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useQuery(depositInfoQuery);
  const deposit = useDeposit();
  const [proofUploadId, setProof] = useState<number | null>(null);
  // One key per report: a retried submission (a lost answer) cannot report the transfer twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const channelId = Number(params.get('channel'));
  // The amount comes back through the address: checked again, as any typed amount is.
  const checkedAmount = amountField.safeParse(params.get('amount') ?? '');
  const amount = checkedAmount.success ? checkedAmount.data : null;

  if (!params.get('channel') || amount === null) return <Navigate to="/user/recharge" replace />;

  const data = info.data;
  const channel = data?.channels.find((each) => each.id === channelId);

  const submit = () => {
    if (proofUploadId === null) {
      refuse('deposit_proof_required');
      return;
    }
    const body = checkForm(depositRequest, { channelId, amount, proofUploadId });
    if (!body) return;
    deposit.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (record) => {
          void Dialog.alert({
            title: t('channel.doneTitle'),
            content: t('channel.doneBody', { orderNo: record.orderNo }),
            confirmText: t('common.ok'),
            onConfirm: () => void navigate('/user/FundingDetails?tab=deposit', { replace: true }),
          });
        },
      },
    );
  };

  let content;
  if (!data) {
    content = info.isError ? <LoadFailed onRetry={() => void info.refetch()} /> : <Loading />;
  } else if (!channel) {
    content = (
      <Notice tone="warn">
        <p>{t('channel.unavailable')}</p>
      </Notice>
    );
  } else {
    content = (
      <>
        <section className={styles.hero}>
          <p className={styles.heroLabel}>{t('channel.amount')}</p>
          <span className={styles.heroValue} data-testid="deposit-amount">
            {formatAmount(amount, data.currency)}
          </span>
        </section>
        <Card
          title={t('channel.bankDetails')}
          extra={<WindowState window={data.window} />}
          className={styles.card}
        >
          <p className={styles.lead}>{t('channel.lead')}</p>
          <Rows>
            {/* The channel, bank and branch in the reader's language; the account's number and
                name as the bank has them (the transfer must match them). */}
            <Row term={t('channel.name')} testId="channel-name">
              {channel.name[locale]}
            </Row>
            <Row term={t('channel.bankName')} testId="channel-bank-name">
              {channel.bankName[locale]}
            </Row>
            <Row term={t('channel.branch')} testId="channel-branch">
              {t('channel.branchValue', {
                branch: channel.branchName[locale],
                code: channel.branchCode,
              })}
            </Row>
            <Row term={t('channel.accountType')}>
              {channel.accountType === 'futsu' || channel.accountType === 'toza'
                ? t(`cards.types.${channel.accountType}`)
                : channel.accountType}
            </Row>
            <Row term={t('channel.accountNumber')} className={styles.copyRow}>
              <span data-testid="channel-account-number">{channel.accountNumber}</span>
              <CopyButton value={channel.accountNumber} />
            </Row>
            <Row term={t('channel.accountHolder')} className={styles.copyRow}>
              <span data-testid="channel-account-holder">{channel.accountHolder}</span>
              <CopyButton value={channel.accountHolder} />
            </Row>
          </Rows>
          <p className={styles.note}>{t('channel.asRegistered')}</p>
          <p className={styles.note}>{t('channel.ownName')}</p>
        </Card>
        <Card title={t('channel.proof')} className={styles.card}>
          <p className={styles.lead}>{t('channel.proofLead')}</p>
          <ImageUpload
            purpose="deposit_proof"
            label={t('channel.proofLabel')}
            onUploaded={setProof}
            wide
            testId="upload-proof"
          />
          <div className={styles.actions}>
            <Button
              block
              color="primary"
              size="large"
              loading={deposit.isPending}
              disabled={proofUploadId === null || !data.window.openNow}
              onClick={submit}
            >
              {t('channel.submit')}
            </Button>
          </div>
          <p className={styles.note}>
            {proofUploadId === null ? t('channel.proofFirst') : t('channel.reviewNote')}
          </p>
        </Card>
      </>
    );
  }

  return (
    <Page title={t('channel.title')} backTo="/user/recharge">
      {content}
    </Page>
  );
}
