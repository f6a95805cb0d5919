import { endpointUrl, uploadApi, uploadResponse, type UploadPurposeKey } from '@kabuto/contract';
import { currentLocale, i18n, translateErrorKey } from '../i18n';
import { endSession, goToLogin } from '../session';
import { deviceId } from '../device-id';
import { readSession } from '../storage';
import { showMessage } from '../ui/toast';
import { customerHeaders } from './environment';
import { apiUrl } from './origin';
import { ApiError } from './index';

/*
 * Uploads: multipart, so not through the JSON client (app-kit posts JSON), but to the endpoint's
 * URL with the same headers and refusals. Used by the money screens (identity documents, deposit
 * proofs) and the support chat (images).
 */

const UPLOAD_TIMEOUT_MS = 60_000;

export async function uploadImage(purpose: UploadPurposeKey, file: File): Promise<number> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...customerHeaders({ session: readSession, language: currentLocale, deviceId }),
  };
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name || 'image');
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await window.fetch(apiUrl(endpointUrl(uploadApi.image)), {
      method: 'POST',
      headers,
      body: form,
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    showMessage(i18n.t(timedOut ? 'network.timeout' : 'network.failed'));
    throw new ApiError(timedOut ? 'timeout' : 'network', null, null);
  } finally {
    window.clearTimeout(timer);
  }
  const payload = (await response.json().catch(() => null)) as {
    status?: unknown;
    msg?: unknown;
    data?: unknown;
  } | null;
  const key = typeof payload?.msg === 'string' && payload.msg ? payload.msg : null;
  if (response.status === 401) {
    endSession();
    showMessage(translateErrorKey(key ?? 'unauthorized'));
    window.setTimeout(goToLogin, 1_500);
    throw new ApiError('unauthorized', key, 401);
  }
  if (payload?.status !== 1) {
    showMessage(key ? translateErrorKey(key) : i18n.t('network.unexpected'));
    throw new ApiError('refused', key, response.status);
  }
  const parsed = uploadResponse.safeParse(payload.data);
  if (!parsed.success) {
    showMessage(i18n.t('network.unexpected'));
    throw new ApiError('invalid_response', null, response.status);
  }
  return parsed.data.uploadId;
}
