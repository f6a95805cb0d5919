import { config } from 'zod/v4/core';

/**
 * Zod 4 compiles a faster object parser with `new Function`, and decides whether it may when each
 * object schema is built, by trying `new Function("")`. Under the server's Content-Security-Policy
 * (no 'unsafe-eval') the browser refuses that probe and reports a CSP violation on every page,
 * although parsing still works. `jitless` skips both the probe and the compiled path.
 *
 * The decision is taken when a schema is built, not when it parses, so this module must run before
 * any module of this package that builds one: each browser app runs it first, for its side effect
 * (`import '@kabuto/contract/zod-jitless'`; package.json lists it under `sideEffects`, so bundlers
 * keep it). Mind the bundler: an import at the top of the entry runs after the shared chunks the
 * entry imports, which hold the schemas; the web app loads it as a script of its own. The server
 * does not import it: it has no CSP and keeps the faster parser.
 */
config({ jitless: true });
