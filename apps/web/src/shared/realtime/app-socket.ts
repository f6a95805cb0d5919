import { QuoteSocket } from './quote-socket';

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/ws`;
}

/** The app's one quote socket (opened on the first subscription). */
export const appQuoteSocket = new QuoteSocket({
  connect: () => new WebSocket(socketUrl()),
  now: () => Date.now(),
  setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
});
