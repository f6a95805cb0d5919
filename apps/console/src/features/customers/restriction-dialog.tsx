import { RESTRICTION_KIND_KEYS } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import { SelectField } from '../../shared/ui/field';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { Text, textClass } from '../../shared/ui/text';
import {
  isRestrictionKind,
  useLiftRestriction,
  useSetRestriction,
  type CustomerDetail,
  type RestrictionKind,
} from './api';

/** Restrictions that end the customer's sessions on the server when set. */
const ENDS_SESSIONS: readonly RestrictionKind[] = ['login_banned', 'disabled'];

export type RestrictionAction =
  { type: 'set' } | { type: 'lift'; kind: RestrictionKind; originalReason: string };

export function RestrictionDialog({
  customer,
  action,
  onClose,
}: {
  customer: CustomerDetail;
  action: RestrictionAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const setRestriction = useSetRestriction();
  const liftRestriction = useLiftRestriction();
  const available = RESTRICTION_KIND_KEYS.filter((kind) => !customer.restrictions.includes(kind));
  const [chosen, setChosen] = useState<RestrictionKind | ''>(
    action.type === 'lift' ? action.kind : '',
  );
  const [kindError, setKindError] = useState<string | null>(null);
  const kind = chosen === '' ? null : chosen;
  const setting = action.type === 'set';

  const context = (
    <DefinitionList look="summary" compact>
      <Definition label={t('restrict.customer')}>
        <Text mono>{customer.account}</Text> <Text muted>#{customer.id}</Text>
      </Definition>
    </DefinitionList>
  );

  const fields = setting ? (
    <SelectField
      label={t('restrict.kind')}
      error={kindError}
      value={chosen}
      onChange={(value) => {
        setChosen(isRestrictionKind(value) ? value : '');
        setKindError(null);
      }}
      placeholder={t('restrict.kindPlaceholder')}
      options={available.map((kind) => ({ value: kind, label: labels.restriction(kind) }))}
    />
  ) : (
    <DefinitionList look="summary" compact>
      <Definition label={t('restrict.kind')}>{labels.restriction(action.kind)}</Definition>
      <Definition label={t('restrict.originalReason')} className={textClass({ prewrap: true })}>
        {action.originalReason}
      </Definition>
    </DefinitionList>
  );

  return (
    <ReasonedActionDialog
      title={setting ? t('restrict.setTitle') : t('restrict.liftTitle')}
      context={context}
      fields={
        setting && available.length === 0 ? (
          <p>
            <Text muted>{t('restrict.allActive')}</Text>
          </p>
        ) : (
          fields
        )
      }
      validate={() => {
        if (kind) return true;
        setKindError(t('restrict.kindRequired'));
        return false;
      }}
      reasonLabel={setting ? t('restrict.reason') : t('restrict.liftReason')}
      reasonHint={t('restrict.reasonHint')}
      confirmLead={setting ? t('restrict.confirmSetLead') : t('restrict.confirmLiftLead')}
      summary={
        <ActionLine label={t('restrict.kind')} action={kind ? labels.restriction(kind) : ''} />
      }
      warning={
        setting && kind && ENDS_SESSIONS.includes(kind) ? t('restrict.endsSessions') : undefined
      }
      confirmLabel={setting ? t('restrict.confirmSet') : t('restrict.confirmLift')}
      danger={setting}
      submit={(reason) => {
        if (!kind)
          return Promise.reject(new Error('The dialog confirmed without a restriction kind.'));
        const change = { customerId: customer.id, kind, reason };
        return setting ? setRestriction.mutateAsync(change) : liftRestriction.mutateAsync(change);
      }}
      done={() => {
        const texts = { account: customer.account, kind: kind ? labels.restriction(kind) : '' };
        return setting ? t('restrict.doneSet', texts) : t('restrict.doneLift', texts);
      }}
      onClose={onClose}
    />
  );
}
