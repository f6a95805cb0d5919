import type { COPY_STRATEGY_KINDS } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../../shared/i18n';
import { timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { CodeLink } from '../../shared/ui/links';
import { Badge, type Tone } from '../../shared/ui/notice';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Dash, Text } from '../../shared/ui/text';
import type { Mirror } from './api';
import { mirrorNotes, type MirrorNote } from './leader-form';
import { Count } from './parts';
import styles from './copy.module.css';

const STATE_TONES: Record<Mirror['state'], Tone | 'neutral'> = {
  opening: 'info',
  open: 'success',
  closed: 'neutral',
  skipped: 'warning',
};

/**
 * A leader product's mirrored trades, newest first: each of the leader's positions, what the pool
 * did with it (its lots, its own position) or why it did not (a skip is never silent), and the
 * trading rules' refusal of the last order, tried again on the next run. A house product's pool
 * trades by its rule and mirrors nothing.
 */
export function MirrorsPanel({
  mirrors,
  kind,
}: {
  mirrors: readonly Mirror[];
  kind: (typeof COPY_STRATEGY_KINDS)[number];
}) {
  const { t } = useTranslation('copy');
  const columns: Column<Mirror>[] = [
    {
      key: 'leaderPosition',
      header: t('mirrors.columns.leaderPosition'),
      align: 'num',
      cell: (row) => (
        <CodeLink to={`/positions/${row.leaderPositionId}`}>{row.leaderPositionId}</CodeLink>
      ),
    },
    {
      key: 'symbol',
      header: t('mirrors.columns.symbol'),
      cell: (row) => (
        <Text mono strong>
          {row.symbol}
        </Text>
      ),
    },
    {
      key: 'direction',
      header: t('mirrors.columns.direction'),
      cell: (row) => (
        <Text nowrap>
          {t(`mirrors.directions.${row.direction}`)}{' '}
          <Text muted tabular>
            {t('units.leverage', { leverage: row.leverage })}
          </Text>
        </Text>
      ),
    },
    {
      key: 'lots',
      header: t('mirrors.columns.lots'),
      align: 'num',
      cell: (row) => <Count count={row.lots} />,
    },
    {
      key: 'state',
      header: t('mirrors.columns.state'),
      cell: (row) => (
        <Badge tone={STATE_TONES[row.state]}>{t(`mirrors.states.${row.state}`)}</Badge>
      ),
    },
    {
      key: 'poolPosition',
      header: t('mirrors.columns.poolPosition'),
      align: 'num',
      cell: (row) =>
        row.poolPositionId === null ? (
          <Dash />
        ) : (
          <CodeLink to={`/positions/${row.poolPositionId}`}>{row.poolPositionId}</CodeLink>
        ),
    },
    {
      key: 'note',
      header: t('mirrors.columns.note'),
      wide: true,
      cell: (row) => <MirrorNotes notes={mirrorNotes(row)} />,
    },
    timeColumn('createdAt', t('mirrors.columns.createdAt'), (row) => row.createdAt),
  ];
  return (
    <Panel title={t('mirrors.title')} count={mirrors.length} table>
      <DataTable
        columns={columns}
        rows={mirrors}
        rowKey={(row) => row.leaderPositionId}
        empty={kind === 'leader' ? t('mirrors.emptyLeader') : t('mirrors.emptyHouse')}
        testId="pool-mirrors"
      />
      <PanelNote>{t('mirrors.note')}</PanelNote>
    </Panel>
  );
}

function MirrorNotes({ notes }: { notes: readonly MirrorNote[] }) {
  const { t } = useTranslation('copy');
  if (notes.length === 0) return <Dash />;
  return (
    <ul className={styles.noteList}>
      {notes.map((note) => {
        switch (note.kind) {
          case 'skip':
            return <li key="skip">{t(`mirrors.skipReasons.${note.reason}`)}</li>;
          case 'skipCode':
            return (
              <li key="skip">
                <code>{note.code}</code>
              </li>
            );
          case 'refused':
            return (
              <li key="refused">{t('mirrors.refused', { reason: translateErrorKey(note.key) })}</li>
            );
          case 'refusedCode':
            return <li key="refused">{t('mirrors.refused', { reason: note.code })}</li>;
        }
      })}
    </ul>
  );
}
