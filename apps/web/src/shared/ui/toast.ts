import { ERROR_TOAST_MS } from '@kabuto/contract';
import { Toast } from './overlays';

/** A translated message in the middle of the screen; refusals show for the spec's 2 seconds. */
export function showMessage(message: string, durationMs: number = ERROR_TOAST_MS): void {
  Toast.show({ content: message, duration: durationMs, position: 'center', maskClickable: true });
}

export function showSuccess(message: string, durationMs: number = ERROR_TOAST_MS): void {
  Toast.show({ icon: 'success', content: message, duration: durationMs, maskClickable: true });
}
