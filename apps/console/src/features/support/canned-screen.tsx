import { LOCALES, supportAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { Button, RefreshButton } from '../../shared/ui/button';
import { editColumn, idColumn, textColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { BackLink, PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { useCannedReplies, type SupportCannedReply } from './api';
import { CannedDialog } from './canned-dialog';
import styles from './support.module.css';

function useCannedColumns(
  mayEdit: boolean,
  onEdit: (reply: SupportCannedReply) => void,
): Column<SupportCannedReply>[] {
  const { t } = useTranslation();
  return [
    {
      ...idColumn(t('supportDesk.cannedEditor.columns.id'), (reply) => reply.id),
      width: styles.colId,
    },
    {
      ...textColumn('title', t('supportDesk.cannedEditor.columns.title'), (reply) => reply.title, {
        strong: true,
      }),
      width: styles.colTitle,
    },
    ...LOCALES.map((language): Column<SupportCannedReply> => ({
      key: language,
      header: t(`language.names.${language}`),
      width: styles.colText,
      cell: (reply) => (
        <span lang={language} className={styles.cannedText}>
          {reply.texts[language]}
        </span>
      ),
    })),
    {
      ...editColumn({
        label: t('common.edit'),
        allowed: mayEdit,
        named: (reply) => reply.title,
        onEdit,
      }),
      width: styles.colEdit,
    },
  ];
}

/**
 * The support desk's canned replies (docs/support.md): each written once in every language, the
 * customer receiving the one they write in; adding and changing one are audited with a reason.
 */
export function CannedRepliesScreen() {
  const { t } = useTranslation();
  const canned = useCannedReplies();
  const mayEdit = useMayCall(supportAdminApi.saveCanned);
  const [editing, setEditing] = useState<SupportCannedReply | 'new' | null>(null);
  const columns = useCannedColumns(mayEdit, setEditing);
  return (
    <>
      <PageHeader
        breadcrumb={<BackLink to="/support">{t('supportDesk.title')}</BackLink>}
        title={t('supportDesk.cannedEditor.title')}
        subtitle={t('supportDesk.cannedEditor.subtitle')}
        actions={
          <>
            <RefreshButton query={canned} />
            <Button variant="primary" disabled={!mayEdit} onClick={() => setEditing('new')}>
              {t('supportDesk.cannedEditor.add')}
            </Button>
          </>
        }
      />
      <QueryTable
        query={canned}
        rowKey={(reply) => reply.id}
        empty={t('supportDesk.cannedEditor.empty')}
        columns={columns}
        fixed
        testId="canned-replies"
      />
      {editing ? (
        <CannedDialog reply={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
