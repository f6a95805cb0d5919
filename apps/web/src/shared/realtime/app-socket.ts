import { socketUrl } from '../api/origin';
import { QuoteSocket } from './quote-socket';


/** The app's one quote socket (opened on the first subscription). */
export const appQuoteSocket = new QuoteSocket({
  connect: () => new WebSocket(socketUrl('/api/ws')),
  now: () => Date.now(),
  setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
});
