import { useQuery } from '@tanstack/react-query';
import { Button, Selector } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { CARD_TYPES_BY_COUNTRY, MAX_BANK_CARDS, bankCardAddRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUserInfo } from '../../shared/api/user-info';
import { checkForm } from '../../shared/forms';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Page, useGoBack } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { Card } from '../../shared/ui/card';
import { Dialog } from '../../shared/ui/overlays';
import { bankCardsQuery, useAddBankCard, useDeleteBankCard, type BankCard } from './api';
import { Notice } from './components';
import styles from './funding.module.css';

/** "Verify first", with the way there. */
export function VerifyFirst({ pending }: { pending: boolean }) {
  const { t } = useTranslation('funding');
  return (
    <Notice tone="warn" title={t('verifyFirst.title')} testId="verify-first">
      <p>{pending ? t('verifyFirst.pending') : t('verifyFirst.body')}</p>
      {pending ? null : <Link to="/user/bandCard">{t('verifyFirst.link')}</Link>}
    </Notice>
  );
}

export function BankCardView({ card, onDelete }: { card: BankCard; onDelete?: () => void }) {
  const { t } = useTranslation('funding');
  return (
    <article className={styles.bankCard} data-testid="bank-card">
      <h3 className={styles.bankName}>{card.bankName}</h3>
      <p className={styles.bankBranch}>
        {t('cards.branchLine', { branch: card.branchName, code: card.branchCode })}
      </p>
      <p className={styles.bankNumber}>{card.cardNumberMasked}</p>
      <div className={styles.bankFoot}>
        <span>{card.holderName}</span>
        <span>{t(`cards.types.${card.cardType}`)}</span>
      </div>
      {onDelete ? (
        <button type="button" className={styles.bankDelete} onClick={onDelete}>
          <DeleteOutline />
          {t('cards.unbind')}
        </button>
      ) : null}
    </article>
  );
}

/** /user/BankCard: the bound accounts, masked, with unbinding after a confirmation. */
export function BankCardsScreen() {
  const { t } = useTranslation('funding');
  const navigate = useNavigate();
  const info = useUserInfo();
  const cards = useQuery(bankCardsQuery);
  const remove = useDeleteBankCard();
  const verified = info.data?.verificationStatus === 'verified';

  const confirmDelete = (card: BankCard) =>
    void Dialog.confirm({
      title: t('cards.unbindTitle'),
      content: t('cards.unbindConfirm', { bank: card.bankName, number: card.cardNumberMasked }),
      confirmText: t('cards.unbind'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await remove.mutateAsync(card.id);
        showSuccess(t('cards.unbound'));
      },
    });

  return (
    <Page title={t('cards.title')} backTo="/user/usercenter">
      {info.data && !verified ? (
        <VerifyFirst pending={info.data.verificationStatus === 'pending'} />
      ) : null}
      {cards.data ? (
        <>
          {cards.data.length === 0 ? (
            <Card className={styles.card}>
              <p className={styles.empty}>{t('cards.empty')}</p>
            </Card>
          ) : (
            cards.data.map((card) => (
              <BankCardView key={card.id} card={card} onDelete={() => confirmDelete(card)} />
            ))
          )}
          <p className={styles.note}>
            {t('cards.limit', { count: cards.data.length, max: MAX_BANK_CARDS })}
          </p>
          <Button
            block
            size="large"
            color="primary"
            className={styles.addButton}
            disabled={!verified || cards.data.length >= MAX_BANK_CARDS}
            onClick={() => void navigate('/user/WithCard')}
          >
            <AddOutline /> {t('cards.add')}
          </Button>
        </>
      ) : cards.isError ? (
        <LoadFailed onRetry={() => void cards.refetch()} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}

const JAPANESE_TYPES = CARD_TYPES_BY_COUNTRY.JP;
type JapaneseCardType = (typeof JAPANESE_TYPES)[number];

/**
 * /user/WithCard: a Japanese bank account has exactly these fields: the holder (口座名義, the
 * verified name or its katakana), bank, branch, 3-digit branch number, account type (普通/当座)
 * and the 7-digit account number. IFSC and UPI do not exist for Japanese banks.
 */
export function AddCardScreen() {
  const { t } = useTranslation('funding');
  const info = useUserInfo();
  const goBack = useGoBack('/user/BankCard');
  const add = useAddBankCard();
  const { form, field } = useFormState({
    holderName: '',
    bankName: '',
    branchName: '',
    branchCode: '',
    cardNumber: '',
  });
  const [cardType, setCardType] = useState<JapaneseCardType>('futsu');
  const text = (key: keyof typeof form) => ({
    label: t(`cards.${key}`),
    placeholder: t(`cards.${key}Placeholder`),
  });

  const submit = () => {
    const body = checkForm(bankCardAddRequest, { ...form, cardType, country: 'JP' });
    if (!body) return;
    add.mutate(body, {
      onSuccess: () => {
        showSuccess(t('cards.added'));
        goBack();
      },
    });
  };

  let content;
  if (!info.data) {
    content = info.isError ? <LoadFailed onRetry={() => void info.refetch()} /> : <Loading />;
  } else if (info.data.verificationStatus !== 'verified') {
    content = <VerifyFirst pending={info.data.verificationStatus === 'pending'} />;
  } else {
    content = (
      <SubmitForm className={styles.form} onSubmit={submit}>
        <Field {...field('holderName')} {...text('holderName')} />
        <Field {...field('bankName')} {...text('bankName')} />
        <Field {...field('branchName')} {...text('branchName')} />
        <Field {...field('branchCode')} kind="digits" maxLength={3} {...text('branchCode')} />
        <span className={styles.label} style={{ marginTop: 14 }}>
          {t('cards.cardType')}
        </span>
        <Selector
          className={styles.selector}
          columns={2}
          showCheckMark={false}
          value={[cardType]}
          onChange={(values) => {
            const next = values[0];
            if (next) setCardType(next);
          }}
          options={JAPANESE_TYPES.map((type) => ({
            value: type,
            label: t(`cards.types.${type}`),
          }))}
        />
        <div style={{ height: 14 }} />
        <Field
          {...field('cardNumber', 'account-number')}
          kind="digits"
          maxLength={7}
          {...text('cardNumber')}
        />
        <p className={styles.note}>{t('cards.formHint')}</p>
        <div className={styles.actions}>
          <SubmitButton loading={add.isPending}>{t('cards.submit')}</SubmitButton>
        </div>
      </SubmitForm>
    );
  }

  return (
    <Page title={t('cards.addTitle')} backTo="/user/BankCard">
      {content}
    </Page>
  );
}
