import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

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
    <div className={`notice notice-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon name={ICONS[tone]} className="notice-icon" />
      <div className="notice-text">{children}</div>
      {action ? <div className="notice-action">{action}</div> : null}
    </div>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: Tone | 'neutral';
  children: ReactNode;
}) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
