import { adminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { cx } from '../../shared/ui/class-names';
import { editColumn, textColumn } from '../../shared/ui/columns';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { textClass } from '../../shared/ui/text';
import { useSiteConfig, type SiteConfigEntry } from './api';
import { ConfigEditDialog, ValueText } from './config-edit-dialog';
import { useConfigLabel } from './config-labels';
import styles from './config.module.css';

export function ConfigScreen() {
  const { t } = useTranslation();
  const label = useConfigLabel();
  const config = useSiteConfig();
  const mayEdit = useMayCall(adminApi.update);
  const [editing, setEditing] = useState<SiteConfigEntry | null>(null);

  return (
    <>
      <PageHeader title={t('config.title')} subtitle={t('config.subtitle')} />
      {mayEdit ? null : (
        <Notice tone="warning">
          <strong>{t('forbidden', { ns: 'errors' })}</strong>
          <div>{t('config.adminOnly')}</div>
        </Notice>
      )}
      <QueryTable
        query={config}
        rowKey={(entry) => entry.name}
        empty={t('config.empty')}
        columns={[
          textColumn<SiteConfigEntry>(
            'label',
            t('config.columns.label'),
            (entry) => label(entry.name),
            {
              nowrap: true,
            },
          ),
          textColumn<SiteConfigEntry>('name', t('config.columns.name'), (entry) => entry.name, {
            mono: true,
            nowrap: true,
          }),
          {
            key: 'value',
            header: t('config.columns.value'),
            wide: true,
            className: cx(textClass({ mono: true, prewrap: true }), styles.value),
            cell: (entry) => <ValueText value={entry.value} />,
          },
          editColumn<SiteConfigEntry>({
            label: t('common.edit'),
            allowed: mayEdit,
            refused: t('config.adminOnly'),
            onEdit: setEditing,
          }),
        ]}
      />
      {editing ? <ConfigEditDialog entry={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
