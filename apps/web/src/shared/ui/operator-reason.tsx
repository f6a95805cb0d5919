import type { Locale, OperatorReason } from '@kabuto/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import styles from './operator-reason.module.css';

/** The language to name beside a reason: its own, when that is known and not the reader's. */
export function otherLanguage(reason: OperatorReason, reader: Locale): Locale | null {
  return reason.locale !== null && reason.locale !== reader ? reason.locale : null;
}

/**
 * Words an operator wrote for the customer (a rejection's or a restriction's reason), as written:
 * they are not translated, so when they are in another language than the reader's they carry a
 * small tag naming it ("英語", "英文", "English"), and the text its `lang` (screen readers read it
 * in its own language). docs/adr/0020-operator-data-per-language.md.
 */
export function OperatorReasonText({ reason }: { reason: OperatorReason }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const other = otherLanguage(reason, locale);
  return (
    <>
      <span lang={reason.locale ?? undefined} data-testid="operator-reason">
        {reason.text}
      </span>
      {other ? (
        <span
          className={styles.language}
          title={t('language.writtenIn', { language: t(`language.inLanguage.${other}`) })}
          data-testid="operator-reason-language"
        >
          {t(`language.inLanguage.${other}`)}
        </span>
      ) : null}
    </>
  );
}

/** Stands for the reason in a sentence's translation until it is drawn as OperatorReasonText. */
const SLOT = '\u2063reason\u2063';

/** A translated sentence cut where it names the reason (`{{reason}}`): the text around it. */
export function sentenceAround(sentence: (reason: string) => string): string[] {
  return sentence(SLOT).split(SLOT);
}

/**
 * A translated sentence that names the reason (`sentence` gets `{{reason}}`), with the reason
 * drawn in its place by OperatorReasonText, tag and all; without a reason, `none` stands there.
 */
export function SentenceWithReason({
  sentence,
  reason,
  none = '—',
}: {
  sentence: (reason: string) => string;
  reason: OperatorReason | null;
  none?: string;
}) {
  if (!reason) return <>{sentence(none)}</>;
  const parts = sentenceAround(sentence);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <OperatorReasonText reason={reason} /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
