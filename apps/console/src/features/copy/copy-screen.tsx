import { copyAdminApi } from '@kabuto/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { Button, ButtonLink, RefreshButton } from '../../shared/ui/button';
import { idColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { CustomerLink } from '../../shared/ui/links';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { QueryState } from '../../shared/ui/state';
import { Dash, Text } from '../../shared/ui/text';
import {
  useCopyProducts,
  useLeaderAccounts,
  useStrategies,
  type AdminProduct,
  type AdminStrategy,
  type Leader,
} from './api';
import { OpenProductDialog, ProductDialog } from './product-dialogs';
import {
  Basket,
  Count,
  Figure,
  InEveryLanguage,
  Percent,
  ProductStatusBadge,
  StrategyStatusBadge,
  Yen,
  percent,
  useName,
} from './parts';
import { StrategyDialog, SuspendStrategyDialog } from './strategy-dialogs';
import styles from './copy.module.css';

/**
 * Copy trading: every strategy (its rule, basket, status and why it was suspended) and every
 * product (its terms and its pool's figures), newest first. An administrator creates strategies
 * and draft products, opens drafts and suspends strategies here; a product is ended or terminated
 * from its pool's page, where its holdings are in view.
 */
export function CopyScreen() {
  const { t } = useTranslation('copy');
  const strategies = useStrategies();
  const products = useCopyProducts();
  const mayCreateStrategy = useMayCall(copyAdminApi.saveStrategy);
  const mayCreateProduct = useMayCall(copyAdminApi.saveProduct);
  const mayChange = mayCreateStrategy || mayCreateProduct;
  const [creating, setCreating] = useState<'strategy' | 'product' | null>(null);
  const [suspending, setSuspending] = useState<AdminStrategy | null>(null);
  const [opening, setOpening] = useState<AdminProduct | null>(null);
  const active = (strategies.data ?? []).filter((strategy) => strategy.status === 'active');
  const leaders = useLeaderAccounts();
  const strategyColumns = useStrategyColumns(setSuspending, leaders.data);
  const productColumns = useProductColumns(setOpening);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <RefreshButton
              query={{
                refetch: () =>
                  Promise.all([strategies.refetch(), products.refetch(), leaders.refetch()]),
                isFetching: strategies.isFetching || products.isFetching,
              }}
            />
            <ButtonLink to="/copy-leaders">{t('leaders.title')}</ButtonLink>
          </>
        }
      />
      {mayChange ? null : <Notice tone="info">{t('adminOnly')}</Notice>}

      <Panel
        title={t('strategies.title')}
        count={strategies.data?.length}
        table
        testId="copy-strategies"
        actions={
          mayCreateStrategy ? (
            <Button small variant="primary" onClick={() => setCreating('strategy')}>
              {t('strategies.new')}
            </Button>
          ) : undefined
        }
      >
        <QueryState query={strategies}>
          {(rows) => (
            <DataTable
              columns={strategyColumns}
              rows={rows}
              rowKey={(row) => row.id}
              empty={t('strategies.empty')}
              refreshing={strategies.isFetching}
            />
          )}
        </QueryState>
      </Panel>

      <Panel
        title={t('products.title')}
        count={products.data?.length}
        table
        testId="copy-products"
        actions={
          mayCreateProduct ? (
            <Button
              small
              variant="primary"
              disabled={active.length === 0}
              title={active.length === 0 ? t('products.noActiveStrategy') : undefined}
              onClick={() => setCreating('product')}
            >
              {t('products.new')}
            </Button>
          ) : undefined
        }
      >
        <QueryState query={products}>
          {(rows) => (
            <DataTable
              columns={productColumns}
              rows={rows}
              rowKey={(row) => row.id}
              empty={t('products.empty')}
              refreshing={products.isFetching}
            />
          )}
        </QueryState>
        <PanelNote>{t('products.realisedNote')}</PanelNote>
      </Panel>

      {creating === 'strategy' ? <StrategyDialog onClose={() => setCreating(null)} /> : null}
      {creating === 'product' ? (
        <ProductDialog strategies={active} onClose={() => setCreating(null)} />
      ) : null}
      {suspending ? (
        <SuspendStrategyDialog strategy={suspending} onClose={() => setSuspending(null)} />
      ) : null}
      {opening ? <OpenProductDialog product={opening} onClose={() => setOpening(null)} /> : null}
    </>
  );
}

function useStrategyColumns(
  onSuspend: (strategy: AdminStrategy) => void,
  leaders: ReadonlyMap<number, Leader> | undefined,
): Column<AdminStrategy>[] {
  const { t } = useTranslation('copy');
  const nameOf = useName();
  const maySuspend = useMayCall(copyAdminApi.suspendStrategy);
  return [
    idColumn(t('fields.id'), (row) => row.id),
    {
      key: 'kind',
      header: t('fields.kind'),
      cell: (row) => <KindCell strategy={row} leader={leaders?.get(row.id) ?? null} />,
    },
    {
      key: 'names',
      header: t('fields.strategyNames'),
      cell: (row) => <InEveryLanguage names={row.names} nowrap />,
    },
    {
      key: 'rule',
      header: t('fields.rule'),
      cell: (row) =>
        row.rule ? (
          <Text nowrap strong>
            {t(`rules.${row.rule}`)}
          </Text>
        ) : (
          <Dash />
        ),
    },
    { key: 'basket', header: t('fields.basket'), cell: (row) => <Basket symbols={row.basket} /> },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (row) => <StrategyStatusBadge status={row.status} />,
    },
    {
      key: 'suspendReason',
      header: t('fields.suspendReason'),
      wide: true,
      cell: (row) => <InEveryLanguage names={row.suspendReason ?? null} />,
    },
    timeColumn('createdAt', t('fields.createdAt'), (row) => row.createdAt),
    {
      key: 'actions',
      label: t('actions.action'),
      align: 'actions',
      cell: (row) =>
        maySuspend && row.status === 'active' ? (
          <Button
            small
            variant="danger"
            aria-label={t('strategies.suspendNamed', { name: nameOf(row.names) })}
            onClick={() => onSuspend(row)}
          >
            {t('strategies.suspend')}
          </Button>
        ) : null,
    },
  ];
}

function useProductColumns(onOpen: (product: AdminProduct) => void): Column<AdminProduct>[] {
  const { t } = useTranslation('copy');
  const nameOf = useName();
  const mayOpen = useMayCall(copyAdminApi.openProduct);
  const num = (
    key: string,
    header: string,
    cell: (row: AdminProduct) => ReactNode,
  ): Column<AdminProduct> => ({ key, header, align: 'num', cell });
  return [
    idColumn(t('fields.id'), (row) => row.id),
    {
      key: 'names',
      header: t('fields.productAndStrategy'),
      cell: (row) => (
        <>
          <Text strong block>
            {nameOf(row.names)}
          </Text>
          <Text muted small block>
            {nameOf(row.issuer.names)}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (row) => <ProductStatusBadge status={row.status} />,
    },
    num('fundSize', t('fields.fundSize'), (row) => <Yen value={row.fundSize} />),
    num('nav', t('fields.nav'), (row) => <Yen value={row.nav} />),
    num('units', t('fields.units'), (row) => <Figure value={row.units} />),
    num('followers', t('fields.followers'), (row) => <Count count={row.followers} />),
    { key: 'terms', header: t('fields.terms'), cell: (row) => <TermsCell product={row} /> },
    {
      key: 'actions',
      label: t('actions.action'),
      align: 'actions',
      cell: (row) => {
        const name = nameOf(row.names);
        return (
          <span className={styles.rowActions}>
            <ButtonLink to={`/copy/${row.id}`} small aria-label={t('products.poolNamed', { name })}>
              {t('products.pool')}
            </ButtonLink>
            {mayOpen && row.status === 'draft' ? (
              <Button
                small
                variant="primary"
                aria-label={t('products.openNamed', { name })}
                onClick={() => onOpen(row)}
              >
                {t('actions.openProduct')}
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];
}

/** A strategy's kind; a leader strategy's with the account whose trades its pools mirror. */
function KindCell({ strategy, leader }: { strategy: AdminStrategy; leader: Leader | null }) {
  const { t } = useTranslation('copy');
  return (
    <>
      <Text nowrap block>
        {t(`kinds.${strategy.kind}`)}
      </Text>
      {strategy.kind === 'leader' ? (
        <Text small nowrap block>
          {leader ? (
            <CustomerLink customerId={leader.customerId} account={leader.account} />
          ) : (
            <Dash />
          )}
        </Text>
      ) : null}
    </>
  );
}

/** A product's terms in its row: minimum, capacity, lock-up, fee, and a target labeled as one. */
function TermsCell({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('copy');
  return (
    <DefinitionList look="dense">
      <Definition label={t('fields.subscriptionDeadlineAt')}>
        <DateTime iso={product.subscriptionDeadlineAt} />
      </Definition>
      <Definition label={t('fields.minInvestment')}>
        <Yen value={product.minInvestment} />
      </Definition>
      <Definition label={t('fields.capacity')}>
        <Yen value={product.capacity} />
      </Definition>
      <Definition label={t('fields.lockupDays')}>
        <Text tabular nowrap>
          {t('values.days', { count: product.lockupDays })}
        </Text>
      </Definition>
      <Definition label={t('fields.performanceFeeRate')}>
        <Percent rate={product.performanceFeeRate} />
      </Definition>
      <Definition label={t('fields.target')}>
        {product.targetAnnualReturn === null ? (
          <Dash />
        ) : (
          <Text tabular nowrap>
            {t('values.target', { value: percent(product.targetAnnualReturn) })}
          </Text>
        )}
      </Definition>
    </DefinitionList>
  );
}
