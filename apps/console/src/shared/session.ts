/**
 * The operator session token lives in sessionStorage, never localStorage: back-office PCs are
 * shared, and closing the browser tab must end what the next person at the desk can reach.
 */
const TOKEN_KEY = 'kabuto.console.token';

export type SessionEndReason = 'expired' | 'logout';
type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();

export function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function hasSession(): boolean {
  return readToken() !== null;
}

export function saveToken(token: string): void {
  try {
    window.sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (a locked-down browser profile): the session lasts until the page is left.
  }
}

function clearToken(): void {
  try {
    window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Subscribes to session end (the app layer drops cached data and opens the login screen). */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the token and tells every subscriber why. */
export function endSession(reason: SessionEndReason): void {
  clearToken();
  for (const listener of listeners) listener(reason);
}
