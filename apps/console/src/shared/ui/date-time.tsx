import { formatDateTime } from '../format';

export function DateTime({ iso }: { iso: string | null }) {
  if (iso === null) return <span className="muted">—</span>;
  return (
    <time dateTime={iso} className="nowrap tabular">
      {formatDateTime(iso)}
    </time>
  );
}
