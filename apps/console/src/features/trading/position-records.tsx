import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { useLabels } from '../../shared/labels';
import { DateTime } from '../../shared/ui/date-time';
import { EmptyRow } from '../../shared/ui/state';
import type { AdminPositionDetail } from './api';
import { useTradingLabels } from './labels';
import { Price, Shares, SignedYen } from './parts';

type Fill = AdminPositionDetail['fills'][number];

/** Where a fill's price came from: "book level 1 (best)", "beyond the shown book", or its basis. */
function FillSource({ fill }: { fill: Fill }) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  if (fill.basis !== 'book') return <>{labels.basis(fill.basis)}</>;
  if (fill.beyondBook) return <>{t('fills.beyondBook')}</>;
  if (fill.bookLevel === null) return <>{labels.basis('book')}</>;
  return (
    <>
      {t('fills.bookLevel', { level: fill.bookLevel + 1 })}
      {fill.bookLevel === 0 ? <span className="muted"> {t('fills.best')}</span> : null}
    </>
  );
}

/**
 * Every fill with the quote it was made against (integrity rule 3): the one market's time,
 * sequence number and price, so anyone can check the fill against the feed.
 */
export function FillsPanel({ fills }: { fills: Fill[] }) {
  const { t } = useTranslation('trading');
  return (
    <section className="panel table-panel" data-testid="fills">
      <h3 className="panel-title">
        {t('fills.title')}
        <span className="count-pill">{fills.length}</span>
      </h3>
      <table className="table">
        <thead>
          <tr>
            <th>{t('fills.leg')}</th>
            <th>{t('fills.at')}</th>
            <th className="num">{t('fills.price')}</th>
            <th className="num">{t('fills.shares')}</th>
            <th>{t('fills.source')}</th>
            <th>{t('fills.quoteTime')}</th>
            <th className="num">{t('fills.quoteSeq')}</th>
            <th className="num">{t('fills.quotePrice')}</th>
          </tr>
        </thead>
        <tbody>
          {fills.length === 0 ? <EmptyRow columns={8} text={t('fills.empty')} /> : null}
          {fills.map((fill, index) => (
            <tr key={`${fill.leg}-${fill.quoteSeq}-${index}`}>
              <td className="nowrap">{t(`fills.legs.${fill.leg}`)}</td>
              <td>
                <DateTime iso={fill.at} />
              </td>
              <td className="num strong">
                <Price value={fill.price} />
              </td>
              <td className="num">
                <Shares count={fill.shares} />
              </td>
              <td className="nowrap">
                <FillSource fill={fill} />
              </td>
              <td>
                <DateTime iso={fill.quoteTime} />
              </td>
              <td className="num mono">{formatCount(fill.quoteSeq)}</td>
              <td className="num">
                <Price value={fill.quotePrice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Entry = AdminPositionDetail['entries'][number];

/** The journal entries this position moved on its customer's own accounts, oldest first. */
export function EntriesPanel({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('trading');
  const labels = useLabels();
  const tradingLabels = useTradingLabels();
  return (
    <section className="panel table-panel" data-testid="entries">
      <h3 className="panel-title">
        {t('entries.title')}
        <span className="count-pill">{entries.length}</span>
      </h3>
      <table className="table">
        <thead>
          <tr>
            <th className="num">{t('entries.id')}</th>
            <th>{t('entries.at')}</th>
            <th>{t('entries.type')}</th>
            <th className="wide">{t('entries.legs')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? <EmptyRow columns={4} text={t('entries.empty')} /> : null}
          {entries.map((entry) => (
            <tr key={entry.entryId}>
              <td className="num mono muted">#{entry.entryId}</td>
              <td>
                <DateTime iso={entry.createdAt} />
              </td>
              <td className="nowrap">
                {labels.fundRecordType(entry.type)}
                <div className="mono muted small">{entry.type}</div>
              </td>
              <td>
                <ul className="entry-legs">
                  {entry.legs.map((leg, index) => (
                    <li key={`${leg.purpose}-${index}`}>
                      <span className="entry-leg-purpose">
                        {tradingLabels.purpose(leg.purpose)}
                      </span>
                      <SignedYen value={leg.amount} />
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="panel-note muted">{t('entries.note')}</p>
    </section>
  );
}
