import {
  CheckCircleOutline,
  ExclamationCircleOutline,
  InformationCircleOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'warn' | 'error' | 'ok';

const TONE_CLASS: Record<NoticeTone, string | undefined> = {
  info: styles.info,
  warn: styles.warn,
  error: styles.error,
  ok: styles.ok,
};

/**
 * A coloured box that explains a rule or a state. An error is announced (role alert); the others
 * are notes. `className` places it (each screen's spacing).
 */
export function Notice({
  tone = 'info',
  title,
  children,
  testId,
  className,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  testId?: string;
  className?: string;
}) {
  const icon =
    tone === 'ok' ? (
      <CheckCircleOutline />
    ) : tone === 'info' ? (
      <InformationCircleOutline />
    ) : (
      <ExclamationCircleOutline />
    );
  return (
    <div
      className={[styles.notice, TONE_CLASS[tone], className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'note'}
      data-testid={testId}
    >
      {icon}
      <div>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
