import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureBlock } from '../shared/ui/failure-block';
import styles from './app.module.css';

/**
 * A screen that failed to load or render (typically a chunk that could not be fetched after a
 * deployment or on a bad connection). A technical notice with a reload, no product message.
 */
export function ScreenError() {
  const { t } = useTranslation();
  return (
    <main className={styles.screenError}>
      <FailureBlock
        title={<h1 className={styles.screenErrorTitle}>{t('app.screenFailed')}</h1>}
        description={t('app.screenFailedHint')}
        action={t('app.reload')}
        onAction={() => window.location.reload()}
        primary
      />
    </main>
  );
}

type BoundaryProps = {
  /** The location: moving elsewhere tries the screens again. */
  resetKey: string;
  children: ReactNode;
};

type BoundaryState = { failed: boolean; key: string };

/** Shows ScreenError instead of any screen that throws, until the customer moves elsewhere. */
export class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): BoundaryState | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
