import type { SupportHours } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import styles from './support.module.css';

/** "1,2,3,4,5" → "Mon–Fri"; a broken run is listed day by day. */
function useDaysText(): (weekdays: readonly number[]) => string {
  const { t } = useTranslation('support');
  const name = (day: number) => t(`days.${String(day) as '1'}`);
  return (weekdays) => {
    const consecutive = weekdays.every((day, index) => index === 0 || day === weekdays[index - 1]! + 1);
    if (consecutive && weekdays.length > 2) return `${name(weekdays[0]!)}–${name(weekdays.at(-1)!)}`;
    return weekdays.map(name).join(t('daysSeparator'));
  };
}

/**
 * The desk's hours as the site configuration sets them, whether it is open now, and outside the
 * hours an honest answer time ("we answer within N hours", configured, never invented).
 */
export function HoursBanner({ hours }: { hours: SupportHours }) {
  const { t } = useTranslation('support');
  const locale = useLocale();
  const daysText = useDaysText();
  const schedule = hours.schedule;
  return (
    <section className={hours.open ? styles.hoursOpen : styles.hoursClosed} data-testid="support-hours">
      {schedule ? (
        <p>{t('hours', { days: daysText(schedule.weekdays), open: schedule.open, close: schedule.close })}</p>
      ) : hours.note ? (
        <p>{hours.note}</p>
      ) : null}
      {hours.open ? (
        <p data-testid="support-open">{t('openNow')}</p>
      ) : (
        <p data-testid="support-closed">
          {hours.nextOpenAt
            ? t('closedNow', { next: formatJapanTime(hours.nextOpenAt, locale, 'minutes') ?? hours.nextOpenAt })
            : t('closedNowNoNext')}
          {hours.replyWithinHours !== null ? ` ${t('replyWithin', { count: hours.replyWithinHours })}` : ''}
        </p>
      )}
      {hours.contact ? <p className={styles.contact}>{t('contact', { contact: hours.contact })}</p> : null}
    </section>
  );
}
