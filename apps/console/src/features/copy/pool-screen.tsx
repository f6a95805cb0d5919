import { ORDER_STATUS_KEYS } from '@kabuto/app-kit';
import { LOCALES, copyAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { isOneOf } from '../../shared/labels';
import { useMayCall } from '../../shared/operator';
import { AuditLink } from '../../shared/ui/audit-link';
import { Button, RefreshButton } from '../../shared/ui/button';
import { timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { CodeLink } from '../../shared/ui/links';
import { SignedAmount } from '../../shared/ui/money';
import { Badge, Notice } from '../../shared/ui/notice';
import { BackLink, PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { Dash, Text } from '../../shared/ui/text';
import { usePool, type AdminPool, type AdminProduct, type PoolPosition } from './api';
import { MirrorsPanel } from './mirrors-panel';
import { CloseProductDialog, OpenProductDialog, type CloseKind } from './product-dialogs';
import {
  Count,
  Figure,
  InEveryLanguage,
  Percent,
  ProductStatusBadge,
  Yen,
  percent,
  useName,
} from './parts';
import { NavHistoryPanel, RebalancesPanel, RedemptionsPanel } from './pool-history';

function BackToList() {
  const { t } = useTranslation('copy');
  return <BackLink to="/copy">{t('title')}</BackLink>;
}

/**
 * One product's pool: its figures and terms, positions, a leader product's mirrored trades, NAV
 * history, waiting redemptions, rebalances.
 */
export function PoolScreen() {
  const { t } = useTranslation('copy');
  return (
    <RecordPage
      param="productId"
      useRecord={usePool}
      breadcrumb={<BackToList />}
      title={() => t('title')}
      notFound={t('copy_product_not_found', { ns: 'errors' })}
    >
      {(pool, query) => <PoolView pool={pool} query={query} />}
    </RecordPage>
  );
}

function PoolView({
  pool,
  query,
}: {
  pool: AdminPool;
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  const { t } = useTranslation('copy');
  const nameOf = useName();
  const { product } = pool;
  const mayOpen = useMayCall(copyAdminApi.openProduct);
  const mayClose = useMayCall(copyAdminApi.closeProduct);
  const [action, setAction] = useState<'open' | CloseKind | null>(null);
  const name = nameOf(product.names);
  const changeable = product.status === 'draft' || product.status === 'open';

  return (
    <>
      <PageHeader
        breadcrumb={<BackToList />}
        title={t('pool.title', { name })}
        badges={
          <>
            <ProductStatusBadge status={product.status} />
            <Badge>{nameOf(product.issuer.names)}</Badge>
          </>
        }
        actions={
          <>
            <RefreshButton query={query} />
            <AuditLink targetType="copy_product" targetId={product.id}>
              {t('pool.auditLink')}
            </AuditLink>
            {product.status === 'draft' && mayOpen ? (
              <Button variant="primary" onClick={() => setAction('open')}>
                {t('actions.openProduct')}
              </Button>
            ) : null}
            {product.status === 'open' && mayClose ? (
              <>
                <Button onClick={() => setAction('end')}>{t('actions.end')}</Button>
                <Button variant="danger" onClick={() => setAction('terminate')}>
                  {t('actions.terminate')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {changeable && !(mayOpen || mayClose) ? <Notice tone="info">{t('adminOnly')}</Notice> : null}
      {product.closedAt ? <ClosedNotice product={product} /> : null}

      <Columns>
        <FiguresPanel product={product} />
        <TermsPanel product={product} />
      </Columns>
      <PositionsPanel positions={pool.positions} />
      <MirrorsPanel mirrors={pool.mirrors} kind={product.issuer.kind} />
      <Columns>
        <NavHistoryPanel points={pool.navHistory} />
        <RedemptionsPanel redemptions={pool.waitingRedemptions} />
      </Columns>
      <RebalancesPanel rebalances={pool.rebalances} />

      {action === 'open' ? (
        <OpenProductDialog product={product} onClose={() => setAction(null)} />
      ) : action ? (
        <CloseProductDialog product={product} kind={action} onClose={() => setAction(null)} />
      ) : null}
    </>
  );
}

/** An ended or terminated product: when, and the reason its followers read. */
function ClosedNotice({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('copy');
  return (
    <Notice tone={product.status === 'terminated' ? 'danger' : 'info'}>
      <span data-testid="closed-note">
        {t('pool.closedNote', {
          time: product.closedAt ? formatDateTime(product.closedAt) : '',
          status: t(`productStatuses.${product.status}`),
        })}
      </span>
      <InEveryLanguage names={product.closeReason} />
    </Notice>
  );
}

function FiguresPanel({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('copy');
  return (
    <Panel title={t('pool.figures')} padded>
      <DefinitionList look="ruled" wideLabels testId="pool-figures">
        <Definition label={t('fields.fundSize')}>
          <Yen value={product.fundSize} />
        </Definition>
        <Definition label={t('fields.cash')}>
          <Yen value={product.cash} />
        </Definition>
        <Definition label={t('fields.nav')}>
          <Yen value={product.nav} />
        </Definition>
        <Definition label={t('fields.units')}>
          <Figure value={product.units} />
        </Definition>
        <Definition label={t('fields.followers')}>
          <Count count={product.followers} />
        </Definition>
        <Definition label={t('fields.returnSinceStart')}>
          <Percent rate={product.returnSinceStart} />
        </Definition>
        <Definition label={t('fields.return30d')}>
          <Percent rate={product.return30d} />
        </Definition>
        <Definition label={t('fields.return90d')}>
          <Percent rate={product.return90d} />
        </Definition>
        <Definition label={t('fields.maxDrawdown')}>
          <Percent rate={product.maxDrawdown} />
        </Definition>
        <Definition label={t('fields.historyDays')}>
          <Count count={product.historyDays} />
        </Definition>
      </DefinitionList>
      <PanelNote>{t('products.realisedNote')}</PanelNote>
    </Panel>
  );
}

function TermsPanel({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('copy');
  const nameOf = useName();
  const languageName = (language: string) =>
    t(`language.names.${language as 'ja'}`, { ns: 'translation' });
  return (
    <Panel title={t('pool.terms')} padded>
      <DefinitionList look="ruled" wideLabels testId="pool-terms">
        {LOCALES.map((language) => (
          <Definition
            key={language}
            label={t('inLanguage', {
              field: t('fields.productNames'),
              language: languageName(language),
            })}
          >
            <span lang={language}>{product.names[language]}</span>
          </Definition>
        ))}
        <Definition label={t('fields.strategy')}>
          {nameOf(product.issuer.names)}{' '}
          <Text muted small>
            {t(`kinds.${product.issuer.kind}`)}
          </Text>
        </Definition>
        <Definition label={t('fields.minInvestment')}>
          <Yen value={product.minInvestment} />
        </Definition>
        <Definition label={t('fields.capacity')}>
          <Yen value={product.capacity} />
        </Definition>
        <Definition label={t('fields.lockupDays')}>
          {t('values.days', { count: product.lockupDays })}
        </Definition>
        <Definition label={t('fields.subscriptionDeadlineAt')}>
          <DateTime iso={product.subscriptionDeadlineAt} />
        </Definition>
        <Definition label={t('fields.performanceFeeRate')}>
          <Percent rate={product.performanceFeeRate} />
        </Definition>
        <Definition label={t('fields.target')}>
          {product.targetAnnualReturn === null ? (
            <Text muted>{t('none')}</Text>
          ) : (
            t('values.target', { value: percent(product.targetAnnualReturn) })
          )}
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

function PositionsPanel({ positions }: { positions: readonly PoolPosition[] }) {
  const { t } = useTranslation('copy');
  const { t: tStatus } = useTranslation('statuses');
  const status = (value: string) =>
    isOneOf(ORDER_STATUS_KEYS, value) ? tStatus(`order.${value}`) : value;
  const columns: Column<PoolPosition>[] = [
    {
      key: 'id',
      header: t('fields.id'),
      align: 'num',
      cell: (row) => <CodeLink to={`/positions/${row.id}`}>{row.id}</CodeLink>,
    },
    {
      key: 'symbol',
      header: t('pool.positionColumns.symbol'),
      cell: (row) => (
        <Text mono strong>
          {row.symbol}
        </Text>
      ),
    },
    {
      key: 'shares',
      header: t('pool.positionColumns.shares'),
      align: 'num',
      cell: (row) => <Count count={row.shares} />,
    },
    {
      key: 'openPrice',
      header: t('pool.positionColumns.openPrice'),
      align: 'num',
      cell: (row) => <Figure value={row.openPrice} />,
    },
    {
      key: 'margin',
      header: t('pool.positionColumns.margin'),
      align: 'num',
      cell: (row) => <Yen value={row.margin} />,
    },
    {
      key: 'pnl',
      header: t('pool.positionColumns.unrealizedPnl'),
      align: 'num',
      cell: (row) =>
        row.unrealizedPnl === null ? (
          <Dash />
        ) : (
          <SignedAmount value={row.unrealizedPnl} currency="JPY" />
        ),
    },
    {
      key: 'status',
      header: t('pool.positionColumns.status'),
      cell: (row) => <Badge>{status(row.status)}</Badge>,
    },
    timeColumn('openedAt', t('pool.positionColumns.openedAt'), (row) => row.openedAt),
  ];
  return (
    <Panel title={t('pool.positions')} count={positions.length} table>
      <DataTable
        columns={columns}
        rows={positions}
        rowKey={(row) => row.id}
        empty={t('pool.positionsEmpty')}
        testId="pool-positions"
      />
    </Panel>
  );
}
