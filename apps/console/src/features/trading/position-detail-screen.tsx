import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHasRole } from '../../shared/operator';
import { parseId } from '../../shared/route-params';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Icon } from '../../shared/ui/icons';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Loading } from '../../shared/ui/state';
import { usePositionDetail, type AdminPositionDetail } from './api';
import { useTradingLabels } from './labels';
import { LockDialog } from './lock-dialog';
import { PositionStatusBadge } from './parts';
import { ClosePanel, MarketPanel, OpenPanel, OrderPanel } from './position-fields';
import { EntriesPanel, FillsPanel } from './position-records';
import './trading.css';

/** The server's roles for /trading/lockPosition and /unlockPosition, and for /audit/list. */
const LOCK_ROLES = ['compliance'] as const;
const AUDIT_ROLES = ['compliance'] as const;

function BackToList() {
  const { t } = useTranslation('trading');
  return (
    <Link to="/positions">
      <Icon name="back" />
      {t('positions.title')}
    </Link>
  );
}

export function PositionDetailScreen() {
  const { t } = useTranslation('trading');
  const positionId = parseId(useParams().positionId);
  if (positionId === null) {
    return (
      <>
        <PageHeader breadcrumb={<BackToList />} title={t('positions.title')} />
        <Notice tone="danger">{t('order_not_found', { ns: 'errors' })}</Notice>
      </>
    );
  }
  return <PositionDetailBody positionId={positionId} />;
}

function PositionDetailBody({ positionId }: { positionId: number }) {
  const { t } = useTranslation('trading');
  const detail = usePositionDetail(positionId);
  if (detail.data) {
    return (
      <PositionView
        position={detail.data}
        refresh={{ run: () => void detail.refetch(), busy: detail.isFetching }}
      />
    );
  }
  return (
    <>
      <PageHeader breadcrumb={<BackToList />} title={t('positions.title')} />
      {detail.isError ? (
        <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function PositionView({
  position,
  refresh,
}: {
  position: AdminPositionDetail;
  refresh: { run: () => void; busy: boolean };
}) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  const mayLock = useHasRole(LOCK_ROLES);
  const mayReadAudit = useHasRole(AUDIT_ROLES);
  const [dialog, setDialog] = useState<'lock' | 'unlock' | null>(null);
  const lockable = position.status === 'holding' || position.status === 'locked';
  const locking = position.status === 'holding';
  const open = position.markPrice !== null;

  return (
    <>
      <PageHeader
        breadcrumb={<BackToList />}
        title={t('detail.title', { orderNo: position.orderNo })}
        subtitle={
          <span className="badge-row">
            <PositionStatusBadge status={position.status} />
            <Badge>{labels.businessType(position.businessType)}</Badge>
            {position.simulated ? <Badge tone="warning">{t('simulated')}</Badge> : null}
          </span>
        }
        actions={
          <>
            <button type="button" className="btn" onClick={refresh.run} disabled={refresh.busy}>
              {t('common.refresh', { ns: 'translation' })}
            </button>
            {mayReadAudit ? (
              <Link className="btn" to={`/audit?targetType=position&targetId=${position.id}`}>
                <Icon name="audit" />
                {t('detail.auditLink')}
              </Link>
            ) : null}
            {lockable ? (
              <button
                type="button"
                className={locking ? 'btn btn-danger' : 'btn btn-primary'}
                disabled={!mayLock}
                title={mayLock ? undefined : t('lock.complianceOnly')}
                onClick={() => setDialog(locking ? 'lock' : 'unlock')}
              >
                <Icon name={locking ? 'lock' : 'unlock'} />
                {locking ? t('lock.lock') : t('lock.unlock')}
              </button>
            ) : null}
          </>
        }
      />
      {position.status === 'locked' ? (
        <Notice tone="danger">
          <strong>{t('lock.lockedNotice')}</strong>
          {position.lockReason ? <div className="prewrap">{position.lockReason}</div> : null}
        </Notice>
      ) : null}
      {lockable && !mayLock ? <Notice tone="info">{t('lock.complianceOnly')}</Notice> : null}
      {!lockable ? <p className="muted small">{t('lock.notLockable')}</p> : null}

      <div className="grid-2">
        <OrderPanel position={position} />
        <div className="stack">
          <OpenPanel position={position} />
          {open ? <MarketPanel position={position} /> : null}
        </div>
      </div>
      <ClosePanel position={position} />
      <FillsPanel fills={position.fills} />
      <EntriesPanel entries={position.entries} />

      {dialog ? (
        <LockDialog position={position} lock={dialog === 'lock'} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
