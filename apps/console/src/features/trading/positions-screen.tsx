import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { isOneOf } from '../../shared/labels';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Select } from '../../shared/ui/field';
import { FilterBar, FilterField, FilterInput } from '../../shared/ui/filter-bar';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Loading } from '../../shared/ui/state';
import { useCustomerIdOfAccount, useLendingQuotas, usePositions, type PositionFilter } from './api';
import { useTradingLabels } from './labels';
import {
  GROUP_CHOICES,
  STATUS_CHOICES,
  readCustomerQuery,
  readStatusChoice,
  readSymbol,
  statusesOf,
  type StatusChoice,
} from './position-filter';
import { PositionsTable } from './positions-table';
import styles from './trading.module.css';

type Draft = { status: StatusChoice; symbol: string; customer: string };

/** Orders and positions of every customer, newest first, filtered by status, symbol and customer. */
export function PositionsScreen() {
  const { t } = useTranslation('trading');
  const [params, setParams] = useSearchParams();
  const status = readStatusChoice(params.get('status'));
  const symbol = readSymbol(params.get('symbol'));
  const customerText = (params.get('customer') ?? '').slice(0, 20);
  const customer = readCustomerQuery(customerText);
  const lookup = useCustomerIdOfAccount(customer.kind === 'account' ? customer.account : null);
  const customerId =
    customer.kind === 'id' ? customer.customerId : customer.kind === 'account' ? lookup.data : null;

  function apply(next: Draft) {
    const search = new URLSearchParams();
    if (next.status !== 'all') search.set('status', next.status);
    if (next.symbol.trim()) search.set('symbol', next.symbol.trim().toUpperCase());
    if (next.customer.trim()) search.set('customer', next.customer.trim());
    setParams(search);
  }

  const draft = { status, symbol: params.get('symbol') ?? '', customer: customerText };
  return (
    <>
      <PageHeader title={t('positions.title')} subtitle={t('positions.subtitle')} />
      <PositionFilterBar key={params.toString()} draft={draft} onApply={apply} />
      {params.get('symbol') && !symbol ? (
        <Notice tone="warning">{t('positions.badSymbol')}</Notice>
      ) : null}
      {customer.kind === 'invalid' ? (
        <Notice tone="warning">{t('positions.badCustomer')}</Notice>
      ) : null}
      {lookup.isError ? (
        <ErrorNotice error={lookup.error} onRetry={() => void lookup.refetch()} />
      ) : null}
      {customer.kind === 'account' && lookup.data === null ? (
        <Notice tone="warning">
          {t('positions.noSuchAccount', { account: customer.account })}
        </Notice>
      ) : null}
      {customer.kind === 'account' && lookup.isPending ? <Loading /> : null}
      {customer.kind === 'invalid' ||
      (customer.kind === 'account' && typeof customerId !== 'number') ? null : (
        <PositionsList
          filter={{ statuses: statusesOf(status), symbol, customerId: customerId ?? null }}
        />
      )}
    </>
  );
}

function PositionsList({ filter }: { filter: PositionFilter }) {
  const { t } = useTranslation('trading');
  const list = usePositions(filter);
  return <PositionsTable query={list} showCustomer empty={t('positions.empty')} />;
}

function PositionFilterBar({ draft, onApply }: { draft: Draft; onApply: (draft: Draft) => void }) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  const locale = useLocale();
  const symbols = useLendingQuotas();
  const [next, setNext] = useState(draft);
  const listId = useId();
  const filtered = draft.status !== 'all' || draft.symbol !== '' || draft.customer !== '';
  return (
    <FilterBar
      onApply={() => onApply(next)}
      applyLabel={t('positions.apply')}
      onClear={filtered ? () => onApply({ status: 'all', symbol: '', customer: '' }) : undefined}
      clearLabel={t('positions.clear')}
    >
      <FilterField label={t('fields.status')}>
        <Select
          value={next.status}
          onChange={(value) => setNext({ ...next, status: readStatusChoice(value) })}
          options={STATUS_CHOICES.map((choice) => ({
            value: choice,
            label: isOneOf(GROUP_CHOICES, choice)
              ? t(`positions.statusChoices.${choice}`)
              : labels.status(choice),
          }))}
        />
      </FilterField>
      <FilterField label={t('fields.symbol')}>
        <FilterInput
          mono
          className={styles.symbolInput}
          list={listId}
          maxLength={4}
          placeholder="7203"
          value={next.symbol}
          onChange={(event) => setNext({ ...next, symbol: event.target.value })}
        />
        {/* Suggestions from the listed symbols; typing a code works without them. */}
        <datalist id={listId}>
          {(symbols.data ?? []).map((item) => (
            <option key={item.symbol} value={item.symbol}>
              {item.names[locale]}
            </option>
          ))}
        </datalist>
      </FilterField>
      <FilterField label={t('positions.customer')}>
        <FilterInput
          mono
          wide
          maxLength={20}
          placeholder={t('positions.customerPlaceholder')}
          value={next.customer}
          onChange={(event) => setNext({ ...next, customer: event.target.value })}
        />
      </FilterField>
    </FilterBar>
  );
}
