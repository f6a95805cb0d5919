import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/**
 * The contract as the customer app's production build sees it (docs/adr/0022). @kabuto/contract
 * declares each endpoint with zod schemas, built when a module is first imported: importing
 * `marketApi` for one call built every schema of the market and loaded zod (some 100 KB), which
 * Home's first view does not need. In this build, each contract module that builds schemas is
 * replaced by one that holds:
 * - its endpoint declarations as plain descriptors: the route, the access, the idempotency rule;
 *   the answer is trusted (`response.safeParse` passes it through: the server checked it against
 *   the same schema before sending it), and the request schema is not there (`request` throws:
 *   a form checks its input with the schema it imports by name);
 * - its plain data (lists of keys, limits) as literals;
 * - everything else (schemas, functions) re-exported from the real module, which is bundled only
 *   where the app uses it (the forms' screens, with zod).
 * Development (`vite dev`) and the tests use the real contract, answers checked.
 *
 * zod must be told not to probe `new Function` before the first schema is built
 * (packages/contract/src/zod-jitless.ts says why). Only the real modules build schemas here, so each
 * of them imports zod-jitless first, and the app entry's own import of it (which development needs)
 * is empty in this build: zod stays off the first load.
 */

const CONTRACT_SOURCE = path.resolve(import.meta.dirname, '../../../packages/contract/src');
/** The real module behind a replaced one. */
const REAL = '?kabuto-real-contract';
const HELPERS = '\0kabuto-browser-contract-helpers';
const JITLESS = path.join(CONTRACT_SOURCE, 'zod-jitless.ts');
const JITLESS_SPECIFIER = '@kabuto/contract/zod-jitless';
const NOTHING = '\0kabuto-nothing';

const HELPERS_CODE = `
/** The answer as the server sent it: the server checked it against the contract before sending. */
export const TRUSTED = Object.freeze({ safeParse: (data) => ({ success: true, data }) });
/** Not in this build: import the request schema by name where a form checks its input. */
export const NOT_HERE = Object.freeze({
  safeParse() {
    throw new Error('An endpoint\\'s request schema is not in the browser build: import it by name.');
  },
});
`;

type EndpointLike = Record<string, unknown> & { path: string; response: { safeParse: unknown } };

function isEndpoint(value: unknown): value is EndpointLike {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.path === 'string' &&
    typeof record.api === 'string' &&
    typeof (record.response as { safeParse?: unknown } | undefined)?.safeParse === 'function'
  );
}

function isEndpointGroup(value: unknown): value is Record<string, EndpointLike> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isEndpoint);
}

/** Strings, finite numbers, booleans, null, and arrays and plain objects of them. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every(isPlainData);
}

function descriptor(endpoint: EndpointLike): string {
  const fields = {
    api: endpoint.api,
    path: endpoint.path,
    answer: endpoint.answer,
    format: endpoint.format,
    access: endpoint.access,
    idempotency: endpoint.idempotency,
    rateLimit: endpoint.rateLimit,
  };
  const literal = JSON.stringify(fields).slice(0, -1);
  return `/* @__PURE__ */ Object.freeze(${literal},"request":NOT_HERE,"response":TRUSTED})`;
}

/** The module that replaces one contract module, from what the real one exports. */
function replacement(file: string, exports: Record<string, unknown>): string {
  const lines = [`import { NOT_HERE, TRUSTED } from ${JSON.stringify(HELPERS)};`];
  const real: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (isEndpointGroup(value)) {
      const members = Object.entries(value).map(
        ([key, endpoint]) => `${JSON.stringify(key)}:${descriptor(endpoint)}`,
      );
      lines.push(`export const ${name} = /* @__PURE__ */ Object.freeze({${members.join(',')}});`);
    } else if (isPlainData(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    } else {
      real.push(name);
    }
  }
  if (real.length > 0)
    lines.push(`export { ${real.join(', ')} } from ${JSON.stringify(`${file}${REAL}`)};`);
  return `${lines.join('\n')}\n`;
}

/** The contract's modules that build zod schemas when imported (a runtime import of zod). */
async function schemaModules(): Promise<string[]> {
  const entries = await readdir(CONTRACT_SOURCE, { recursive: true });
  const files = entries
    .filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.test.ts'))
    .map((entry) => path.join(CONTRACT_SOURCE, entry));
  const found: string[] = [];
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    if (/^import \{[^}]*\} from 'zod';$/m.test(source)) found.push(file);
  }
  return found;
}

export function browserContract(): Plugin {
  const replacements = new Map<string, string>();
  return {
    name: 'kabuto-browser-contract',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const files = await schemaModules();
      // One evaluation of every such module, in Node, by Vite's own module runner.
      const { module } = await runnerImport<{ default: Record<string, Record<string, unknown>> }>(
        `virtual-entry`,
        {
          configFile: false,
          logLevel: 'error',
          plugins: [
            {
              name: 'kabuto-browser-contract-entry',
              resolveId: (id) => (id === 'virtual-entry' ? '\0virtual-entry' : null),
              load: (id) =>
                id === '\0virtual-entry'
                  ? `${files.map((file, index) => `import * as m${index} from ${JSON.stringify(file)};`).join('\n')}\nexport default {${files.map((file, index) => `${JSON.stringify(file)}: m${index}`).join(',')}};`
                  : null,
            },
          ],
        },
      );
      replacements.clear();
      for (const file of files) replacements.set(file, replacement(file, module.default[file]!));
    },
    resolveId(source) {
      if (source === HELPERS) return HELPERS;
      if (source === JITLESS_SPECIFIER) return NOTHING;
      if (source.endsWith(REAL)) return source;
      return null;
    },
    async load(id) {
      if (id === HELPERS) return { code: HELPERS_CODE, moduleSideEffects: false };
      if (id === NOTHING) return { code: '', moduleSideEffects: false };
      if (id.endsWith(REAL)) {
        const source = await readFile(id.slice(0, -REAL.length), 'utf8');
        // Kept for its side effect, and first: before this module builds any schema.
        return { code: `import ${JSON.stringify(JITLESS)};\n${source}`, moduleSideEffects: false };
      }
      const code = replacements.get(id);
      return code === undefined ? null : { code, moduleSideEffects: false };
    },
  };
}
