import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {t('app.loading')}
    </div>
  );
}

export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr className="empty-row">
      <td colSpan={columns}>{text}</td>
    </tr>
  );
}
