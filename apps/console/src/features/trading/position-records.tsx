import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { useLabels } from '../../shared/labels';
import { idColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable } from '../../shared/ui/data-table';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { LabelledCode, Text, textClass } from '../../shared/ui/text';
import type { AdminPositionDetail } from './api';
import { useTradingLabels } from './labels';
import { Price, Shares, SignedYen } from './parts';
import styles from './trading.module.css';

type Fill = AdminPositionDetail['fills'][number];
type Entry = AdminPositionDetail['entries'][number];

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
      {fill.bookLevel === 0 ? <Text muted> {t('fills.best')}</Text> : null}
    </>
  );
}

/**
 * Every fill with the quote it was made against (integrity rule 3): the one market's time,
 * sequence number and price, so anyone can check the fill against the feed.
 */
export function FillsPanel({ fills }: { fills: Fill[] }) {
  const { t } = useTranslation('trading');
  const nowrap = textClass({ nowrap: true });
  return (
    <Panel table title={t('fills.title')} count={fills.length} testId="fills">
      <DataTable
        rows={fills}
        rowKey={(fill, index) => `${fill.leg}-${fill.quoteSeq}-${index}`}
        empty={t('fills.empty')}
        columns={[
          {
            key: 'leg',
            header: t('fills.leg'),
            className: nowrap,
            cell: (fill) => t(`fills.legs.${fill.leg}`),
          },
          timeColumn<Fill>('at', t('fills.at'), (fill) => fill.at),
          {
            key: 'price',
            header: t('fills.price'),
            align: 'num',
            className: textClass({ strong: true }),
            cell: (fill) => <Price value={fill.price} />,
          },
          {
            key: 'shares',
            header: t('fills.shares'),
            align: 'num',
            cell: (fill) => <Shares count={fill.shares} />,
          },
          {
            key: 'source',
            header: t('fills.source'),
            className: nowrap,
            cell: (fill) => <FillSource fill={fill} />,
          },
          timeColumn<Fill>('quoteTime', t('fills.quoteTime'), (fill) => fill.quoteTime),
          {
            key: 'quoteSeq',
            header: t('fills.quoteSeq'),
            align: 'num',
            className: textClass({ mono: true }),
            cell: (fill) => formatCount(fill.quoteSeq),
          },
          {
            key: 'quotePrice',
            header: t('fills.quotePrice'),
            align: 'num',
            cell: (fill) => <Price value={fill.quotePrice} />,
          },
        ]}
      />
    </Panel>
  );
}

/** The journal entries this position moved on its customer's own accounts, oldest first. */
export function EntriesPanel({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('trading');
  const labels = useLabels();
  const tradingLabels = useTradingLabels();
  return (
    <Panel table title={t('entries.title')} count={entries.length} testId="entries">
      <DataTable
        rows={entries}
        rowKey={(entry) => entry.entryId}
        empty={t('entries.empty')}
        columns={[
          idColumn<Entry>(t('entries.id'), (entry) => `#${entry.entryId}`),
          timeColumn<Entry>('at', t('entries.at'), (entry) => entry.createdAt),
          {
            key: 'type',
            header: t('entries.type'),
            className: textClass({ nowrap: true }),
            cell: (entry) => (
              <LabelledCode label={labels.fundRecordType(entry.type)} code={entry.type} />
            ),
          },
          {
            key: 'legs',
            header: t('entries.legs'),
            wide: true,
            cell: (entry) => (
              <ul className={styles.entryLegs}>
                {entry.legs.map((leg, index) => (
                  <li key={`${leg.purpose}-${index}`}>
                    <span className={styles.legPurpose}>{tradingLabels.purpose(leg.purpose)}</span>
                    <SignedYen value={leg.amount} />
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <PanelNote>{t('entries.note')}</PanelNote>
    </Panel>
  );
}
