import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink, RefreshButton } from '../../shared/ui/button';
import { DateTime } from '../../shared/ui/date-time';
import { Badge } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Panel, PanelEmpty } from '../../shared/ui/panel';
import { QueryState } from '../../shared/ui/state';
import { Tabs, useStatusParam } from '../../shared/ui/tabs';
import { INBOX_FILTERS, useInbox, useRefreshDesk, type SupportInboxItem } from './api';
import { ConversationPane } from './conversation-pane';
import { useDeskEvents } from './desk-events';
import styles from './support.module.css';

function InboxRow({
  item,
  selected,
  onSelect,
}: {
  item: SupportInboxItem;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={selected ? styles.rowSelected : styles.row}
        onClick={onSelect}
        data-testid="support-inbox-row"
      >
        <span className={styles.rowTop}>
          <strong>{item.account}</strong>
          <DateTime iso={item.lastMessageAt} />
        </span>
        <span className={styles.preview}>{item.lastMessage || t('supportDesk.image')}</span>
        <span className={styles.rowBadges}>
          {item.waiting > 0 ? <Badge tone="warning">{t('supportDesk.waiting', { count: item.waiting })}</Badge> : null}
          <Badge tone="info">
            {item.assignedTo ? t('supportDesk.assignedTo', { name: item.assignedTo }) : t('supportDesk.unassigned')}
          </Badge>
        </span>
      </button>
    </li>
  );
}

/**
 * The support inbox (docs/support.md): conversations on the left (open, mine, unassigned,
 * closed), the chosen one on the right; both kept current over the socket.
 */
export function SupportInboxScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useStatusParam(INBOX_FILTERS);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('conversation')) || null;
  const inbox = useInbox(filter);
  const refresh = useRefreshDesk();
  const live = useDeskEvents(refresh);

  const select = (conversationId: number) => {
    const next = new URLSearchParams(params);
    next.set('conversation', String(conversationId));
    setParams(next);
  };

  return (
    <>
      <PageHeader
        title={t('supportDesk.title')}
        subtitle={t('supportDesk.subtitle')}
        actions={
          <>
            <Badge tone={live ? 'success' : 'warning'}>{live ? t('supportDesk.live') : t('supportDesk.offline')}</Badge>
            <RefreshButton query={inbox} />
            <ButtonLink to="/support/canned" data-testid="support-canned-link">
              {t('supportDesk.cannedEditor.title')}
            </ButtonLink>
          </>
        }
      />
      <div className={styles.layout}>
        <Panel
          title={t('supportDesk.inbox')}
          count={inbox.data?.length}
          testId="support-inbox"
          actions={
            <Tabs
              inline
              options={INBOX_FILTERS}
              value={filter}
              onChange={setFilter}
              label={t('supportDesk.filterLabel')}
              text={(option) => t(`supportDesk.filters.${option}`)}
            />
          }
        >
          <QueryState query={inbox}>
            {(items) =>
              items.length === 0 ? (
                <PanelEmpty>{t('supportDesk.empty')}</PanelEmpty>
              ) : (
                <ul className={styles.list}>
                  {items.map((item) => (
                    <InboxRow
                      key={item.conversationId}
                      item={item}
                      selected={item.conversationId === selected}
                      onSelect={() => select(item.conversationId)}
                    />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </Panel>
        {selected === null ? (
          <Panel padded>
            <PanelEmpty>{t('supportDesk.pick')}</PanelEmpty>
          </Panel>
        ) : (
          <ConversationPane conversationId={selected} />
        )}
      </div>
    </>
  );
}
