/*
 * zod is told first not to use `new Function` (CSP; packages/contract/src/zod-jitless.ts), then the
 * console is loaded. By a dynamic import on purpose: the chunks an entry imports statically, where
 * the bundler puts the contract's schemas, run before the entry's own first line.
 */
import '@kabuto/contract/zod-jitless';

void import('./start');
