import { useQuery } from '@tanstack/react-query';
import { supportAdminApi, type Locale } from '@kabuto/contract';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMayCall } from '../../shared/operator';
import { Button } from '../../shared/ui/button';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Badge } from '../../shared/ui/notice';
import { Panel } from '../../shared/ui/panel';
import { QueryState } from '../../shared/ui/state';
import {
  loadImage,
  useCannedReplies,
  useConversation,
  useDeskAction,
  type SupportAdminConversation,
} from './api';
import styles from './support.module.css';

/** A customer's image, fetched with the operator's token; the object URL lives as long as the <img>. */
function MessageImage({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['support-image', messageId],
    queryFn: ({ signal }) => loadImage(messageId, signal),
    staleTime: Infinity,
  });
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node || !image.data) return;
      const url = URL.createObjectURL(image.data);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [image.data],
  );
  if (!image.data) return <span className={styles.imagePlaceholder} />;
  return <img ref={attach} alt={t('supportDesk.image')} className={styles.image} />;
}

function Messages({ conversation }: { conversation: SupportAdminConversation }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.messages} data-testid="support-desk-messages">
      {conversation.messages.map((message) => (
        <li
          key={message.id}
          className={message.author === 'customer' ? styles.customer : styles.support}
          data-testid={`support-desk-message-${message.author}`}
        >
          <span className={styles.meta}>
            {message.author === 'customer' ? t('supportDesk.customer') : `${t('supportDesk.support')} (${message.operator ?? ''})`}{' '}
            · <DateTime iso={message.at} />
          </span>
          <div className={styles.bubble}>
            {message.hasImage ? <MessageImage messageId={message.id} /> : null}
            {message.body ? <p className={styles.body}>{message.body}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ conversation }: { conversation: SupportAdminConversation }) {
  const { t } = useTranslation();
  const canned = useCannedReplies();
  const action = useDeskAction();
  const [text, setText] = useState('');
  const [cannedId, setCannedId] = useState<number | null>(null);
  const chosen = canned.data?.find((reply) => reply.id === cannedId);
  const locale: Locale = conversation.locale;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body && cannedId === null) return;
    action.mutate(
      cannedId !== null
        ? { kind: 'reply', conversationId: conversation.conversationId, cannedId }
        : { kind: 'reply', conversationId: conversation.conversationId, body },
      {
        onSuccess: () => {
          setText('');
          setCannedId(null);
        },
      },
    );
  };

  return (
    <form className={styles.reply} onSubmit={submit}>
      {canned.data && canned.data.length > 0 ? (
        <label className={styles.cannedLabel}>
          {t('supportDesk.canned')}
          <select
            value={cannedId ?? ''}
            onChange={(event) => setCannedId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('supportDesk.cannedNone')}</option>
            {canned.data.map((reply) => (
              <option key={reply.id} value={reply.id}>
                {reply.title}
              </option>
            ))}
          </select>
          <span className={styles.hint}>{t('supportDesk.cannedHint')}</span>
        </label>
      ) : null}
      <textarea
        className={styles.input}
        rows={3}
        maxLength={2000}
        value={chosen ? chosen.texts[locale] : text}
        readOnly={chosen !== undefined}
        placeholder={t('supportDesk.replyPlaceholder')}
        aria-label={t('supportDesk.reply')}
        data-testid="support-reply-input"
        onChange={(event) => setText(event.target.value)}
      />
      {action.error ? <ErrorNotice error={action.error} /> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={action.isPending || (!text.trim() && cannedId === null)}
          data-testid="support-reply-send"
        >
          {t('supportDesk.send')}
        </Button>
      </div>
    </form>
  );
}

/** One conversation: the customer's account and language, the messages, assign, answer, close. */
export function ConversationPane({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const action = useDeskAction();
  const mayReply = useMayCall(supportAdminApi.reply);
  return (
    <Panel padded testId="support-conversation">
      <QueryState query={conversation}>
        {(data) => (
          <div className={styles.conversation}>
            <div className={styles.head}>
              <strong data-testid="support-conversation-account">{t('supportDesk.account', { account: data.account })}</strong>
              <Link to={`/customers/${data.customerId}`}>{t('supportDesk.openCustomer')}</Link>
              <span>{t('supportDesk.language', { language: t(`language.names.${data.locale}`) })}</span>
              <Badge tone="info">
                {data.assignedTo ? t('supportDesk.assignedTo', { name: data.assignedTo }) : t('supportDesk.unassigned')}
              </Badge>
              <span className={styles.spacer} />
              {mayReply ? (
                <>
                  <Button
                    small
                    disabled={action.isPending}
                    data-testid="support-assign"
                    onClick={() => action.mutate({ kind: 'assign', conversationId })}
                  >
                    {t('supportDesk.assign')}
                  </Button>
                  <Button
                    small
                    variant="danger"
                    disabled={action.isPending || data.status === 'closed'}
                    data-testid="support-close"
                    onClick={() => action.mutate({ kind: 'close', conversationId })}
                  >
                    {t('supportDesk.close')}
                  </Button>
                </>
              ) : null}
            </div>
            {action.error ? <ErrorNotice error={action.error} /> : null}
            <Messages conversation={data} />
            {data.status === 'closed' ? <p className={styles.closed}>{t('supportDesk.closed')}</p> : null}
            {mayReply ? <ReplyForm key={data.conversationId} conversation={data} /> : null}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
