import { tradingAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { Button, RefreshButton } from '../../shared/ui/button';
import { AuditLink } from '../../shared/ui/audit-link';
import { Icon } from '../../shared/ui/icons';
import { Badge, Notice } from '../../shared/ui/notice';
import { BackLink, PageHeader } from '../../shared/ui/page-header';
import { Columns, Stack } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { Text, textClass } from '../../shared/ui/text';
import { usePositionDetail, type AdminPositionDetail } from './api';
import { useTradingLabels } from './labels';
import { LockDialog } from './lock-dialog';
import { PositionStatusBadge } from './parts';
import { ClosePanel, MarketPanel, OpenPanel, OrderPanel } from './position-fields';
import { EntriesPanel, FillsPanel } from './position-records';

function BackToList() {
  const { t } = useTranslation('trading');
  return <BackLink to="/positions">{t('positions.title')}</BackLink>;
}

export function PositionDetailScreen() {
  const { t } = useTranslation('trading');
  return (
    <RecordPage
      param="positionId"
      useRecord={usePositionDetail}
      breadcrumb={<BackToList />}
      title={() => t('positions.title')}
      notFound={t('order_not_found', { ns: 'errors' })}
    >
      {(position, query) => <PositionView position={position} query={query} />}
    </RecordPage>
  );
}

function PositionView({
  position,
  query,
}: {
  position: AdminPositionDetail;
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  // Locking and unlocking are one desk's: the contract names the same roles for both.
  const mayLock = useMayCall(tradingAdminApi.lockPosition);
  const mayUnlock = useMayCall(tradingAdminApi.unlockPosition);
  const [dialog, setDialog] = useState<'lock' | 'unlock' | null>(null);
  const lockable = position.status === 'holding' || position.status === 'locked';
  const locking = position.status === 'holding';
  const mayAct = locking ? mayLock : mayUnlock;

  return (
    <>
      <PageHeader
        breadcrumb={<BackToList />}
        title={t('detail.title', { orderNo: position.orderNo })}
        badges={
          <>
            <PositionStatusBadge status={position.status} />
            <Badge>{labels.businessType(position.businessType)}</Badge>
            {position.simulated ? <Badge tone="warning">{t('simulated')}</Badge> : null}
          </>
        }
        actions={
          <>
            <RefreshButton query={query} />
            <AuditLink targetType="position" targetId={position.id}>
              {t('detail.auditLink')}
            </AuditLink>
            {lockable ? (
              <Button
                variant={locking ? 'danger' : 'primary'}
                disabled={!mayAct}
                title={mayAct ? undefined : t('lock.complianceOnly')}
                onClick={() => setDialog(locking ? 'lock' : 'unlock')}
              >
                <Icon name={locking ? 'lock' : 'unlock'} />
                {locking ? t('lock.lock') : t('lock.unlock')}
              </Button>
            ) : null}
          </>
        }
      />
      {position.status === 'locked' ? (
        <Notice tone="danger">
          <strong>{t('lock.lockedNotice')}</strong>
          {position.lockReason ? (
            <Text block prewrap>
              {position.lockReason}
            </Text>
          ) : null}
        </Notice>
      ) : null}
      {lockable && !mayAct ? <Notice tone="info">{t('lock.complianceOnly')}</Notice> : null}
      {!lockable ? (
        <p className={textClass({ muted: true, small: true })}>{t('lock.notLockable')}</p>
      ) : null}

      <Columns>
        <OrderPanel position={position} />
        <Stack>
          <OpenPanel position={position} />
          {position.markPrice !== null ? <MarketPanel position={position} /> : null}
        </Stack>
      </Columns>
      <ClosePanel position={position} />
      <FillsPanel fills={position.fills} />
      <EntriesPanel entries={position.entries} />

      {dialog ? (
        <LockDialog position={position} lock={dialog === 'lock'} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
