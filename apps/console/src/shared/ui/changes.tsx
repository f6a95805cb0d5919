import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { Definition } from './definition-list';
import { textClass } from './text';
import styles from './changes.module.css';

/** The colours of a value taken away or put in, for a line that lays itself out (a diff). */
export function changeColours(kind: 'added' | 'removed'): string | undefined {
  return kind === 'added' ? styles.addedColours : styles.removedColours;
}

/** A value as it was (removed) or as it will be (added); `block` fills its cell. */
export function Marked({
  kind,
  block = false,
  tabular = false,
  children,
}: {
  kind: 'added' | 'removed';
  block?: boolean;
  tabular?: boolean;
  children: ReactNode;
}) {
  const className = cx(styles[kind], textClass({ tabular }));
  return block ? (
    <div className={className}>{children}</div>
  ) : (
    <span className={className}>{children}</span>
  );
}

/** "before → after", each marked; `tabular` where both are figures. */
export function Change({
  before,
  after,
  tabular = true,
}: {
  before: ReactNode;
  after: ReactNode;
  tabular?: boolean;
}) {
  return (
    <>
      <Marked kind="removed" tabular={tabular}>
        {before}
      </Marked>{' '}
      →{' '}
      <Marked kind="added" tabular={tabular}>
        {after}
      </Marked>
    </>
  );
}

export type ChangeRow = { label: string; before: string; after: string };

/**
 * A confirmation's list of what changes (rows of a summary `DefinitionList`): each changed
 * setting before → after, or one line saying that nothing does.
 */
export function ChangeList({ rows }: { rows: readonly ChangeRow[] }) {
  const { t } = useTranslation();
  const changed = rows.filter((row) => row.before !== row.after);
  if (changed.length === 0) {
    return (
      <Definition label={t('settings.changes')} className={textClass({ muted: true })}>
        {t('audit.diff.noChange')}
      </Definition>
    );
  }
  return (
    <>
      {changed.map((row) => (
        <Definition key={row.label} label={row.label}>
          <Change before={row.before} after={row.after} />
        </Definition>
      ))}
    </>
  );
}
