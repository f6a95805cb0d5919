/** What Capacitor's native bridge puts on `window` inside the shell (absent in a browser). */
export type CapacitorBridge = { isNativePlatform?: () => boolean; getPlatform?: () => string };

/** The native shell's bridge (apps/mobile), or undefined in a browser. */
export function nativeBridge(): CapacitorBridge | undefined {
  const bridge = (window as { Capacitor?: CapacitorBridge }).Capacitor;
  return bridge?.isNativePlatform?.() ? bridge : undefined;
}
