import { loanAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { AuditLink } from '../../shared/ui/audit-link';
import { Button } from '../../shared/ui/button';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote, Stack } from '../../shared/ui/panel';
import { QueryState } from '../../shared/ui/state';
import { Text, textClass } from '../../shared/ui/text';
import { useCreditSettings, type CreditSettings } from './api';
import { Rate, Yen } from './parts';
import { LEGAL_CAPS } from './rates';
import { CreditSettingsDialog } from './settings-dialog';
import { scoreRange } from './settings-form';
import styles from './credit.module.css';

type Band = CreditSettings['bands'][number];
type Product = CreditSettings['products'][number];

/**
 * The credit settings in force (docs/credit.md): the published limit table by score, the loan
 * products with their rates beside the legal caps, and the amount above which an approval needs
 * a second operator. Every desk that reviews reads them; the administrator changes them, with a
 * reason, in the audit log. Nobody sets a customer's score: it comes from facts.
 */
export function CreditSettingsScreen() {
  const { t } = useTranslation('credit');
  const settings = useCreditSettings();
  const mayEdit = useMayCall(loanAdminApi.saveSettings);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        actions={
          <>
            <AuditLink targetType="credit_settings">{t('settings.auditLink')}</AuditLink>
            <Button
              variant="primary"
              disabled={!mayEdit || !settings.data}
              onClick={() => setEditing(true)}
            >
              {t('common.edit', { ns: 'translation' })}
            </Button>
          </>
        }
      />
      {mayEdit ? null : <Notice tone="info">{t('settings.adminOnly')}</Notice>}
      <QueryState query={settings}>{(data) => <SettingsView settings={data} />}</QueryState>
      {settings.data && editing ? (
        <CreditSettingsDialog settings={settings.data} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}

function SettingsView({ settings }: { settings: CreditSettings }) {
  const { t } = useTranslation('credit');
  return (
    <Columns>
      <Stack>
        <Panel title={t('settings.bands.title')} table testId="credit-bands">
          <BandsTable bands={settings.bands} />
          <PanelNote>{t('settings.bands.note')}</PanelNote>
        </Panel>
        <Panel title={t('settings.threshold.title')} testId="credit-threshold">
          <DefinitionList look="ruled" wideLabels>
            <Definition label={t('settings.threshold.value')} className={styles.amountLarge}>
              <Yen value={settings.secondApprovalAbove} />
            </Definition>
          </DefinitionList>
          <PanelNote>{t('settings.threshold.note')}</PanelNote>
        </Panel>
      </Stack>
      <Panel title={t('settings.products.title')} table testId="credit-products">
        <ProductsTable products={settings.products} />
        <PanelNote>{t('settings.legalCaps', LEGAL_CAPS)}</PanelNote>
      </Panel>
    </Columns>
  );
}

function BandsTable({ bands }: { bands: readonly Band[] }) {
  const { t } = useTranslation('credit');
  const columns: Column<Band>[] = [
    {
      key: 'scores',
      header: t('settings.bands.columns.scores'),
      className: textClass({ tabular: true, strong: true }),
      cell: (_band, index) => scoreRange(bands, index),
    },
    {
      key: 'share',
      header: t('settings.bands.columns.share'),
      align: 'num',
      cell: (band) => <Rate fraction={band.collateralShare} />,
    },
    {
      key: 'maxLimit',
      header: t('settings.bands.columns.maxLimit'),
      align: 'num',
      cell: (band) => <Yen value={band.maxLimit} />,
    },
  ];
  return <DataTable columns={columns} rows={bands} rowKey={(band) => band.minScore} />;
}

function ProductsTable({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation('credit');
  const columns: Column<Product>[] = [
    {
      key: 'id',
      header: t('settings.products.columns.id'),
      className: textClass({ mono: true }),
      cell: (product) => product.id,
    },
    {
      key: 'termDays',
      header: t('settings.products.columns.termDays'),
      align: 'num',
      cell: (product) => t('units.days', { count: product.termDays }),
    },
    {
      key: 'annualRate',
      header: t('settings.products.columns.annualRate'),
      align: 'num',
      cell: (product) => (
        <>
          <Rate fraction={product.annualRate} />{' '}
          <Text muted small>
            {t('settings.capShort', { cap: LEGAL_CAPS.annual })}
          </Text>
        </>
      ),
    },
    {
      key: 'lateRate',
      header: t('settings.products.columns.lateRate'),
      align: 'num',
      cell: (product) => (
        <>
          <Rate fraction={product.lateAnnualRate} />{' '}
          <Text muted small>
            {t('settings.capShort', { cap: LEGAL_CAPS.late })}
          </Text>
        </>
      ),
    },
  ];
  return <DataTable columns={columns} rows={products} rowKey={(product) => product.id} />;
}
