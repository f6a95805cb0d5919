import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../shared/i18n';
import { onSessionEnded } from '../shared/session';
import { ToastProvider } from '../shared/ui/toast';
import { queryClient } from './query-client';
import { router } from './routes';

// When the session ends, whatever it cached must not be shown to the next operator at the desk.
// An expired session returns to the same page after the next login; a logout starts afresh.
onSessionEnded((reason) => {
  queryClient.clear();
  const { pathname, search } = router.state.location;
  const from = reason === 'expired' && pathname !== '/login' ? `${pathname}${search}` : undefined;
  void router.navigate('/login', { replace: true, state: { notice: reason, from } });
});

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
