import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../site-config';
import styles from './ui.module.css';

type SupportDetailsProps = { contact: string; hours: string; lead?: string | undefined };

/** Customer support as the operator configured it (support_contact, support_hours). */
export function SupportDetails({ contact, hours, lead }: SupportDetailsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.support}>
      {lead ? <p className={styles.supportLead}>{lead}</p> : null}
      <dl className={styles.supportList}>
        <dt>{t('support.contact')}</dt>
        <dd data-testid="support-contact">{contact}</dd>
        {hours ? (
          <>
            <dt>{t('support.hours')}</dt>
            <dd>{hours}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.supportNote}>{t('support.note')}</p>
    </div>
  );
}

/**
 * Opens a dialog with the support contact; `lead` explains why (e.g. a forgotten password).
 * Dialogs render in their own React root, outside the providers, so the values are passed in. The
 * dialog (antd-mobile) is loaded when first opened: Home offers support, but its first view does
 * not need the library.
 */
export function useSupportDialog() {
  const { t } = useTranslation();
  const { supportContact, supportHours } = useSiteConfig();
  return useCallback(
    (options: { title?: string; lead?: string } = {}) => {
      void import('./overlays').then(({ Dialog }) =>
        Dialog.alert({
          title: options.title ?? t('support.title'),
          content: (
            <SupportDetails contact={supportContact} hours={supportHours} lead={options.lead} />
          ),
          confirmText: t('common.ok'),
        }),
      );
    },
    [t, supportContact, supportHours],
  );
}
