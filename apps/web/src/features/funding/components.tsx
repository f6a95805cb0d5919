import { SpinLoading } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { REQUEST_STATUS_KEYS } from '@kabuto/app-kit';
import type { BusinessWindow, UploadPurposeKey, WithdrawalRules } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { uploadImage } from './api';
import { formatAmount, formatDateTime } from './format';
import styles from './funding.module.css';
import { Notice as SharedNotice } from '../../shared/ui/notice';
import { Rows as SharedRows } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/card';

type NoticeProps = Parameters<typeof SharedNotice>[0];

/** The shared notice, with this feature's spacing. */
export function Notice(props: Omit<NoticeProps, 'className'>) {
  return <SharedNotice {...props} className={styles.notice} />;
}

/** Term / value rows, a little roomier here than on the trading screens. */
export function Rows({ children }: { children: ReactNode }) {
  return <SharedRows className={styles.rows}>{children}</SharedRows>;
}

/** A status of a deposit, withdrawal, entry or verification as a small coloured label. */
export function StatusLabel({ status }: { status: string }) {
  // Statuses come from the catalogue the console reads too (docs/adr/0017).
  const { t } = useTranslation('statuses');
  const key = REQUEST_STATUS_KEYS.find((known) => known === status) ?? 'pending';
  return (
    <span className={`${styles.status} ${styles[`status_${key}`] ?? ''}`}>
      {t(`request.${key}`)}
    </span>
  );
}

/** Whether the deposit or withdrawal window is open now, and when it opens next. */
export function WindowState({ window }: { window: BusinessWindow }) {
  const { t } = useTranslation('funding');
  const locale = useLocale();
  return (
    <span
      className={`${styles.pill} ${window.openNow ? styles.pillOpen : styles.pillClosed}`}
      data-testid="window-state"
    >
      {window.alwaysOpen
        ? t('window.openDemo')
        : window.openNow
          ? t('window.open')
          : window.nextOpensAt
            ? t('window.closedUntil', { time: formatDateTime(window.nextOpensAt, locale) })
            : t('window.closed')}
    </span>
  );
}

/**
 * The hours as a sentence: "平日 09:30〜19:30（日本時間、土日祝・年末年始を除く）", or, in the demo
 * (which takes requests at any hour), that it does and what the real hours are.
 */
export function useWindowHours(): (window: BusinessWindow) => string {
  const { t } = useTranslation('funding');
  return (window) =>
    t(window.alwaysOpen ? 'window.hoursDemo' : 'window.hours', {
      opens: window.opensAt,
      closes: window.closesAt,
    });
}

/**
 * Integrity rule 6: everything that can refuse a withdrawal, shown before the first deposit and
 * on the withdraw screen.
 */
export function WithdrawalRulesCard({
  rules,
  title,
  testId = 'withdrawal-rules',
}: {
  rules: WithdrawalRules;
  title?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('funding');
  const windowHours = useWindowHours();
  const money = (value: DecimalString) => formatAmount(value, rules.currency);
  return (
    <Card
      title={title ?? t('rules.title')}
      className={`${styles.card} ${styles.rulesCard}`}
      testId={testId}
    >
      <p className={styles.lead}>{t('rules.lead')}</p>
      <ul className={styles.rules}>
        {!rules.enabled ? <li>{t('rules.disabled')}</li> : null}
        <li>
          {t('rules.minimum')} <strong>{money(rules.minimum)}</strong>
        </li>
        <li>
          {t('rules.maximum')} <strong>{money(rules.maximum)}</strong>
        </li>
        <li>
          {t('rules.fee')}{' '}
          <strong>{/[1-9]/.test(rules.fee) ? money(rules.fee) : t('rules.noFee')}</strong>
        </li>
        <li>
          {t('rules.window')} <strong>{windowHours(rules.window)}</strong>
        </li>
        <li>{t('rules.requires')}</li>
        <li>{t('rules.reviewed')}</li>
        <li>{t('rules.oneAtATime')}</li>
        <li>{t('rules.borrowed')}</li>
        <li>{t('rules.refusal')}</li>
      </ul>
    </Card>
  );
}

type UploadState =
  | { phase: 'empty' }
  | { phase: 'uploading'; preview: string }
  | { phase: 'done'; preview: string; uploadId: number }
  | { phase: 'failed'; preview: string };

/**
 * An image picker that uploads at once: the preview comes from the local file, the upload id
 * from the server once it accepted the image (checked by content, re-encoded).
 */
export function ImageUpload({
  purpose,
  label,
  onUploaded,
  wide = false,
  testId,
}: {
  purpose: UploadPurposeKey;
  label: string;
  onUploaded: (uploadId: number | null) => void;
  wide?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('funding');
  const id = useId();
  const [state, setState] = useState<UploadState>({ phase: 'empty' });
  const preview = state.phase === 'empty' ? null : state.preview;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setState({ phase: 'uploading', preview: url });
    onUploaded(null);
    try {
      const uploadId = await uploadImage(purpose, file);
      setState({ phase: 'done', preview: url, uploadId });
      onUploaded(uploadId);
    } catch {
      setState({ phase: 'failed', preview: url });
    }
  };

  const className = [
    styles.uploadTile,
    wide ? styles.uploadWide : undefined,
    state.phase === 'done' ? styles.uploadDone : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <label className={className} htmlFor={id} data-testid={testId} data-state={state.phase}>
      {preview ? <img className={styles.preview} src={preview} alt={label} /> : null}
      {state.phase === 'empty' ? (
        <>
          <CameraOutline />
          <span className={styles.uploadLabel}>{label}</span>
        </>
      ) : null}
      {state.phase === 'uploading' ? (
        <span className={styles.uploadBadge}>
          <SpinLoading color="white" style={{ '--size': '12px', display: 'inline-flex' }} />{' '}
          {t('upload.uploading')}
        </span>
      ) : null}
      {state.phase === 'done' ? (
        <span className={`${styles.uploadBadge} ${styles.uploadBadgeOk}`}>
          {t('upload.done', { label })}
        </span>
      ) : null}
      {state.phase === 'failed' ? (
        <span className={`${styles.uploadBadge} ${styles.uploadBadgeError}`}>
          {t('upload.failed')}
        </span>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={label}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
