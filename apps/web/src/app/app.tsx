import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import type { Locale } from '@kabuto/contract';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { SiteConfig } from '../shared/api/site-config';
import { i18n } from '../shared/i18n';
import { onSessionEnded, setLoginNavigator } from '../shared/session';
import { SiteConfigProvider } from '../shared/site-config';
import { closeOverlaysOnScreenChange } from './close-overlays';
import { queryClient } from './query-client';
import { router } from './routes';

const ANTD_LOCALES = { ja: jaJP, 'zh-TW': zhTW, en: enUS } satisfies Record<Locale, unknown>;

setLoginNavigator(() => void router.navigate('/login/login', { replace: true }));
// Whatever the old session cached must not be shown to the next one.
onSessionEnded(() => queryClient.clear());
// A dialog belongs to its screen: leaving the screen closes it (antd-mobile's live outside it).
closeOverlaysOnScreenChange(router);

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const locale = (instance.language in ANTD_LOCALES ? instance.language : 'ja') as Locale;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <ConfigProvider locale={ANTD_LOCALES[locale]}>{children}</ConfigProvider>;
}

export function App({ config }: { config: SiteConfig }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteConfigProvider value={config}>
          <LocalizedAntd>
            <RouterProvider router={router} />
          </LocalizedAntd>
        </SiteConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
