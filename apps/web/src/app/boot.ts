/**
 * The page's entry. zod is told first not to use `new Function` (packages/contract/src/zod-jitless.ts
 * says why); only then is the app loaded. The app comes by a dynamic import on purpose: the bundler
 * puts the schemas of @kabuto/contract into shared chunks, and the chunks an entry imports
 * statically run before the entry's own first line, so an import at the top of main.tsx came too
 * late. A chunk that only a dynamic import reaches runs after this module.
 */
import '@kabuto/contract/zod-jitless';

void import('./main');
