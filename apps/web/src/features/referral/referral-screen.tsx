import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatMoney, INTL_LOCALE } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showMessage, showSuccess } from '../../shared/ui/toast';
import {
  invitationLink,
  japanDate,
  useReferralInfo,
  type ReferralInfo,
  type ReferralTracker,
} from './api';
import { Tracker } from './tracker';
import styles from './referral.module.css';

const COPIED_TOAST_MS = 1_200;

function useCopy() {
  const { t } = useTranslation('referral');
  return (value: string) => {
    if (!navigator.clipboard) {
      showMessage(t('copyFailed'));
      return Promise.resolve();
    }
    return navigator.clipboard.writeText(value).then(
      () => showSuccess(t('copied'), COPIED_TOAST_MS),
      () => showMessage(t('copyFailed')),
    );
  };
}

function CopyRow({
  label,
  value,
  action,
  testId,
}: {
  label: string;
  value: string;
  action: string;
  testId: string;
}) {
  const copy = useCopy();
  return (
    <div className={styles.copyRow}>
      <span className={styles.copyLabel}>{label}</span>
      <span className={styles.copyValue} data-testid={testId}>
        {value}
      </span>
      <button type="button" className={styles.copyButton} onClick={() => void copy(value)}>
        {action}
      </button>
    </div>
  );
}

/** The device's share sheet when there is one (Web Share API); otherwise the link is copied. */
function ShareButton({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('referral');
  const copy = useCopy();
  const share = () => {
    const data = { title: t('share.title'), text: t('share.text', { code }), url: link };
    if (
      typeof navigator.share === 'function' &&
      (!navigator.canShare || navigator.canShare(data))
    ) {
      // A customer who closes the sheet has not failed: nothing to say then.
      navigator.share(data).catch(() => undefined);
      return;
    }
    void copy(link);
  };
  return (
    <button type="button" className={styles.share} onClick={share} data-testid="referral-share">
      {t('share.button')}
    </button>
  );
}

function Invitation({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('referral');
  const link = invitationLink(info.code);
  return (
    <Card testId="referral-invitation">
      <p className={styles.lead}>{t('lead')}</p>
      <CopyRow
        label={t('code.label')}
        value={info.code}
        action={t('code.copy')}
        testId="referral-code"
      />
      <CopyRow
        label={t('link.label')}
        value={link}
        action={t('link.copy')}
        testId="referral-link"
      />
      <figure className={styles.qr}>
        <QRCodeSVG
          value={link}
          size={256}
          level="H"
          marginSize={2}
          role="img"
          aria-label={t('qr.label')}
          data-testid="referral-qr"
        />
        <figcaption className={styles.note}>{t('qr.hint')}</figcaption>
      </figure>
      <ShareButton code={info.code} link={link} />
    </Card>
  );
}

/** My own steps when I registered with a friend's code: what is left and by when (no reward to me). */
function AsFriend({ tracker }: { tracker: ReferralTracker }) {
  const { t } = useTranslation('referral');
  const locale = useLocale();
  return (
    <Card title={t('asFriend.title')} testId="referral-as-friend">
      <p className={styles.note}>
        {t('asFriend.lead', { date: japanDate(tracker.deadlineAt, INTL_LOCALE[locale]) })}
      </p>
      <Tracker tracker={tracker} testId="referral-my-steps" />
    </Card>
  );
}

function Rules({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('referral');
  const { t: tApp } = useTranslation();
  const { rules } = info;
  const amount = tApp('money.jpy', { amount: formatMoney(rules.rewardAmount) });
  return (
    <Card title={t('rules.title')} testId="referral-rules">
      <ul className={styles.rules}>
        <li>{t('rules.reward', { amount, days: rules.stepDeadlineDays })}</li>
        <li>{t('rules.friend')}</li>
        <li>{t('rules.hold', { days: rules.holdDays })}</li>
        <li>{t('rules.cap', { count: rules.yearlyCap, used: info.paidThisYear })}</li>
        <li>{t('rules.checks')}</li>
      </ul>
    </Card>
  );
}

/**
 * /user/pj: invite and share (docs/referral.md). My code and link (the registration screen with
 * the code filled in), its QR code, the share sheet, the reward's rules in plain words, the step
 * tracker of every friend who registered with my code and, if I was invited, my own.
 */
export function ReferralScreen() {
  const { t } = useTranslation('referral');
  const info = useReferralInfo();
  const data = info.data;
  return (
    <Page title={t('title')} backTo="/user/usercenter" className={styles.page}>
      <PullRefresh onRefresh={() => info.refetch()}>
        <div className={styles.content}>
          {!data ? (
            info.isError ? (
              <LoadFailed onRetry={() => void info.refetch()} title={t('failed')} />
            ) : (
              <Loading />
            )
          ) : (
            <>
              <Invitation info={data} />
              {data.asFriend ? <AsFriend tracker={data.asFriend} /> : null}
              <Rules info={data} />
              <Card title={t('friends.title')} testId="referral-friends">
                {data.invitees.length === 0 ? (
                  <p className={styles.note}>{t('friends.empty')}</p>
                ) : (
                  <ul className={styles.invitees}>
                    {data.invitees.map((invitee, index) => (
                      <li key={`${invitee.account}-${invitee.registeredAt}`}>
                        <p
                          className={styles.account}
                          data-testid={`referral-friend-${index}-account`}
                        >
                          {invitee.account}
                        </p>
                        <Tracker tracker={invitee} testId={`referral-friend-${index}`} />
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
