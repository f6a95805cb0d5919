import { Button } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { useTwoFactorStatus } from '../../shared/api/two-factor-status';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showMessage, showSuccess } from '../../shared/ui/toast';
import { NewRecoveryCodesForm, RecoveryCodes, TurnOffForm } from './two-factor-forms';
import { useConfirmTwoFactor, useStartTwoFactor } from './two-factor-api';
import styles from './two-factor.module.css';

type Enrollment = { secret: string; otpauthUri: string };

/** The secret in groups of four, as apps show it; copied without the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Setting up: the QR code and the key for the app, then its first code turns it on. */
function EnrollForm({
  enrollment,
  onRecoveryCodes,
}: {
  enrollment: Enrollment;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation('activity');
  const { form, field, refuse, showsRefusal } = useFormState(
    { code: '' },
    { serverFields: { two_factor_code_wrong: 'code', two_factor_code_required: 'code' } },
  );
  const confirm = useConfirmTwoFactor({ showsRefusal });
  const copy = () =>
    void navigator.clipboard?.writeText(enrollment.secret).then(
      () => showSuccess(t('twoFactor.copied')),
      () => showMessage(enrollment.secret),
    );
  const submit = () => {
    const code = form.code.replace(/\s+/g, '');
    if (!code) {
      refuse('code', 'two_factor_code_required');
      return;
    }
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => {
        showSuccess(t('twoFactor.turnedOn'));
        onRecoveryCodes(recoveryCodes);
      },
    });
  };
  return (
    <SubmitForm className={styles.panel} onSubmit={submit}>
      <p className={styles.lead}>{t('twoFactor.scan')}</p>
      <div className={styles.qr}>
        <QRCodeSVG value={enrollment.otpauthUri} size={184} title={t('twoFactor.secretLabel')} />
      </div>
      <div className={styles.secret}>
        <div>
          <p className={styles.since}>{t('twoFactor.secretLabel')}</p>
          <code data-testid="two-factor-secret">{grouped(enrollment.secret)}</code>
        </div>
        <Button size="small" onClick={copy}>
          {t('twoFactor.copy')}
        </Button>
      </div>
      <p className={styles.lead}>{t('twoFactor.enterCode')}</p>
      <Field
        {...field('code', 'two-factor-code')}
        kind="oneTimeCode"
        label={t('twoFactor.appCode')}
        placeholder={t('twoFactor.appCodePlaceholder')}
      />
      <SubmitButton loading={confirm.isPending} className={styles.action}>
        {t('twoFactor.confirm')}
      </SubmitButton>
    </SubmitForm>
  );
}

/**
 * /user/twoFactor: two-factor sign-in (docs/two-factor.md). Off: set it up (a QR code and the key
 * for an authenticator app, then a first code). On: since when, the recovery codes left, new
 * recovery codes, turning it off. Recovery codes are shown once, right after they are made.
 */
export function TwoFactorScreen() {
  const { t } = useTranslation('activity');
  const locale = useLocale();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const data = status.data;
  const showCodes = (codes: string[]) => {
    setEnrollment(null);
    setRecoveryCodes(codes);
  };

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (!data) {
    body = status.isError ? <LoadFailed onRetry={() => void status.refetch()} /> : <Loading />;
  } else if (data.on) {
    body = (
      <>
        <section className={styles.panel} data-testid="two-factor-on">
          <div className={styles.state}>
            <span>{t('twoFactor.title')}</span>
            <span className={styles.on}>{t('twoFactor.on')}</span>
          </div>
          <p className={styles.since}>
            {t('twoFactor.onSince', {
              time: formatJapanTime(data.enabledAt ?? '', locale, 'minutes') ?? data.enabledAt,
            })}
          </p>
          <p className={styles.since}>
            {t('twoFactor.recoveryLeft', { count: data.recoveryCodesLeft })}
          </p>
        </section>
        <NewRecoveryCodesForm onRecoveryCodes={showCodes} />
        <TurnOffForm />
      </>
    );
  } else if (enrollment) {
    body = <EnrollForm enrollment={enrollment} onRecoveryCodes={showCodes} />;
  } else {
    body = (
      <section className={styles.panel} data-testid="two-factor-off">
        <div className={styles.state}>
          <span>{t('twoFactor.title')}</span>
          <span className={styles.off}>{t('twoFactor.off')}</span>
        </div>
        <Button
          block
          color="primary"
          size="large"
          className={styles.action}
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setEnrollment })}
          data-testid="two-factor-start"
        >
          {t('twoFactor.start')}
        </Button>
      </section>
    );
  }

  return (
    <Page title={t('twoFactor.title')} backTo="/user/usercenter">
      <p className={styles.lead} style={{ margin: '12px 16px 0' }}>
        {t('twoFactor.intro')}
      </p>
      {body}
    </Page>
  );
}
