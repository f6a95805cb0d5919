import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { reconnectCustomerEvents, useCustomerEvents } from './customer-events';
import { isNoticeEvent, noticeText, queriesToRefresh, queriesToRefreshOnJoin } from './notices';

/** How long a notice's toast stays: longer than a refusal's, it is news the customer did not ask for. */
const NOTICE_TOAST_MS = 3_000;

/**
 * Listens to the signed-in customer's events for as long as any customer screen shows (ADR 0039):
 * a notice is said in a toast, and what it changed is fetched again; every (re)join of the socket
 * (a reconnect, the app back in the foreground) fetches again everything an event could have
 * changed, since an event missed while away is not sent again. This replaces polling positions.
 */
export function CustomerNotices(): null {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const refresh = (keys: readonly (readonly unknown[])[]) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  useCustomerEvents(
    (event) => {
      refresh(queriesToRefresh(event));
      if (!isNoticeEvent(event)) return;
      const message = noticeText(t, event, locale);
      // The overlays (antd-mobile's Toast) load with the first notice, not with the first view.
      void import('../ui/toast').then(({ showMessage }) => showMessage(message, NOTICE_TOAST_MS));
    },
    () => refresh(queriesToRefreshOnJoin()),
  );
  // Back in the foreground (a browser tab; the native shell does the same in native-shell.ts): a
  // fresh socket, whose join fetches again what changed while the page slept.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reconnectCustomerEvents();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return null;
}
