import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { DateTime } from '../../shared/ui/date-time';
import { Badge } from '../../shared/ui/notice';
import { Columns, Panel, PanelEmpty, PanelNote, Stack } from '../../shared/ui/panel';
import { ImageGroup, ProtectedImage } from '../../shared/ui/protected-image';
import { FundingStatusBadge } from '../../shared/ui/status-badges';
import { Text, textClass } from '../../shared/ui/text';
import { depositProofQuery, useDepositDetail, type DepositDetail } from './api';
import { CustomerPanel } from './detail-parts';
import styles from './funding.module.css';
import { FundingRequestPage, RequestReview } from './request-review';
import { AmountWithJpy } from './review-parts';

export function DepositDetailScreen() {
  return (
    <FundingRequestPage kind="deposit" param="depositId" useRecord={useDepositDetail}>
      {(deposit) => <DepositView deposit={deposit} />}
    </FundingRequestPage>
  );
}

function DepositView({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { channel } = deposit;
  return (
    <RequestReview
      kind="deposit"
      item={deposit}
      badges={
        <>
          <FundingStatusBadge status={deposit.status} />
          {deposit.origin === 'demo_seed' ? <Badge>{t('funding.demoSeed')}</Badge> : null}
        </>
      }
      restrictions={deposit.customer.restrictions}
      history={deposit.history}
      details={<Definition label={t('funding.columns.channel')}>{channel.name[locale]}</Definition>}
    >
      <Columns review>
        <Proof deposit={deposit} />
        <Stack>
          <Panel title={t('funding.request')}>
            <DefinitionList look="ruled">
              <Definition
                label={t('funding.columns.orderNo')}
                className={textClass({ mono: true })}
              >
                {deposit.orderNo}
              </Definition>
              <Definition label={t('funding.columns.amount')} className={styles.amountLarge}>
                <AmountWithJpy item={deposit} />
              </Definition>
              <Definition label={t('funding.columns.requestedAt')}>
                <DateTime iso={deposit.createdAt} />
              </Definition>
              <Definition label={t('funding.columns.channel')}>
                <div>{channel.name[locale]}</div>
                <Text block muted small>
                  {channel.bankName[locale]} · {channel.branchName[locale]} ({channel.branchCode}) ·{' '}
                  {channel.accountType} · <Text mono>{channel.accountNumber}</Text>
                </Text>
                <Text block muted small>
                  {channel.accountHolder}
                </Text>
              </Definition>
              <Definition label={t('funding.journalEntry')}>
                {deposit.journalEntryId === null ? (
                  <Text muted>{t('funding.notCredited')}</Text>
                ) : (
                  <Text mono>#{deposit.journalEntryId}</Text>
                )}
              </Definition>
            </DefinitionList>
          </Panel>
          <CustomerPanel request={deposit} />
        </Stack>
      </Columns>
    </RequestReview>
  );
}

/** The transfer slip the customer uploaded; every view of it is audited. */
function Proof({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('funding.proof')}>
      {deposit.proof ? (
        <>
          <ImageGroup>
            <ProtectedImage
              title={t('funding.proofImage', { orderNo: deposit.orderNo })}
              {...depositProofQuery(deposit.id)}
            />
          </ImageGroup>
          <PanelNote>
            {deposit.proof.contentType} · {formatBytes(deposit.proof.sizeBytes)} ·{' '}
            {t('funding.proofAudited')}
          </PanelNote>
        </>
      ) : (
        <PanelEmpty>{t('funding.noProof')}</PanelEmpty>
      )}
    </Panel>
  );
}
