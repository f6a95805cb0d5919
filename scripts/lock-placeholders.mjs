// Keeps `npm ci` working when the registry lacks some platform builds of an optional dependency.
//
// npm 11 (from 11.16 on, still in 11.19) marks an optional dependency that the registry cannot
// supply as "inert" and leaves it out of package-lock.json, and then `npm ci` refuses that very lock
// ("Missing: @unrs/resolver-binding-darwin-arm64@ from lock file"; npm/cli#9846). The registry this
// project installs from lacks several of unrs-resolver's bindings (other platforms than ours), so
// every `npm install` that re-resolves them drops them again.
//
// This script adds a placeholder entry (version, dev/optional flags, no tarball) for each optional
// dependency in the lock that resolves to no entry, then lets npm rewrite the lock in its own order.
// `npm ci` accepts the placeholders and skips them where they cannot be fetched (an optional
// dependency that fails to install is left out); on a platform that needs one, npm fetches it by
// name and version. Run it after an `npm install` that changed the lock, then commit the lock:
//   node scripts/lock-placeholders.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** Where Node would find `name` from the package at `from` (its own node_modules, then upwards). */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const up = dir.lastIndexOf('/node_modules/');
    // A workspace folder ("apps/server") looks next in the root's node_modules.
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    // Platform bindings are pinned to their parent's exact version; a range gives no version to record.
    if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(spec)) {
      console.warn(
        `lock-placeholders: ${name}@${spec} (from ${location || 'the root'}) is not an exact version; left alone`,
      );
      continue;
    }
    const key =
      packages[`node_modules/${name}`] === undefined
        ? `node_modules/${name}`
        : `${location}/node_modules/${name}`;
    packages[key] = { version: spec, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}

writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
if (added > 0) {
  // npm puts the entries in its own order (and keeps the placeholders: nothing else changes).
  execFileSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
console.log(`lock-placeholders: ${added} placeholder(s) added`);
