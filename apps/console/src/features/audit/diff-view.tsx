import { useTranslation } from 'react-i18next';
import { diffJson, type DiffLine } from './json-diff';

function ChangedField({ line }: { line: DiffLine }) {
  const { t } = useTranslation();
  return (
    <div className="diff-field-row">
      <dt className="diff-path">{line.path || '·'}</dt>
      <dd className="diff-values">
        {line.before !== null ? (
          <div className="diff-line diff-line-before">
            <span className="diff-sign" aria-hidden="true">
              −
            </span>
            <span className="visually-hidden">{t('audit.diff.before')}</span>
            {line.before}
          </div>
        ) : null}
        {line.after !== null ? (
          <div className="diff-line diff-line-after">
            <span className="diff-sign" aria-hidden="true">
              +
            </span>
            <span className="visually-hidden">{t('audit.diff.after')}</span>
            {line.after}
          </div>
        ) : null}
      </dd>
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
  if (lines.length === 0) return <span className="muted">{t('audit.diff.nothing')}</span>;
  const changed = lines.filter((line) => line.change !== 'unchanged');
  const unchanged = lines.filter((line) => line.change === 'unchanged');
  return (
    <div className="diff">
      {changed.length > 0 ? (
        <dl className="diff-fields">
          {changed.map((line) => (
            <ChangedField key={line.path} line={line} />
          ))}
        </dl>
      ) : (
        <div className="muted">{t('audit.diff.noChange')}</div>
      )}
      {unchanged.length > 0 ? (
        <details className="diff-unchanged">
          <summary>{t('audit.diff.unchanged', { count: unchanged.length })}</summary>
          <dl className="diff-fields">
            {unchanged.map((line) => (
              <div key={line.path} className="diff-field-row">
                <dt className="diff-path">{line.path || '·'}</dt>
                <dd className="diff-values">{line.after}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
