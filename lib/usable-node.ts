// Finding a Node new enough for Nuzo when the one running is not: the CLI (cli/old-node.ts)
// runs itself again with it, so `alias nuzo='node …/dist/cli.js'` works on a machine whose
// default `node` is old but which has a newer one somewhere usual. Where it looks, in order:
// NUZO_NODE, every `node` on PATH, the project's own Node 24 and 22 that `npm ci` put in
// the dev tools (~/.cache/nuzo-dev, see scripts/dev-tools.mjs), then nvm's versions,
// newest first. Read-only: it lists files and asks each candidate for its version.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { nodeSupported } from './store/sqlite.ts';

type Env = Record<string, string | undefined>;

export type UsableNode = { path: string; version: string };

function executable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function subdirs(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
}

const byVersionDesc = (a: string, b: string) => {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] || 0) !== (pb[i] || 0)) return (pb[i] || 0) - (pa[i] || 0);
  return 0;
};

// Every place worth asking, in order, existing executables only, each real file once.
export function nodeCandidates(env: Env): string[] {
  const home = env.HOME ?? '';
  const list: string[] = [];
  if (env.NUZO_NODE) list.push(env.NUZO_NODE);
  for (const dir of (env.PATH ?? '').split(delimiter)) if (dir) list.push(join(dir, 'node'));
  const devHome = env.NUZO_DEV_HOME || join(env.XDG_CACHE_HOME || join(home, '.cache'), 'nuzo-dev');
  for (const major of ['node24', 'node22']) {
    for (const key of subdirs(devHome)) list.push(join(devHome, key, 'node_modules', major, 'bin', 'node'));
  }
  const nvm = join(env.NVM_DIR || join(home, '.nvm'), 'versions', 'node');
  for (const version of subdirs(nvm).sort(byVersionDesc)) list.push(join(nvm, version, 'bin', 'node'));
  const seen = new Set<string>();
  return list.filter((path) => {
    if (!executable(path)) return false;
    let real = path;
    try {
      real = realpathSync(path);
    } catch {
      return false;
    }
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

export function versionOf(node: string): string | null {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8', timeout: 5000, env: {}, stdio: ['ignore', 'pipe', 'ignore'] });
  const version = result.status === 0 ? result.stdout.trim() : '';
  return /^v\d+\.\d+\.\d+/.test(version) ? version : null;
}

// The first candidate that is not `exclude` (the old Node itself) and is new enough.
export function findUsableNode(env: Env, exclude: string, probe: (node: string) => string | null = versionOf): UsableNode | null {
  let excluded = exclude;
  try {
    excluded = realpathSync(exclude);
  } catch {
    /* compare as given */
  }
  for (const path of nodeCandidates(env)) {
    if (realpathSync(path) === excluded) continue;
    const version = probe(path);
    if (version && nodeSupported(version.replace(/^v/, ''))) return { path, version };
  }
  return null;
}
