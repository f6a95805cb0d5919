import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasRole } from '../../shared/operator';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { useSiteConfig, type SiteConfigEntry } from './api';
import { ConfigEditDialog } from './config-edit-dialog';
import { useConfigLabel } from './config-labels';

/** The server's roles for /config/update. */
const EDIT_ROLES = ['admin'] as const;

export function ConfigScreen() {
  const { t } = useTranslation();
  const label = useConfigLabel();
  const config = useSiteConfig();
  const mayEdit = useHasRole(EDIT_ROLES);
  const [editing, setEditing] = useState<SiteConfigEntry | null>(null);
  const entries = config.data ?? [];

  return (
    <>
      <PageHeader title={t('config.title')} subtitle={t('config.subtitle')} />
      {mayEdit ? null : (
        <Notice tone="warning">
          <strong>{t('forbidden', { ns: 'errors' })}</strong>
          <div>{t('config.adminOnly')}</div>
        </Notice>
      )}
      {config.isError ? (
        <ErrorNotice error={config.error} onRetry={() => void config.refetch()} />
      ) : null}
      {config.isPending ? <Loading /> : null}
      {config.data ? (
        <div className="panel table-panel">
          <table className="table">
            <thead>
              <tr>
                <th>{t('config.columns.label')}</th>
                <th>{t('config.columns.name')}</th>
                <th className="wide">{t('config.columns.value')}</th>
                <th aria-label={t('common.edit')} />
              </tr>
            </thead>
            <tbody>
              {entries.length === 0 ? <EmptyRow columns={4} text={t('config.empty')} /> : null}
              {entries.map((entry) => (
                <tr key={entry.name}>
                  <td className="nowrap">{label(entry.name)}</td>
                  <td className="mono nowrap">{entry.name}</td>
                  <td className="mono prewrap value-cell">
                    {entry.value === '' ? (
                      <span className="muted">{t('config.emptyValue')}</span>
                    ) : (
                      entry.value
                    )}
                  </td>
                  <td className="actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={!mayEdit}
                      title={mayEdit ? undefined : t('config.adminOnly')}
                      onClick={() => setEditing(entry)}
                    >
                      {t('common.edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? <ConfigEditDialog entry={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
