import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { HeaderIconLink } from './tab-header';
import { unreadQuery } from '../api/notifications';
import styles from './notification-bell.module.css';

/** More than this shows as "99+". */
const BADGE_MAX = 99;

/** Home's bell: the inbox, with the unread count (kept current by the live events, ADR 0039). */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useQuery(unreadQuery).data?.count ?? 0;
  const label =
    count > 0 ? `${t('inbox.bell')} (${t('inbox.unread', { count })})` : t('inbox.bell');
  return (
    <span className={styles.bellSlot}>
      <HeaderIconLink to="/user/notifications" label={label}>
        <span className={styles.bell}>
          <Icon name="BellOutline" />
          {/* The count is drawn by CSS from data-count, not written as text: the link's name
              already says it, and a visible "2" that the name does not begin with breaks WCAG's
              label-in-name rule (2.5.3). */}
          {count > 0 && (
            <span
              className={styles.badge}
              data-testid="inbox-badge"
              data-count={count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)}
              aria-hidden="true"
            />
          )}
        </span>
      </HeaderIconLink>
    </span>
  );
}
