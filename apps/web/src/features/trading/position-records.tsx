import type { PositionDetail } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { isKnownEntryType, isKnownPurpose } from '../../shared/entry-types';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatMarketTime, formatPrice, formatShares } from '../../shared/realtime/quote-format';
import { Card } from '../../shared/ui/card';
import { Yen } from './components';
import { formatTradeTime } from './format';
import styles from './detail.module.css';

type Fill = PositionDetail['fills'][number];

function FillBasis({ fill }: { fill: Fill }) {
  const { t } = useTranslation('trading');
  if (fill.basis !== 'book' || fill.bookLevel === null) return <>{t(`basis.${fill.basis}`)}</>;
  return (
    <>
      {fill.beyondBook
        ? t('basis.beyondBook', { level: String(fill.bookLevel + 1) })
        : t('basis.bookLevel', { level: String(fill.bookLevel + 1) })}
    </>
  );
}

/** Every fill with the quote it used (integrity rule 3): price, shares, book level, quote time. */
export function PositionFills({ position }: { position: PositionDetail }) {
  const { t } = useTranslation('trading');
  if (position.fills.length === 0) return null;
  return (
    <Card title={t('detail.fills')} extra={t('detail.fillsHint')} testId="detail-fills">
      <ul className={styles.records}>
        {position.fills.map((fill) => (
          <li
            key={`${fill.leg}-${fill.quoteSeq}-${fill.price}-${fill.shares}`}
            data-testid={`fill-${fill.leg}`}
          >
            <div className={styles.recordLine}>
              <strong>{t(`fillLeg.${fill.leg}`)}</strong>
              <span className={styles.recordValue}>
                {t('detail.fillValue', {
                  price: formatPrice(fill.price),
                  shares: formatShares(fill.shares),
                })}
              </span>
            </div>
            <div className={styles.recordMeta}>
              <span>
                <FillBasis fill={fill} />
              </span>
              <span>
                {t('detail.fillQuote', {
                  time: formatMarketTime(fill.quoteTime, true),
                  seq: String(fill.quoteSeq),
                  price: formatPrice(fill.quotePrice),
                })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The journal entries this position posted on the customer's accounts: the money it moved. */
export function PositionEntries({ position }: { position: PositionDetail }) {
  const { t } = useTranslation('trading');
  const { t: tFunding } = useTranslation('funding');
  const locale = useLocale();
  if (position.entries.length === 0) return null;
  const purpose = (name: string) =>
    isKnownPurpose(name)
      ? tFunding(`records.purposes.${name}`)
      : tFunding('records.purposes.other');
  const typeName = (type: string) =>
    isKnownEntryType(type) ? tFunding(`records.types.${type}`) : tFunding('records.types.other');
  return (
    <Card title={t('detail.entries')} extra={t('detail.entriesHint')} testId="detail-entries">
      <ul className={styles.records}>
        {position.entries.map((entry) => (
          <li key={entry.entryId} data-testid="position-entry" data-type={entry.type}>
            <div className={styles.recordLine}>
              <strong>{typeName(entry.type)}</strong>
              <span className={styles.recordTime}>{formatTradeTime(entry.createdAt, locale)}</span>
            </div>
            {entry.legs.map((leg) => (
              <div className={styles.recordLeg} key={`${leg.purpose}-${leg.amount}`}>
                <span>{purpose(leg.purpose)}</span>
                <Yen value={leg.amount} signed />
              </div>
            ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}
