import { useQuery } from '@tanstack/react-query';
import { Selector } from 'antd-mobile';
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
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { Row } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/card';
import { SentenceWithReason } from '../../shared/ui/operator-reason';
import { kycStatusQuery, useSubmitKyc } from './api';
import { ImageUpload, Notice, Rows } from './components';
import { formatDateTime } from './format';
import styles from './funding.module.css';

function KycForm() {
  const { t } = useTranslation('funding');
  const locale = useLocale();
  const submit = useSubmitKyc();
  const [documentType, setDocumentType] = useState<DocumentType>(
    locale === 'ja' ? 'my_number_card' : 'national_id',
  );
  const { form, field } = useFormState({ name: '', katakanaName: '', idNumber: '' });
  const [frontUploadId, setFront] = useState<number | null>(null);
  const [backUploadId, setBack] = useState<number | null>(null);
  const japanese = isJapaneseDocument(documentType);
  const text = (key: 'name' | 'katakanaName') => ({
    label: t(`kyc.${key}`),
    placeholder: t(`kyc.${key}Placeholder`),
  });

  const send = () => {
    const body = checkForm(kycSubmitRequest, {
      ...form,
      documentType,
      frontUploadId: frontUploadId ?? undefined,
      backUploadId: backUploadId ?? undefined,
    });
    if (!body) return;
    submit.mutate(body, { onSuccess: () => showSuccess(t('kyc.submitted')) });
  };

  return (
    <SubmitForm className={styles.form} onSubmit={send}>
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
      <Field {...field('name')} {...text('name')} autoComplete="name" />
      {japanese ? <Field {...field('katakanaName')} {...text('katakanaName')} /> : null}
      <Field
        {...field('idNumber')}
        label={t(`kyc.idNumberLabels.${documentType}`)}
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
        <SubmitButton
          loading={submit.isPending}
          disabled={frontUploadId === null || backUploadId === null}
        >
          {t('kyc.submit')}
        </SubmitButton>
      </div>
    </SubmitForm>
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
      <Card className={`${styles.card} ${styles.statusCard}`} testId="kyc-state">
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
      </Card>
    );
  } else {
    body = (
      <>
        {data.status === 'rejected' ? (
          <Notice tone="error" title={t('kyc.rejectedTitle')} testId="kyc-rejected">
            <p>
              <SentenceWithReason
                sentence={(reason) => t('kyc.rejectedReason', { reason })}
                reason={data.rejectReason}
              />
            </p>
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
