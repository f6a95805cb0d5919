import type { DirectionKey, PositionStatus } from '@kabuto/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNonNegativeMoney, toneOf } from '../../shared/format';
import { toneClass } from '../../shared/realtime/quote-ui';
import { signedAmount } from './format';
import styles from './trading.module.css';
import { Notice as SharedNotice } from '../../shared/ui/notice';

type NoticeProps = Parameters<typeof SharedNotice>[0];

/** An amount in yen: a charge or balance as is, a profit or loss with its sign and colour. */
export function Yen({
  value,
  signed = false,
  testId,
}: {
  value: string | null | undefined;
  signed?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const yen = (amount: string) => t('money.jpy', { amount });
  if (value == null) {
    return <span className={styles.number}>--</span>;
  }
  if (!signed) {
    return (
      <span className={styles.number} data-testid={testId}>
        {yen(formatNonNegativeMoney(value))}
      </span>
    );
  }
  return (
    <span
      className={`${styles.number} ${toneClass(toneOf(value))}`}
      data-testid={testId}
      data-value={value}
    >
      {signedAmount(value, yen)}
    </span>
  );
}

export function Rows({ children }: { children: ReactNode }) {
  return <dl className={styles.rows}>{children}</dl>;
}

/** A term and its value; `strong` for a total. */
export function Row({
  term,
  children,
  strong = false,
  testId,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={strong ? `${styles.row} ${styles.rowStrong}` : styles.row}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The shared notice, with this feature's spacing. */
export function Notice(props: Omit<NoticeProps, 'className'>) {
  return <SharedNotice {...props} className={styles.notice} />;
}

export function Card({
  title,
  extra,
  children,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.card} data-testid={testId}>
      {title ? (
        <h2 className={styles.cardTitle}>
          <span>{title}</span>
          {extra ? <small>{extra}</small> : null}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

/** Long or short, in the colour of the move that profits it. */
export function DirectionTag({ direction }: { direction: DirectionKey }) {
  const { t } = useTranslation('trading');
  return (
    <span className={`${styles.tag} ${styles[`tag_${direction}`]}`} data-testid="direction-tag">
      {t(`direction.${direction}`)}
    </span>
  );
}

export function StatusTag({ status }: { status: PositionStatus }) {
  const { t } = useTranslation('trading');
  return (
    <span
      className={`${styles.tag} ${styles[`status_${status}`]}`}
      data-testid="status-tag"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
