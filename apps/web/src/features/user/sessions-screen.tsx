import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { CustomerSession } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Dialog } from '../../shared/ui/overlays';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { sessionsQuery, useSignOutOthers } from './activity-api';
import { TrustedDevices } from './trusted-devices';
import { readableAgent } from './user-agent';
import styles from './activity.module.css';

function SessionItem({ session }: { session: CustomerSession }) {
  const { t } = useTranslation('activity');
  const locale = useLocale();
  const agent = readableAgent(session.userAgent);
  const time = (iso: string) => formatJapanTime(iso, locale, 'minutes') ?? iso;
  return (
    <article
      className={styles.item}
      data-testid="session-entry"
      data-current={session.current ? 'true' : 'false'}
    >
      <div className={styles.head}>
        <strong>
          {t('sessions.device', {
            browser: agent.browser ?? t('sessions.unknownBrowser'),
            os: agent.os ?? t('sessions.unknownOs'),
          })}
        </strong>
        {session.current ? <span className={styles.current}>{t('sessions.current')}</span> : null}
      </div>
      <dl className={styles.meta}>
        <dt>{t('sessions.address')}</dt>
        <dd className={styles.mono}>{session.ipAddress ?? '—'}</dd>
        <dt>{t('sessions.signedIn')}</dt>
        <dd>{time(session.createdAt)}</dd>
      </dl>
    </article>
  );
}

/**
 * /user/sessions: where the account is signed in, and "sign out everywhere else"; below, the
 * trusted devices (two-factor sign-in), each removable.
 */
export function SessionsScreen() {
  const { t } = useTranslation('activity');
  const { t: tCommon } = useTranslation();
  const query = useQuery(sessionsQuery());
  const signOut = useSignOutOthers();
  const sessions = query.data ?? [];
  const others = sessions.filter((session) => !session.current).length;
  const confirm = () =>
    void Dialog.confirm({
      content: t('sessions.signOutOthersConfirm'),
      confirmText: t('sessions.signOutOthers'),
      cancelText: tCommon('common.cancel'),
      onConfirm: async () => {
        try {
          const { revoked } = await signOut.mutateAsync();
          showSuccess(t('sessions.signedOutOthers', { count: revoked }));
        } catch {
          // Already told by the API client; the list stays as it was.
        }
      },
    });
  return (
    <Page title={t('sessions.title')} backTo="/user/usercenter">
      <p className={styles.intro}>{t('sessions.intro')}</p>
      {query.data ? (
        <div className={styles.list} data-testid="session-list">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
          {others === 0 ? <p className={styles.empty}>{t('sessions.onlyThis')}</p> : null}
          <Button
            block
            size="large"
            className={styles.action}
            disabled={others === 0}
            loading={signOut.isPending}
            onClick={confirm}
            data-testid="sign-out-others"
          >
            {t('sessions.signOutOthers')}
          </Button>
        </div>
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <Loading />
      )}
      <TrustedDevices />
    </Page>
  );
}
