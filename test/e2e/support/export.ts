// A clean export of the plugin as a git install would see it: only tracked files (never
// node_modules, .git or someone's scratch files), copied from the working tree so tracked
// edits count. If dist/hook.js is not tracked yet, dist/ is built inside the export (with
// node_modules linked in for esbuild, then unlinked) and `built` says so.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO, NODE24_BIN } from './hosts.ts';

export type PluginExport = { dir: string; built: boolean; cleanup(): void };

export function exportPlugin(options: { build?: 'if-missing' | 'never' } = {}): PluginExport {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-export-')));
  const dir = join(root, 'nuzo');
  mkdirSync(dir);
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const rel of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(REPO, rel);
    if (!existsSync(from) || lstatSync(from).isDirectory()) continue; // deleted in the tree, or a submodule
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    copyFileSync(from, join(dir, rel));
    chmodSync(join(dir, rel), statSync(from).mode & 0o777);
  }
  let built = false;
  if (options.build !== 'never' && !existsSync(join(dir, 'dist/hook.js')) && existsSync(join(dir, 'scripts/build.mjs'))) {
    const link = join(dir, 'node_modules');
    symlinkSync(join(REPO, 'node_modules'), link);
    try {
      const result = spawnSync(join(NODE24_BIN, 'node'), ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`build in export failed: ${result.stderr}`);
      built = true;
    } finally {
      unlinkSync(link);
    }
  }
  return { dir, built, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
