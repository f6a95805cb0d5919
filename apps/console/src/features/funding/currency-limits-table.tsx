import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { editColumn, textColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { Panel } from '../../shared/ui/panel';
import type { FundingSettings } from './api';
import { OnOff } from './settings-parts';

type CurrencyLimits = FundingSettings['currencies'][number];

/** A column of one amount of the currency's limits. */
function amountColumn(
  key: 'depositMin' | 'depositMax' | 'withdrawMin' | 'withdrawMax' | 'withdrawFee',
  header: string,
): Column<CurrencyLimits> {
  return {
    key,
    header,
    align: 'num',
    cell: (limits) => formatAmount(limits[key], limits.currency),
  };
}

/** Each currency's limits, fee and quick amounts, one row each. */
export function CurrencyLimitsTable({
  currencies,
  mayEdit,
  onEdit,
}: {
  currencies: CurrencyLimits[];
  mayEdit: boolean;
  onEdit: (limits: CurrencyLimits) => void;
}) {
  const { t } = useTranslation();
  const column = (key: Parameters<typeof amountColumn>[0]) =>
    amountColumn(key, t(`settings.columns.${key}`));
  return (
    <Panel table title={t('settings.currencies')}>
      <DataTable
        rows={currencies}
        rowKey={(limits) => limits.currency}
        columns={[
          textColumn<CurrencyLimits>(
            'currency',
            t('settings.columns.currency'),
            (limits) => limits.currency,
            { mono: true, strong: true },
          ),
          {
            key: 'deposits',
            header: t('settings.columns.deposits'),
            cell: (limits) => <OnOff on={limits.depositsEnabled} />,
          },
          column('depositMin'),
          column('depositMax'),
          textColumn<CurrencyLimits>(
            'quickAmounts',
            t('settings.columns.quickAmounts'),
            (limits) =>
              limits.quickAmounts
                .map((amount) => formatAmount(amount, limits.currency))
                .join(' / '),
            { small: true, tabular: true },
          ),
          {
            key: 'withdrawals',
            header: t('settings.columns.withdrawals'),
            cell: (limits) => <OnOff on={limits.withdrawalsEnabled} />,
          },
          column('withdrawMin'),
          column('withdrawMax'),
          column('withdrawFee'),
          editColumn<CurrencyLimits>({
            label: t('common.edit'),
            allowed: mayEdit,
            named: (limits) => t('settings.editCurrency', { currency: limits.currency }),
            onEdit,
          }),
        ]}
      />
    </Panel>
  );
}
