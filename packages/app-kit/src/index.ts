// The vitest registration of the locale checks is a separate entry, `@kabuto/app-kit/locale-parity`.
export * from './api-client';
export * from './error-texts';
export * from './locale-checks';
export * from './statuses';
export * from './event-socket';
