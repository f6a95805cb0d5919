import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeColours } from '../../shared/ui/changes';
import { cx } from '../../shared/ui/class-names';
import { Text, VisuallyHidden } from '../../shared/ui/text';
import { diffJson, type DiffLine } from './json-diff';
import styles from './diff-view.module.css';

/** A field's path and its values (the changed ones marked −/+, the kept one as it is). */
function FieldRow({ path, children }: { path: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.path}>{path || '·'}</dt>
      <dd className={styles.values}>{children}</dd>
    </div>
  );
}

/** One side of a change: "− old" or "+ new", the sign named for screen readers. */
function Side({ kind, value }: { kind: 'before' | 'after'; value: string | null }) {
  const { t } = useTranslation();
  if (value === null) return null;
  return (
    <div className={cx(styles.line, changeColours(kind === 'before' ? 'removed' : 'added'))}>
      <span className={styles.sign} aria-hidden="true">
        {kind === 'before' ? '−' : '+'}
      </span>
      <VisuallyHidden>{t(`audit.diff.${kind}`)}</VisuallyHidden>
      {value}
    </div>
  );
}

/**
 * Before and after of an audit entry, git-style: each changed field with its old value (−) and
 * new value (+); fields that kept their value fold away under one line.
 */
export function DiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const lines = diffJson(before, after);
  if (lines.length === 0) return <Text muted>{t('audit.diff.nothing')}</Text>;
  const changed = lines.filter((line) => line.change !== 'unchanged');
  const unchanged = lines.filter((line) => line.change === 'unchanged');
  return (
    <div className={styles.diff}>
      {changed.length > 0 ? (
        <dl className={styles.fields}>
          {changed.map((line: DiffLine) => (
            <FieldRow key={line.path} path={line.path}>
              <Side kind="before" value={line.before} />
              <Side kind="after" value={line.after} />
            </FieldRow>
          ))}
        </dl>
      ) : (
        <Text block muted>
          {t('audit.diff.noChange')}
        </Text>
      )}
      {unchanged.length > 0 ? (
        <details className={styles.unchanged}>
          <summary>{t('audit.diff.unchanged', { count: unchanged.length })}</summary>
          <dl className={styles.fields}>
            {unchanged.map((line) => (
              <FieldRow key={line.path} path={line.path}>
                {line.after}
              </FieldRow>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
