// Memories must not end up in a repository. Doctor walks up from the store's folder to the
// nearest .git; inside a work tree it asks git itself (ls-files, check-ignore) — doctor is
// not on a hook path, so one short git process is acceptable here.
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CheckResult, DoctorContext } from '../types.ts';

export type GitTracking = 'not_in_repo' | 'ignored' | 'untracked' | 'tracked' | 'unknown';

export function findWorkTree(start: string): string | null {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

function git(root: string, args: string[]): { status: number | null; stdout: string; missing: boolean } {
  // Loaded here, not imported: node:child_process pulls in node:net, ~8 ms on every CLI start.
  const { spawnSync } = process.getBuiltinModule('node:child_process') as typeof import('node:child_process');
  const run = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8', timeout: 5000, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }, stdio: ['ignore', 'pipe', 'ignore'] });
  return { status: run.status, stdout: run.stdout ?? '', missing: (run.error as { code?: string } | undefined)?.code === 'ENOENT' };
}

export function gitTracking(home: string): { state: GitTracking; root: string | null; tracked: number } {
  const start = existsSync(home) ? home : dirname(home);
  const root = findWorkTree(start);
  if (!root) return { state: 'not_in_repo', root: null, tracked: 0 };
  const rel = relative(root, home) || '.';
  const listed = git(root, ['ls-files', '-z', '--', rel]);
  if (listed.missing || listed.status !== 0) return { state: 'unknown', root, tracked: 0 };
  const tracked = listed.stdout.split('\0').filter(Boolean).length;
  if (tracked > 0) return { state: 'tracked', root, tracked };
  const ignored = git(root, ['check-ignore', '-q', '--', rel]);
  return { state: ignored.status === 0 ? 'ignored' : 'untracked', root, tracked: 0 };
}

export function checkGit(ctx: DoctorContext): CheckResult {
  const { state, root, tracked } = gitTracking(ctx.home);
  const details = { state, root, tracked };
  switch (state) {
    case 'not_in_repo':
      return { id: 'git.tracking', status: 'ok', summary: 'NUZO_HOME is not inside a git work tree.', details };
    case 'ignored':
      return { id: 'git.tracking', status: 'ok', summary: `NUZO_HOME is inside the git work tree at ${root}, ignored and untracked.`, details };
    case 'untracked':
      return { id: 'git.tracking', status: 'warn', summary: `NUZO_HOME is inside the git work tree at ${root}: untracked but not ignored, so 'git add -A' would commit memories.`, fix: `Add ${relative(root!, ctx.home) || '.'}/ to ${root}/.gitignore, or move NUZO_HOME out of the repository.`, details };
    case 'tracked':
      return { id: 'git.tracking', status: 'fail', summary: `git tracks ${tracked} file(s) under NUZO_HOME in ${root}.`, fix: `git -C '${root}' rm -r --cached '${relative(root!, ctx.home) || '.'}' and ignore it; the files are already in that repository's history.`, details };
    default:
      return { id: 'git.tracking', status: 'warn', summary: `NUZO_HOME is inside a git work tree at ${root}, but git could not be asked whether it tracks the store.`, fix: 'Install git or check by hand with git ls-files.', details };
  }
}
