import path from 'node:path';
import { FIRST_NAMESPACES } from '../src/shared/i18n/namespaces.ts';

/**
 * How the customer app's build groups modules into files (rolldown's `codeSplitting` groups), so
 * that a first view (Home, most often) loads a few files rather than dozens:
 * - `framework`: React, the router, i18next and TanStack Query, which every first view needs;
 * - `locale-<language>`: one language's first namespaces (src/shared/i18n/namespaces.ts), and
 *   `locale-<namespace>-<language>` for each later one, loaded with the screens that speak it;
 * - the rest as rolldown splits it: a chunk per screen, shared code in common chunks.
 */

const LOCALE_FILE = /[\\/]src[\\/]locales[\\/](?:([\w-]+)[\\/])?([\w-]+)\.json$/;
/** What every first view needs, whatever the screen: React, the router, i18next, TanStack Query. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][\w-]+|use-sync-external-store)[\\/]/;
/** react-i18next's <Trans> (and its HTML parser) serves the agreement's text only. */
const NOT_FRAMEWORK = /[\\/]react-i18next[\\/].*[\\/]Trans[\w]*\.js$/;

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const SOURCE = path.resolve(import.meta.dirname, '../src') + path.sep;
const ENTRY = `${SOURCE}app${path.sep}main.tsx`;
const HOME = `${SOURCE}features${path.sep}home${path.sep}home-screen.tsx`;

/** antd-mobile's global styles (imported by main.tsx), with the app's first styles. */
const ANTD_GLOBAL = /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]global[\\/]/;

/**
 * The app's own modules that `start` imports, directly or through other modules of the app, and the
 * stylesheets they import (antd-mobile's among them), so that a first view's styles are one file.
 */
function appImports(start: string, context: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const next = [start];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (found.has(id)) continue;
    const ours = id.startsWith(SOURCE) || ANTD_GLOBAL.test(id);
    if (!ours && !id.endsWith('.css')) continue;
    found.add(id);
    if (ours) next.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** Walked once per chunking pass. */
const firstViews = new WeakMap<ChunkingContext, { shell: Set<string>; home: Set<string> }>();

function firstViewsOf(context: ChunkingContext): { shell: Set<string>; home: Set<string> } {
  let found = firstViews.get(context);
  if (!found) {
    found = { shell: appImports(ENTRY, context), home: appImports(HOME, context) };
    firstViews.set(context, found);
  }
  return found;
}

export const CHUNK_GROUPS = [
  {
    name: (id: string) => {
      const match = LOCALE_FILE.exec(id);
      if (!match) return null;
      const [, namespace = 'translation', language] = match;
      const first = (FIRST_NAMESPACES as readonly string[]).includes(namespace);
      return first ? `locale-${language}` : `locale-${namespace}-${language}`;
    },
    priority: 2,
  },
  {
    name: 'framework',
    test: (id: string) => FRAMEWORK.test(id) && !NOT_FRAMEWORK.test(id),
    priority: 1,
  },
  {
    // The app's own modules of the first view: the shell, then Home's (which other screens share).
    name: (id: string, context: ChunkingContext) => {
      // The entry itself stays in the entry chunk, so that it runs last: what it imports is all
      // there before it starts the app, whichever chunk holds it.
      if (id === ENTRY) return null;
      const { shell, home } = firstViewsOf(context);
      return shell.has(id) ? 'shell' : home.has(id) ? 'home' : null;
    },
    includeDependenciesRecursively: false,
  },
];
