export { isStale, newerEntry, type LiveEntry } from './quote-feed';
export type { LiveQuote } from './quote-socket';
export { useLiveQuotes, type LiveQuotes } from './use-live-quotes';
