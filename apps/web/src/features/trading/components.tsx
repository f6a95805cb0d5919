import type { DirectionKey, PositionStatus } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNonNegativeMoney } from '../../shared/format';
import { formatShares } from '../../shared/realtime/quote-format';
import { Notice as SharedNotice } from '../../shared/ui/notice';
import { Row } from '../../shared/ui/rows';
import { numberClass, toneClass, toneOf } from '../../shared/ui/tone';
import { percentText, signedAmount } from './format';
import { ratePercent } from './ticket-estimate';
import styles from './trading.module.css';

type NoticeProps = Parameters<typeof SharedNotice>[0];

/** An amount in yen: a charge or balance as is, a profit or loss with its sign and colour. */
export function Yen({
  value,
  signed = false,
  testId,
}: {
  value: DecimalString | null | undefined;
  signed?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const yen = (amount: string) => t('money.jpy', { amount });
  if (value == null) {
    return <span className={numberClass}>--</span>;
  }
  if (!signed) {
    return (
      <span className={numberClass} data-testid={testId} data-value={value}>
        {yen(formatNonNegativeMoney(value))}
      </span>
    );
  }
  return (
    <span
      className={`${numberClass} ${toneClass(toneOf(value))}`}
      data-testid={testId}
      data-value={value}
    >
      {signedAmount(value, yen)}
    </span>
  );
}

/** A figure in yen on its own row (an order's, a position's, a sale's). */
export function YenRow({
  term,
  value,
  signed,
  strong,
  testId,
}: {
  term: ReactNode;
  value: DecimalString | null | undefined;
  signed?: boolean;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Row term={term} strong={strong} testId={testId}>
      <Yen value={value} signed={signed} />
    </Row>
  );
}

type Charge = 'buyFee' | 'serviceFee' | 'sellFee' | 'stampDuty';

/**
 * A charge and the rate it is computed at ("買付手数料 0.1425%"), as the ticket (`cost-…` test ids)
 * and the sale (`close-…`) show it.
 */
export function ChargeRow({
  charge,
  rates,
  value,
  on,
}: {
  charge: Charge;
  rates: Record<`${Charge}Rate`, DecimalString>;
  value: DecimalString | null | undefined;
  on: 'cost' | 'close';
}) {
  const { t } = useTranslation('trading');
  const rate = percentText(ratePercent(rates[`${charge}Rate`]));
  const term = (
    <>
      {t(`costs.${charge}`)} <span className={styles.sub}>{rate}</span>
    </>
  );
  const testId = `${on}-${charge.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return <YenRow term={term} value={value} testId={testId} />;
}

/** An order's size: lots and the shares they make ("3ロット（300株）"). */
export function LotsRow({ term, lots, shares }: { term: string; lots: number; shares: number }) {
  const { t } = useTranslation('trading');
  return (
    <Row term={term}>
      {t('detail.quantityValue', { count: lots, shares: formatShares(shares) })}
    </Row>
  );
}

export function LeverageRow({ term, leverage }: { term: string; leverage: number }) {
  const { t } = useTranslation('trading');
  return <Row term={term}>{t('ticket.leverageValue', { leverage: String(leverage) })}</Row>;
}

/** The shared notice, with this feature's spacing. */
export function Notice(props: Omit<NoticeProps, 'className'>) {
  return <SharedNotice {...props} className={styles.notice} />;
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
  // Statuses come from the catalogue the console reads too (docs/adr/0017).
  const { t } = useTranslation('statuses');
  return (
    <span
      className={`${styles.tag} ${styles[`status_${status}`]}`}
      data-testid="status-tag"
      data-status={status}
    >
      {t(`order.${status}`)}
    </span>
  );
}
