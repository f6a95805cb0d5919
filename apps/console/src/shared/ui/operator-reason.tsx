import { parseLocale, type OperatorReason } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Dash, Text } from './text';

/** An operator's reason as written, with the language it was written in (customers read it so). */
export function OperatorReasonText({ reason }: { reason: OperatorReason | null }) {
  const { t } = useTranslation();
  if (reason === null) return <Dash />;
  const language = parseLocale(reason.locale);
  return (
    <>
      <Text prewrap block>
        <span lang={language ?? undefined}>{reason.text}</span>
      </Text>
      {language ? (
        <Text muted small>
          {t(`language.names.${language}`)}
        </Text>
      ) : null}
    </>
  );
}
