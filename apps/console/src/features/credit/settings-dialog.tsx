import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDecimal } from '../../shared/format';
import { Change } from '../../shared/ui/changes';
import { Definition } from '../../shared/ui/definition-list';
import { FormError } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useSaveCreditSettings, type CreditSettings } from './api';
import { fractionToPercent } from './rates';
import { BandsEditor, ProductsEditor, ThresholdField } from './settings-fields';
import {
  fromDraft,
  settingsChanges,
  toDraft,
  type CreditDraft,
  type Problems,
  type SettingsChange,
} from './settings-form';
import styles from './credit.module.css';

type Band = CreditSettings['bands'][number];
type Product = CreditSettings['products'][number];

/**
 * Edit the limit table, the products and the threshold at once (the server takes the whole
 * settings), with the reason for the audit log; the confirmation lists each row that changes.
 */
export function CreditSettingsDialog({
  settings,
  onClose,
}: {
  settings: CreditSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation('credit');
  const save = useSaveCreditSettings();
  const [draft, setDraft] = useState<CreditDraft>(() => toDraft(settings));
  const [problems, setProblems] = useState<Problems>({});
  const [unchanged, setUnchanged] = useState(false);
  const result = fromDraft(draft);
  const next = result.ok ? result.settings : null;
  const changes = next ? settingsChanges(settings, next) : [];

  const edit = (change: (draft: CreditDraft) => CreditDraft) => {
    setDraft(change);
    // What was wrong is shown again when the operator next asks to go on.
    setProblems({});
    setUnchanged(false);
  };

  return (
    <ReasonedActionDialog
      wide
      title={t('edit.title')}
      context={t('edit.context')}
      fields={
        <div className={styles.editForm}>
          <BandsEditor bands={draft.bands} problems={problems} edit={edit} />
          <ProductsEditor products={draft.products} problems={problems} edit={edit} />
          <ThresholdField value={draft.secondApprovalAbove} problems={problems} edit={edit} />
          {problems.form || problems.bands || problems.products ? (
            <FormError>
              {t(`edit.errors.${problems.form ?? problems.bands ?? 'rowCount'}`)}
            </FormError>
          ) : null}
          {unchanged ? <FormError>{t('edit.unchanged')}</FormError> : null}
        </div>
      }
      validate={() => {
        if (!result.ok) {
          setProblems(result.problems);
          return false;
        }
        if (changes.length === 0) {
          setUnchanged(true);
          return false;
        }
        return true;
      }}
      reasonLabel={t('edit.reason')}
      confirmLead={t('edit.confirmLead')}
      summary={<ChangeLines changes={changes} />}
      warning={t('edit.warning')}
      confirmLabel={t('edit.confirm')}
      submit={(reason) => {
        if (!next) return Promise.reject(new Error('validated before the confirmation step'));
        return save.mutateAsync({ settings: next, reason });
      }}
      done={() => t('edit.done')}
      onClose={onClose}
    />
  );
}

function useChangeText() {
  const { t } = useTranslation('credit');
  const percent = (fraction: Band['collateralShare']) =>
    `${formatDecimal(fractionToPercent(fraction))}%`;
  return {
    band: (band: Band | null) =>
      band
        ? t('edit.bandText', {
            score: String(band.minScore),
            share: percent(band.collateralShare),
            cap: `${formatAmount(band.maxLimit, 'JPY')} JPY`,
          })
        : t('edit.none'),
    product: (product: Product | null) =>
      product
        ? t('edit.productText', {
            days: String(product.termDays),
            rate: percent(product.annualRate),
            late: percent(product.lateAnnualRate),
          })
        : t('edit.none'),
  };
}

/** The confirmation's lines: each band, product or the threshold, before → after. */
function ChangeLines({ changes }: { changes: readonly SettingsChange[] }) {
  const { t } = useTranslation('credit');
  const text = useChangeText();
  return (
    <>
      {changes.map((change) => {
        switch (change.kind) {
          case 'band':
            return (
              <Definition
                key={`band-${change.index}`}
                label={t('edit.bandRow', { row: String(change.index + 1) })}
              >
                <Change before={text.band(change.before)} after={text.band(change.after)} />
              </Definition>
            );
          case 'product':
            return (
              <Definition
                key={`product-${change.id}`}
                label={t('edit.productRow', { id: change.id })}
              >
                <Change before={text.product(change.before)} after={text.product(change.after)} />
              </Definition>
            );
          case 'threshold':
            return (
              <Definition key="threshold" label={t('settings.threshold.label')}>
                <Change
                  before={`${formatAmount(change.before, 'JPY')} JPY`}
                  after={`${formatAmount(change.after, 'JPY')} JPY`}
                />
              </Definition>
            );
        }
      })}
    </>
  );
}
