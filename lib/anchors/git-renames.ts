// Renames git knows about, for the CLI only (a hook never spawns git): staged or committed
// renames (`git status` and `git log -M`), as root-relative old -> new paths, each chained
// to its latest name. No git, no repository, or a git error: no renames, never a failure.
import { spawnSync } from 'node:child_process';

const LOG_DEPTH = 2000;

export function gitRenames(root: string): Map<string, string> {
  const git = (args: string[]) => {
    const run = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8', timeout: 10_000, maxBuffer: 32 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    return run.status === 0 ? run.stdout : null;
  };
  const prefix = git(['rev-parse', '--show-prefix'])?.trim();
  if (prefix === undefined) return new Map();
  const pairs: Array<[string, string]> = [];
  // Oldest first, so a chain a -> b -> c resolves to c.
  const log = git(['log', '-M', '--diff-filter=R', '--name-status', '--format=', '-z', `-n${LOG_DEPTH}`, '--reverse', '--', '.']);
  if (log) pairs.push(...renamePairs(log, /^R\d*$/));
  const status = git(['status', '--porcelain=v1', '-z', '--untracked-files=no']);
  if (status) pairs.push(...statusRenames(status));
  const renames = new Map<string, string>();
  for (const [from, to] of pairs) {
    const a = stripPrefix(from, prefix);
    const b = stripPrefix(to, prefix);
    if (a === null || b === null) continue;
    for (const [old, now] of renames) if (now === a) renames.set(old, b);
    renames.set(a, b);
  }
  for (const [old, now] of renames) if (old === now) renames.delete(old);
  return renames;
}

// `--name-status -z`: status NUL old NUL new NUL, repeated.
export function renamePairs(out: string, status: RegExp): Array<[string, string]> {
  const parts = out.split('\0').filter((p) => p !== '');
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i].trim();
    if (status.test(p) && i + 2 < parts.length) {
      pairs.push([parts[i + 1].trim(), parts[i + 2].trim()]);
      i += 2;
    }
  }
  return pairs;
}

// `status --porcelain=v1 -z`: "XY new" NUL "old" NUL for a rename or copy.
export function statusRenames(out: string): Array<[string, string]> {
  const parts = out.split('\0');
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < parts.length; i++) {
    const entry = parts[i];
    if (entry.length < 4) continue;
    if (entry[0] === 'R' || entry[1] === 'R') {
      pairs.push([parts[i + 1], entry.slice(3)]);
      i += 1;
    } else if (entry[0] === 'C') i += 1;
  }
  return pairs;
}

function stripPrefix(path: string, prefix: string): string | null {
  if (prefix === '') return path;
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}
