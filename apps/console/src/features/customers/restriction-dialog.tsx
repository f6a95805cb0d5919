import { RESTRICTION_KIND_KEYS } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import { Field } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useToast } from '../../shared/ui/toast';
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
  const notify = useToast();
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
    <dl className="summary-list compact">
      <div>
        <dt>{t('restrict.customer')}</dt>
        <dd>
          <span className="mono">{customer.account}</span>{' '}
          <span className="muted">#{customer.id}</span>
        </dd>
      </div>
    </dl>
  );

  const fields = setting ? (
    <Field label={t('restrict.kind')} error={kindError}>
      {(control) => (
        <select
          {...control}
          value={chosen}
          onChange={(event) => {
            const value = event.target.value;
            setChosen(isRestrictionKind(value) ? value : '');
            setKindError(null);
          }}
        >
          <option value="">{t('restrict.kindPlaceholder')}</option>
          {available.map((option) => (
            <option key={option} value={option}>
              {labels.restriction(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  ) : (
    <dl className="summary-list compact">
      <div>
        <dt>{t('restrict.kind')}</dt>
        <dd>{labels.restriction(action.kind)}</dd>
      </div>
      <div>
        <dt>{t('restrict.originalReason')}</dt>
        <dd className="prewrap">{action.originalReason}</dd>
      </div>
    </dl>
  );

  return (
    <ReasonedActionDialog
      title={setting ? t('restrict.setTitle') : t('restrict.liftTitle')}
      context={context}
      fields={
        setting && available.length === 0 ? (
          <p className="muted">{t('restrict.allActive')}</p>
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
        <div>
          <dt>{t('restrict.kind')}</dt>
          <dd>
            <strong>{kind ? labels.restriction(kind) : null}</strong>
          </dd>
        </div>
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
      onClose={onClose}
      onDone={() => {
        if (kind) {
          const texts = { account: customer.account, kind: labels.restriction(kind) };
          notify(setting ? t('restrict.doneSet', texts) : t('restrict.doneLift', texts));
        }
        onClose();
      }}
    />
  );
}
