import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  emptyResponse,
  type changeLoginPasswordRequest,
  type setFundPasswordRequest,
} from '@kabuto/contract';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';
import { endSession } from '../../shared/session';
import { STORAGE_KEYS, removeStorage } from '../../shared/storage';
import { showSuccess } from '../../shared/ui/toast';

export type ChangeLoginPasswordBody = z.output<typeof changeLoginPasswordRequest>;
export type SetFundPasswordBody = z.output<typeof setFundPasswordRequest>;

/**
 * POST /user/changeLoginPassword. The server ends every session, this one included, so the app
 * forgets its token (and any remembered, now wrong, password) and returns to login.
 */
export function useChangeLoginPassword() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: ChangeLoginPasswordBody) =>
      api.post('/user/changeLoginPassword', body, emptyResponse, {
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
export function useSetFundPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetFundPasswordBody) =>
      api.post('/user/setFundPassword', body, emptyResponse, {
        idempotencyKey: newIdempotencyKey(),
      }),
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
  const logout = useMutation({ mutationFn: () => api.post('/user/logout', {}, emptyResponse) });
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
