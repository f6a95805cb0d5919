import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cx } from './class-names';
import { Dialog } from './dialog';
import { ErrorNotice } from './error-notice';
import { Icon } from './icons';
import styles from './protected-image.module.css';
import { Loading } from './state';

/**
 * An image shown from a Blob through an object URL that lives exactly as long as the <img>: React
 * 19 calls the ref's clean-up when the element goes, which revokes the URL. No public address of
 * the file exists; the bytes came through the operator's authenticated request.
 */
function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node) return;
      const url = URL.createObjectURL(blob);
      node.src = url;
      return () => {
        node.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={className} />;
}

/**
 * A sensitive image (an identity document, a transfer proof) fetched with the operator token.
 * Every fetch is written to the audit log by the server, so the bytes are kept for the session's
 * screen visits (`staleTime: Infinity`) instead of being asked for again on every render.
 */
export function ProtectedImage({
  queryKey,
  load,
  title,
  enabled = true,
}: {
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<Blob>;
  title: string;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState(false);
  const image = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    enabled,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
  });
  return (
    <figure className={styles.figure}>
      <figcaption>
        <span>{title}</span>
        {image.data ? (
          <Button small variant="ghost" onClick={() => setEnlarged(true)}>
            <Icon name="image" />
            {t('image.enlarge')}
          </Button>
        ) : null}
      </figcaption>
      <div className={styles.frame}>
        {image.data ? (
          <button
            type="button"
            className={styles.imageButton}
            onClick={() => setEnlarged(true)}
            aria-label={t('image.enlargeNamed', { title })}
          >
            <BlobImage blob={image.data} alt={title} />
          </button>
        ) : image.isError ? (
          <div className={styles.failure}>
            <ErrorNotice error={image.error} onRetry={() => void image.refetch()} />
          </div>
        ) : (
          <Loading />
        )}
      </div>
      {enlarged && image.data ? (
        <Dialog title={title} onClose={() => setEnlarged(false)} wide>
          <BlobImage blob={image.data} alt={title} className={styles.enlarged} />
        </Dialog>
      ) : null}
    </figure>
  );
}

/** The images of one review in their panel: a single one, or a pair side by side. */
export function ImageGroup({ children, pair = false }: { children: ReactNode; pair?: boolean }) {
  return <div className={cx(styles.group, pair && styles.pair)}>{children}</div>;
}
