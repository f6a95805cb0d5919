import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Icon, type IconName } from './icons';
import styles from './notice.module.css';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

const ICONS: Record<Tone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

export function Notice({
  tone,
  children,
  action,
}: {
  tone: Tone;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={cx(styles.notice, styles[tone])} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon name={ICONS[tone]} className={styles.icon} />
      <div className={styles.text}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/** A notice's second line (what to do about it), quieter than the first. */
export function NoticeHint({ children }: { children: ReactNode }) {
  return <div className={styles.secondary}>{children}</div>;
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: Tone | 'neutral';
  children: ReactNode;
}) {
  const toned = tone !== 'neutral' && cx(styles.toned, styles[tone]);
  return <span className={cx(styles.badge, toned)}>{children}</span>;
}

/** Badges (and short words) side by side, wrapping when they do not fit. */
export function BadgeRow({ children }: { children: ReactNode }) {
  return <span className={styles.badgeRow}>{children}</span>;
}
