import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The open-source licences of what the customer app ships (About us → Open-source licences):
 * every package with code in the built files, found from the bundle's own modules at build time,
 * with its version, its licence and the licence's text from the package. Written as
 * `licenses.json` beside the app (a static file: nothing to ask the API for).
 */
export type ShippedPackage = {
  name: string;
  version: string;
  license: string;
  /** The package's licence file, when it ships one. */
  text: string;
  homepage: string;
};

const PACKAGE_ROOT = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;
const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i;

type PackageJson = {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  homepage?: string;
  repository?: string | { url?: string };
};

function licenceOf(manifest: PackageJson): string {
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license?.type) return manifest.license.type;
  const listed = manifest.licenses?.map((each) => each.type).filter(Boolean);
  return listed && listed.length > 0 ? listed.join(' OR ') : 'UNKNOWN';
}

function homepageOf(manifest: PackageJson): string {
  const repository =
    typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  return (manifest.homepage ?? repository ?? '')
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '');
}

/** The package a module's file belongs to, read from its package.json (a package's own nested ones skipped). */
function packageAt(root: string): ShippedPackage | null {
  const manifestPath = path.join(root, 'package.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson;
  if (!manifest.name || !manifest.version) return null;
  const licenceFile = readdirSync(root).find((file) => LICENCE_FILE.test(file));
  return {
    name: manifest.name,
    version: manifest.version,
    license: licenceOf(manifest),
    text: licenceFile ? readFileSync(path.join(root, licenceFile), 'utf8').trim() : '',
    homepage: homepageOf(manifest),
  };
}

export function shippedLicences(): Plugin {
  return {
    name: 'kabuto-shipped-licences',
    apply: 'build',
    generateBundle(_options, bundle) {
      const roots = new Set<string>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) {
          const match = PACKAGE_ROOT.exec(id.replace(/^\0/, '').split('?')[0] ?? '');
          if (match?.[1]) roots.add(match[1]);
        }
      }
      const packages = new Map<string, ShippedPackage>();
      for (const root of roots) {
        const shipped = packageAt(root);
        if (shipped) packages.set(`${shipped.name}@${shipped.version}`, shipped);
      }
      const list = [...packages.values()].sort((a, b) => a.name.localeCompare(b.name));
      this.emitFile({ type: 'asset', fileName: 'licenses.json', source: JSON.stringify(list) });
    },
  };
}
