import { isNegative, isPositive } from '@kabuto/money';
import type { PositionStatus } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, formatDecimal, formatSignedAmount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Badge } from '../../shared/ui/notice';
import { STATUS_TONES, useTradingLabels } from './labels';

/** Small pieces every trading screen shows the same way. */

const MISSING = <span className="muted">—</span>;

/** A yen amount (whole yen), or a dash when there is none yet. */
export function Yen({ value }: { value: string | null }) {
  if (value === null) return MISSING;
  return (
    <span className="tabular nowrap">
      {formatAmount(value, 'JPY')} <span className="currency">JPY</span>
    </span>
  );
}

/** A profit or loss: signed, green or red (a loss shows as a loss, integrity rule 7). */
export function SignedYen({ value }: { value: string | null }) {
  if (value === null) return MISSING;
  const tone = isPositive(value) ? 'amount-in' : isNegative(value) ? 'amount-out' : '';
  return (
    <span className={`tabular nowrap ${tone}`}>
      {formatSignedAmount(value, 'JPY')} <span className="currency">JPY</span>
    </span>
  );
}

/** A price on the tick grid, its decimals as they came. */
export function Price({ value }: { value: string | null }) {
  if (value === null) return MISSING;
  return <span className="tabular nowrap">{formatDecimal(value)}</span>;
}

export function Shares({ count }: { count: number }) {
  const { t } = useTranslation('trading');
  return <span className="tabular nowrap">{t('units.shares', { count: formatCount(count) })}</span>;
}

export function PositionStatusBadge({ status }: { status: PositionStatus }) {
  const labels = useTradingLabels();
  return <Badge tone={STATUS_TONES[status]}>{labels.status(status)}</Badge>;
}

/** The symbol's code and its name in the operator's language. */
export function SymbolName({
  symbol,
  names,
}: {
  symbol: string;
  names: { ja: string; en: string; 'zh-TW': string };
}) {
  const locale = useLocale();
  return (
    <>
      <span className="mono strong">{symbol}</span> <span>{names[locale]}</span>
    </>
  );
}

/** "Long ×5", with a day-trade badge when it is one. */
export function Side({
  direction,
  leverage,
  dayTrade,
}: {
  direction: string;
  leverage: number;
  dayTrade: boolean;
}) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  return (
    <span className="side-cell">
      <span className={direction === 'long' ? 'side side-long' : 'side side-short'}>
        {labels.direction(direction)}
      </span>
      <span className="tabular">{t('units.leverage', { leverage })}</span>
      {dayTrade ? <Badge tone="info">{t('dayTradeBadge')}</Badge> : null}
    </span>
  );
}
