// A clean export of the plugin as a git install would see it: the files of a commit (never
// node_modules, .git or anyone's scratch files). Default HEAD; NUZO_E2E_EXPORT=worktree
// takes the working tree's tracked and untracked-but-not-ignored files instead (to try
// uncommitted work before committing it). If dist/hook.cjs is not committed yet, dist/ is built inside the export (with
// node_modules linked in for the runtime dependencies esbuild bundles, then unlinked): `built` says so, and `buildError`
// keeps the first lines of a failed build (the bundles before the failing one remain).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { NODE24_BIN, REPO } from './hosts.ts';

export type PluginExport = { dir: string; source: string; built: boolean; buildError: string | null; cleanup(): void };

export function exportPlugin(options: { build?: 'if-missing' | 'never'; from?: 'head' | 'worktree' } = {}): PluginExport {
  const from = options.from ?? (process.env.NUZO_E2E_EXPORT === 'worktree' ? 'worktree' : 'head');
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-export-')));
  const dir = join(root, 'nuzo');
  mkdirSync(dir);
  if (from === 'head') {
    const archive = spawnSync('sh', ['-c', `git archive --format=tar HEAD | tar -x -C "${dir}"`], { cwd: REPO, encoding: 'utf8' });
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
  } else {
    copyTracked(dir);
  }
  const source = from === 'head' ? `HEAD ${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).stdout.trim()}` : 'working tree';
  let built = false;
  let buildError: string | null = null;
  if (options.build !== 'never' && !existsSync(join(dir, 'dist/hook.cjs')) && existsSync(join(dir, 'scripts/build.mjs'))) {
    const link = join(dir, 'node_modules');
    symlinkSync(join(REPO, 'node_modules'), link);
    try {
      const result = spawnSync(join(NODE24_BIN, 'node'), ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8' });
      built = true;
      if (result.status !== 0) buildError = (result.stderr || result.stdout).trim().split('\n').slice(0, 4).join(' | ');
    } finally {
      unlinkSync(link);
    }
  }
  return { dir, source, built, buildError, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

function copyTracked(dir: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const rel of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(REPO, rel);
    if (!existsSync(from) || lstatSync(from).isDirectory()) continue; // deleted in the tree, or a submodule
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    copyFileSync(from, join(dir, rel));
    chmodSync(join(dir, rel), statSync(from).mode & 0o777);
  }
}
