import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { TrustedDeviceView } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Dialog } from '../../shared/ui/overlays';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { trustedDevicesQuery, useRevokeDevice } from './two-factor-api';
import { readableAgent } from './user-agent';
import styles from './activity.module.css';

function DeviceItem({ device }: { device: TrustedDeviceView }) {
  const { t } = useTranslation('activity');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const revoke = useRevokeDevice();
  const agent = readableAgent(device.userAgent);
  const time = (iso: string) => formatJapanTime(iso, locale, 'minutes') ?? iso;
  const confirm = () =>
    void Dialog.confirm({
      content: t('devices.removeConfirm'),
      confirmText: t('devices.remove'),
      cancelText: tCommon('common.cancel'),
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(device.id);
          showSuccess(t('devices.removed'));
        } catch {
          // Already told by the API client.
        }
      },
    });
  return (
    <article className={styles.item} data-testid="trusted-device">
      <div className={styles.head}>
        <strong>
          {t('sessions.device', {
            browser: agent.browser ?? t('sessions.unknownBrowser'),
            os: agent.os ?? t('sessions.unknownOs'),
          })}
        </strong>
        <Button size="mini" onClick={confirm} loading={revoke.isPending}>
          {t('devices.remove')}
        </Button>
      </div>
      <dl className={styles.meta}>
        <dt>{t('devices.firstUsed')}</dt>
        <dd>{time(device.createdAt)}</dd>
        <dt>{t('devices.lastUsed')}</dt>
        <dd>{time(device.lastUsedAt)}</dd>
        <dt>{t('devices.secondFactor')}</dt>
        <dd>
          {device.secondFactorAt
            ? t('devices.passed', { time: time(device.secondFactorAt) })
            : t('devices.notPassed')}
        </dd>
      </dl>
    </article>
  );
}

/**
 * The devices that signed in to the account (platform/trusted-devices.ts): when each was first
 * and last used and whether it passed two-factor sign-in; removing one makes its next sign-in a
 * new device's (docs/two-factor.md).
 */
export function TrustedDevices() {
  const { t } = useTranslation('activity');
  const query = useQuery(trustedDevicesQuery());
  return (
    <section aria-labelledby="trusted-devices-title">
      <h2 id="trusted-devices-title" className={styles.sectionTitle}>
        {t('devices.title')}
      </h2>
      <p className={styles.intro}>{t('devices.intro')}</p>
      {query.data ? (
        <div className={styles.list} data-testid="trusted-device-list">
          {query.data.map((device) => (
            <DeviceItem key={device.id} device={device} />
          ))}
          {query.data.length === 0 ? <p className={styles.empty}>{t('devices.none')}</p> : null}
        </div>
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <Loading />
      )}
    </section>
  );
}
