import type { Plugin } from 'vite';

/**
 * Each lazy screen's import carries the list of files to preload with it (Vite's
 * `__vite__mapDeps`, written into the chunk that imports the screen: for the routes, the shell of
 * Home's first load). The files the entry imports statically (the frameworks, the shell and what
 * they import) are loaded and run before the app starts, so they are always there when a screen is
 * imported: listing them again, for each of about a hundred screens, only made the first load
 * bigger (bench:web: about 5 KB gzip of the shell's 17 were these lists). `firstLoadFiles` finds
 * those files once per build; `withoutFirstLoad` leaves them out of the screens' lists (not out of
 * index.html's preload tags, which load them).
 */
const loadedAtStart = new Set<string>();

/** Before the preload lists are written: the entry chunk and its static imports, transitively. */
export function firstLoadFiles(): Plugin {
  return {
    name: 'kabuto:first-load-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedAtStart.clear();
        const entries = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && output.isEntry,
        );
        const next = entries.map((entry) => entry.fileName);
        for (let file = next.pop(); file !== undefined; file = next.pop()) {
          const chunk = bundle[file];
          if (loadedAtStart.has(file) || chunk?.type !== 'chunk') continue;
          loadedAtStart.add(file);
          next.push(...chunk.imports);
        }
      },
    },
  };
}

/** `build.modulePreload.resolveDependencies`: a screen's list without what the first load has. */
export function withoutFirstLoad(
  _file: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
): string[] {
  if (context.hostType === 'html') return deps;
  return deps.filter((dep) => !loadedAtStart.has(dep));
}
