import { clearToken } from './storage';

/**
 * Session end, as an event: the app layer subscribes (to drop cached server data and to move to
 * the login screen) without shared/ having to know about the router or the query client.
 */
type Listener = () => void;

const sessionEndedListeners = new Set<Listener>();
let loginNavigator: () => void = () => {
  window.location.hash = '#/login/login';
};

export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Clears the token and tells every subscriber (cached data of the old session must go). */
export function endSession(): void {
  clearToken();
  for (const listener of sessionEndedListeners) listener();
}

export function setLoginNavigator(navigate: () => void): void {
  loginNavigator = navigate;
}

export function goToLogin(): void {
  loginNavigator();
}
