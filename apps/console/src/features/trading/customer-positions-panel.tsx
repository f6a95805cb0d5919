import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../shared/ui/button';
import { usePositions } from './api';
import { statusesOf } from './position-filter';
import { PositionsTable } from './positions-table';

const TABS = ['open', 'ended', 'all'] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 20;

/** On the customer page: that customer's orders and positions, each linking to its detail. */
export function CustomerPositionsPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation('trading');
  const [tab, setTab] = useState<Tab>('open');
  const list = usePositions({ statuses: statusesOf(tab), symbol: '', customerId }, PAGE_SIZE);
  return (
    <PositionsTable
      query={list}
      showCustomer={false}
      empty={t(`customerPanel.empty.${tab}`)}
      title={t('customerPanel.title')}
      tabs={{
        options: TABS,
        value: tab,
        onChange: setTab,
        text: (option) => t(`customerPanel.tabs.${option}`),
      }}
      actions={
        <ButtonLink small to={`/positions?customer=${customerId}`}>
          {t('customerPanel.openList')}
        </ButtonLink>
      }
      panelTestId="customer-positions"
    />
  );
}
