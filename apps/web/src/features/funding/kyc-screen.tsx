import { useQuery } from '@tanstack/react-query';
import { Button, Selector } from 'antd-mobile';
import { CheckCircleOutline, ClockCircleOutline } from 'antd-mobile-icons';
import {
  DOCUMENT_TYPE_KEYS,
  isJapaneseDocument,
  kycSubmitRequest,
  type DocumentType,
} from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm } from '../../shared/forms';
import { useLocale } from '../../shared/i18n/use-locale';
import { Field } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { kycStatusQuery, useSubmitKyc } from './api';
import { ImageUpload, Notice, Row, Rows } from './components';
import { formatDateTime } from './format';
import styles from './funding.module.css';

function KycForm() {
  const { t } = useTranslation('funding');
  const locale = useLocale();
  const submit = useSubmitKyc();
  const [documentType, setDocumentType] = useState<DocumentType>(
    locale === 'ja' ? 'my_number_card' : 'national_id',
  );
  const [form, setForm] = useState({ name: '', katakanaName: '', idNumber: '' });
  const [frontUploadId, setFront] = useState<number | null>(null);
  const [backUploadId, setBack] = useState<number | null>(null);
  const japanese = isJapaneseDocument(documentType);

  const send = () => {
    const body = checkForm(kycSubmitRequest, {
      name: form.name,
      idNumber: form.idNumber,
      katakanaName: form.katakanaName,
      documentType,
      frontUploadId: frontUploadId ?? undefined,
      backUploadId: backUploadId ?? undefined,
    });
    if (!body) return;
    submit.mutate(body, { onSuccess: () => showSuccess(t('kyc.submitted')) });
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      noValidate
    >
      <span className={styles.label}>{t('kyc.documentType')}</span>
      <Selector
        className={styles.selector}
        columns={2}
        showCheckMark={false}
        value={[documentType]}
        onChange={(values) => {
          const next = values[0];
          if (next) setDocumentType(next);
        }}
        options={DOCUMENT_TYPE_KEYS.map((key) => ({
          value: key,
          label: t(`kyc.documents.${key}`),
        }))}
      />
      <div style={{ height: 16 }} />
      <Field
        label={t('kyc.name')}
        name="name"
        value={form.name}
        onChange={(name) => setForm((current) => ({ ...current, name }))}
        placeholder={t('kyc.namePlaceholder')}
        autoComplete="name"
        maxLength={100}
      />
      {japanese ? (
        <Field
          label={t('kyc.katakanaName')}
          name="katakana-name"
          value={form.katakanaName}
          onChange={(katakanaName) => setForm((current) => ({ ...current, katakanaName }))}
          placeholder={t('kyc.katakanaPlaceholder')}
          maxLength={100}
        />
      ) : null}
      <Field
        label={t(`kyc.idNumberLabels.${documentType}`)}
        name="id-number"
        value={form.idNumber}
        onChange={(idNumber) => setForm((current) => ({ ...current, idNumber }))}
        placeholder={t(`kyc.idNumberPlaceholders.${documentType}`)}
        inputMode={
          documentType === 'my_number_card' || documentType === 'drivers_license'
            ? 'numeric'
            : 'text'
        }
        autoComplete="off"
        maxLength={40}
      />
      <span className={styles.label}>{t('kyc.images')}</span>
      <div className={styles.uploads}>
        <ImageUpload
          purpose="id_front"
          label={t('kyc.front')}
          onUploaded={setFront}
          testId="upload-front"
        />
        <ImageUpload
          purpose="id_back"
          label={t('kyc.back')}
          onUploaded={setBack}
          testId="upload-back"
        />
      </div>
      <p className={styles.note}>{t('kyc.imagesHint')}</p>
      <p className={styles.note}>{t('kyc.privacy')}</p>
      <div className={styles.actions}>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submit.isPending}
          disabled={frontUploadId === null || backUploadId === null}
        >
          {t('kyc.submit')}
        </Button>
      </div>
    </form>
  );
}

/** /user/bandCard: real-name verification, its state, and resubmission after a rejection. */
export function KycScreen() {
  const { t } = useTranslation('funding');
  const locale = useLocale();
  const status = useQuery(kycStatusQuery);
  const data = status.data;

  let body;
  if (!data) {
    body = status.isError ? <LoadFailed onRetry={() => void status.refetch()} /> : <Loading />;
  } else if (data.status === 'pending' || data.status === 'verified') {
    const verified = data.status === 'verified';
    body = (
      <section className={`${styles.card} ${styles.statusCard}`} data-testid="kyc-state">
        <span
          className={`${styles.statusIcon} ${verified ? styles.statusIconOk : styles.statusIconPending}`}
        >
          {verified ? <CheckCircleOutline /> : <ClockCircleOutline />}
        </span>
        <h2 className={styles.statusHeading}>
          {verified ? t('kyc.verifiedTitle') : t('kyc.pendingTitle')}
        </h2>
        <p className={styles.lead}>{verified ? t('kyc.verifiedBody') : t('kyc.pendingBody')}</p>
        <Rows>
          {data.name ? <Row term={t('kyc.name')}>{data.name}</Row> : null}
          {data.documentType ? (
            <Row term={t('kyc.documentType')}>{t(`kyc.documents.${data.documentType}`)}</Row>
          ) : null}
          {data.idNumber ? <Row term={t('kyc.idNumber')}>{data.idNumber}</Row> : null}
          {data.submittedAt ? (
            <Row term={t('kyc.submittedAt')}>{formatDateTime(data.submittedAt, locale)}</Row>
          ) : null}
          {data.reviewedAt ? (
            <Row term={t('kyc.reviewedAt')}>{formatDateTime(data.reviewedAt, locale)}</Row>
          ) : null}
        </Rows>
      </section>
    );
  } else {
    body = (
      <>
        {data.status === 'rejected' ? (
          <Notice tone="error" title={t('kyc.rejectedTitle')} testId="kyc-rejected">
            <p>{t('kyc.rejectedReason', { reason: data.rejectReason ?? '—' })}</p>
            <p>{t('kyc.resubmit')}</p>
          </Notice>
        ) : (
          <Notice tone="info">
            <p>{t('kyc.intro')}</p>
          </Notice>
        )}
        <KycForm />
      </>
    );
  }

  return (
    <Page title={t('kyc.title')} backTo="/user/usercenter">
      {body}
    </Page>
  );
}
