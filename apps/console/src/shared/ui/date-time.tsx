import { formatDateTime } from '../format';
import { Dash, textClass } from './text';

/** A moment in Japan time, or the dash of one that has not come. */
export function DateTime({ iso }: { iso: string | null }) {
  if (iso === null) return <Dash />;
  return (
    <time dateTime={iso} className={textClass({ nowrap: true, tabular: true })}>
      {formatDateTime(iso)}
    </time>
  );
}
