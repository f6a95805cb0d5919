/**
 * Word that the customer moved to another screen (Back, a link, a session that ended), for what
 * must not outlive its screen (shared/ui/overlays.ts). The app layer reports the changes
 * (app/close-overlays.ts), so shared/ needs no router.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onScreenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportScreenChange(): void {
  for (const listener of listeners) listener();
}
