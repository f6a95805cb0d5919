import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportMessage } from '@kabuto/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { useCustomerEvents } from '../../shared/realtime/customer-events';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { conversationQuery, loadImage, markRead, useSendMessage } from './api';
import { HoursBanner } from './hours-banner';
import styles from './support.module.css';

const MAX_LENGTH = 2000;

/** An image of the conversation, fetched with the session (never a public address). */
function ChatImage({ messageId }: { messageId: number }) {
  const { t } = useTranslation('support');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    loadImage(messageId, controller.signal)
      .then((objectUrl) => {
        created = objectUrl;
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [messageId]);
  if (failed) return <span className={styles.imageFailed}>{t('imageFailed')}</span>;
  if (!url) return <span className={styles.imagePlaceholder} />;
  return <img className={styles.image} src={url} alt={t('imageAlt')} />;
}

function Bubble({ message }: { message: SupportMessage }) {
  const { t } = useTranslation('support');
  const locale = useLocale();
  const mine = message.author === 'customer';
  return (
    <li className={mine ? styles.mine : styles.theirs} data-testid={`support-message-${message.author}`}>
      <span className={styles.author}>
        {mine ? t('you') : t('support')} · {formatJapanTime(message.at, locale, 'minutes')}
      </span>
      <div className={styles.bubble}>
        {message.hasImage ? <ChatImage messageId={message.id} /> : null}
        {message.body ? <p className={styles.body}>{message.body}</p> : null}
      </div>
    </li>
  );
}

/** The support chat: the conversation, live over the socket, and a box to write and attach. */
export function SupportScreen() {
  const { t } = useTranslation('support');
  const locale = useLocale();
  const client = useQueryClient();
  const conversation = useQuery(conversationQuery);
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);

  const refetch = () => void client.invalidateQueries({ queryKey: conversationQuery.queryKey });
  // A new message (from support, or from this customer on another device) and every (re)join.
  useCustomerEvents((event) => {
    if (event.kind.startsWith('support.')) refetch();
  }, refetch);

  const messages = conversation.data?.messages ?? [];
  const lastSupportId = messages.findLast((message) => message.author === 'support')?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  useEffect(() => {
    if (lastSupportId !== undefined && (conversation.data?.unread ?? 0) > 0) void markRead(lastSupportId);
  }, [lastSupportId, conversation.data?.unread]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if ((!body && !image) || send.isPending) return;
    send.mutate(
      { body, image, locale },
      {
        onSuccess: () => {
          setText('');
          setImage(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  return (
    <Page title={t('title')} backTo="/home/index" className={styles.screen}>
      {conversation.isPending ? (
        <Loading />
      ) : conversation.isError ? (
        <LoadFailed onRetry={() => void conversation.refetch()} />
      ) : (
        <>
          <HoursBanner hours={conversation.data.hours} />
          <ol className={styles.messages} aria-live="polite" data-testid="support-messages">
            {messages.length === 0 ? <li className={styles.empty}>{t('empty')}</li> : null}
            {messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
          {conversation.data.status === 'closed' ? <p className={styles.closed}>{t('closed')}</p> : null}
          <div ref={end} />
        </>
      )}
      <form className={styles.composer} onSubmit={submit}>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="support-file"
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
        <button
          type="button"
          className={image ? styles.attachOn : styles.attach}
          aria-label={t('attach')}
          onClick={() => fileInput.current?.click()}
        >
          ＋
        </button>
        <textarea
          className={styles.input}
          value={text}
          maxLength={MAX_LENGTH}
          rows={1}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          data-testid="support-input"
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={send.isPending || (!text.trim() && !image)}
          data-testid="support-send"
        >
          {send.isPending ? t('sending') : t('send')}
        </button>
      </form>
    </Page>
  );
}
