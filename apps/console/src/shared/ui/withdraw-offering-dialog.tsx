import type { LocalizedNames } from '@kabuto/contract';
import { sum, type DecimalString } from '@kabuto/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../format';
import { useLocale } from '../i18n/use-locale';
import { Definition, DefinitionList } from './definition-list';
import { Count } from './draw-document';
import { ActionLine, ReasonedActionDialog } from './reasoned-action-dialog';
import { textClass } from './text';

/** The off-auction sections with a withdrawal: each namespace has the same `cancel.*` texts. */
export type WithdrawableNamespace = 'block' | 'bidding';

/**
 * Withdraw an open off-auction offering before its close (finance): every pending request's hold
 * (a block application, a bid) is given back and each is rejected as "offering withdrawn". The
 * reason is the customers' to read, written in the console's language and sent with it; the
 * server audits it (`block.cancel`, `bidding.cancel`).
 */
export function WithdrawOfferingDialog({
  namespace,
  offering,
  requests,
  terms,
  withdraw,
  onClose,
}: {
  namespace: WithdrawableNamespace;
  offering: { id: number; symbol: string; names: LocalizedNames };
  /** The offering's requests as last read: those pending get their hold back. */
  requests: readonly { status: string; amount: DecimalString }[];
  /** The offering's own terms, after its code and name (its status, its price). */
  terms: ReactNode;
  withdraw: (input: { offeringId: number; reason: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const { symbol } = offering;
  const pending = requests.filter((request) => request.status === 'pending');
  const held = sum(pending.map((request) => request.amount));
  return (
    <ReasonedActionDialog
      title={t('cancel.title', { symbol })}
      context={
        <>
          <DefinitionList look="summary" compact>
            <Definition label={t('fields.symbol')} className={textClass({ mono: true })}>
              {symbol}
            </Definition>
            <Definition label={t('columns.name')}>{offering.names[locale]}</Definition>
            {terms}
            <Definition label={t('cancel.holdsReleased')}>
              <Count count={pending.length} />
            </Definition>
            <Definition label={t('cancel.amountReleased')}>
              {`${formatAmount(held, 'JPY')} JPY`}
            </Definition>
          </DefinitionList>
          <p className={textClass({ muted: true, small: true })}>{t('cancel.context')}</p>
        </>
      }
      reasonLabel={t('cancel.reason')}
      reasonHint={t('cancel.reasonHint', { language: tMain(`language.names.${locale}`) })}
      confirmLead={t('cancel.confirmLead')}
      summary={<ActionLine label={t('cancel.action')} action={t('cancel.withdraw')} />}
      warning={t('cancel.warning')}
      confirmLabel={t('cancel.confirm')}
      danger
      submit={(reason) => withdraw({ offeringId: offering.id, reason })}
      done={() => t('cancel.done', { symbol })}
      onClose={onClose}
    />
  );
}
