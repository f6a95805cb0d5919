/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and answers where the time went: self time by
 * package (a node_modules package, a workspace package, the server's own folders, Node's
 * internals, the garbage collector) and by function. Idle time is left out of the shares.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fixed } from './figures';
import { repositoryRoot } from './server';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number };
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
};

export type ProfileSummary = {
  busyMs: number;
  byGroup: { name: string; ms: number; percent: number }[];
  byFunction: { name: string; ms: number; percent: number }[];
};

/** The package or folder a script belongs to, from its URL. */
function groupOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(program)') return '(program: native, not attributed)';
    return `(${functionName || 'native'})`;
  }
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? url);
  }
  const server = /\/apps\/server\/src\/(.*)$/.exec(url);
  if (server) {
    const parts = (server[1] ?? '').split('/');
    return `server: ${parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/')}`;
  }
  const workspace = /\/packages\/([^/]+)\//.exec(url);
  if (workspace) return `@kabuto/${workspace[1] ?? ''}`;
  return url;
}

function shortUrl(url: string): string {
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) return url.slice(modules + '/node_modules/'.length);
  const repository = /\/(apps|packages)\/(.*)$/.exec(url);
  if (repository) return `${repository[1]}/${repository[2]}`;
  return url.replace(/^file:\/\//, '');
}

/**
 * `windows`, if given, are [start, end] instants in µs of the monotonic clock (what
 * `process.hrtime` reads and V8 stamps its samples with, the same in every process of the
 * machine): only samples inside one of them count.
 */
export function summarizeProfile(
  profile: CpuProfile,
  windows?: readonly (readonly [number, number])[],
): ProfileSummary {
  // Self time per node: the sampling intervals attributed to it (hitCount x mean interval when
  // the samples are absent).
  const selfMs = new Map<number, number>();
  if (profile.samples && profile.timeDeltas && profile.samples.length > 0) {
    let at = profile.startTime;
    for (let index = 0; index < profile.samples.length; index += 1) {
      at += profile.timeDeltas[index] ?? 0;
      if (windows && !windows.some(([start, end]) => at >= start && at <= end)) continue;
      const id = profile.samples[index]!;
      const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      selfMs.set(id, (selfMs.get(id) ?? 0) + Math.max(0, delta));
    }
  } else {
    const hits = profile.nodes.reduce((total, node) => total + (node.hitCount ?? 0), 0);
    const interval = hits > 0 ? (profile.endTime - profile.startTime) / 1000 / hits : 0;
    for (const node of profile.nodes) selfMs.set(node.id, (node.hitCount ?? 0) * interval);
  }
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let busyMs = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0 || node.callFrame.functionName === '(idle)') continue;
    busyMs += ms;
    const group = groupOf(node.callFrame);
    groups.set(group, (groups.get(group) ?? 0) + ms);
    const name = node.callFrame.url
      ? `${node.callFrame.functionName || '(anonymous)'}  ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`
      : node.callFrame.functionName;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const rank = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => ({
        name,
        ms: Math.round(ms),
        percent: busyMs > 0 ? Math.round((ms / busyMs) * 1000) / 10 : 0,
      }));
  return { busyMs: Math.round(busyMs), byGroup: rank(groups), byFunction: rank(functions) };
}

/** The server's main thread profile (the largest file; tsx's loader thread writes its own). */
export function summarizeServerProfile(
  directory: string,
  windows: readonly (readonly [number, number])[],
): ProfileSummary | null {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(directory, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const main = files[0];
  if (!main) return null;
  return summarizeProfile(JSON.parse(readFileSync(main, 'utf8')) as CpuProfile, windows);
}

export function printProfile(
  profile: ProfileSummary,
  directory: string,
  what = 'order windows only',
): void {
  console.log(
    `  server CPU profile, ${what} (${fixed(profile.busyMs / 1000, 1)} s busy of the main thread): ` +
      path.relative(repositoryRoot, directory),
  );
  console.log(
    `    by package: ${profile.byGroup
      .slice(0, 14)
      .map((row) => `${row.name} ${fixed(row.percent, 1)}%`)
      .join(', ')}`,
  );
  console.log('    hottest functions (self time):');
  for (const row of profile.byFunction.slice(0, 20))
    console.log(`      ${fixed(row.percent, 1).padStart(5)}%  ${row.name}`);
}
