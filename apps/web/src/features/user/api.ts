import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi, type ParsedRequestOf } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, newIdempotencyKey, type FormCallOptions } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';
import { endSession } from '../../shared/session';
import { STORAGE_KEYS, removeStorage } from '../../shared/storage';
import { showSuccess } from '../../shared/ui/toast';
import { Dialog } from '../../shared/ui/overlays';

export type ChangeLoginPasswordBody = ParsedRequestOf<typeof userApi.changeLoginPassword>;
export type SetFundPasswordBody = ParsedRequestOf<typeof userApi.setFundPassword>;

/**
 * POST /user/changeLoginPassword. The server ends every session, this one included, so the app
 * forgets its token (and any remembered, now wrong, password) and returns to login.
 */
export function useChangeLoginPassword(options: FormCallOptions = {}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: ChangeLoginPasswordBody) =>
      api.call(userApi.changeLoginPassword, body, {
        ...options,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: () => {
      removeStorage(STORAGE_KEYS.rememberedPassword);
      endSession();
      showSuccess(t('loginPassword.success'));
      void navigate('/login/login', { replace: true });
    },
  });
}

/** POST /user/setFundPassword: first time with the login password, afterwards with the current fund password. */
export function useSetFundPassword(options: FormCallOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetFundPasswordBody) =>
      api.call(userApi.setFundPassword, body, { ...options, idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
  });
}

/**
 * Log out after a confirmation. The session ends on this device even when the call fails
 * (offline, already expired): the customer asked to leave.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const logout = useMutation({ mutationFn: () => api.call(userApi.logout, {}) });
  return () =>
    void Dialog.confirm({
      content: t('user.logoutConfirm'),
      confirmText: t('user.logout'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await logout.mutateAsync();
        } catch {
          // Already told by the API client; the local session ends regardless.
        }
        endSession();
        showSuccess(t('user.loggedOut'));
        void navigate('/login/login', { replace: true });
      },
    });
}
