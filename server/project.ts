// Which directory project:auto means for one call. In order: the project_root argument
// (the agent's working directory), the client's MCP roots, NUZO_PROJECT_ROOT or
// CLAUDE_PROJECT_DIR, then the server's own working directory — unless that is a plugin
// install folder (Codex starts plugin servers there, with no roots and a stripped env),
// which says nothing about the user's project. No source → null → PROJECT_UNRESOLVED.
// The argument is only accepted when it names the project the host reports, or, where the
// host reports none, one a SessionStart hook opened lately (server/context.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NuzoError } from '../lib/errors.ts';
import type { Env } from '../lib/paths.ts';

export type ProjectSource = 'argument' | 'roots' | 'env' | 'cwd';

// `exact` keeps NUZO_PROJECT_ROOT's meaning (that directory is the root); every other
// source is walked up to its repository root, so a subfolder and its repo share a scope.
export type ProjectDir = { dir: string; via: ProjectSource; exact: boolean };

export function projectRootArgument(value: string): string {
  if (!isAbsolute(value) || value.includes('\0')) {
    throw new NuzoError('INVALID_INPUT', 'project_root must be the absolute path of the working directory.', { field: 'project_root' });
  }
  const dir = resolve(value);
  if (!isDirectory(dir)) {
    throw new NuzoError('INVALID_INPUT', 'project_root must be an existing directory (the working directory).', { field: 'project_root' });
  }
  return dir;
}

export function rootsDirectory(roots: ReadonlyArray<{ uri: string }>): string | null {
  for (const root of roots) {
    if (typeof root?.uri !== 'string' || !root.uri.startsWith('file:')) continue;
    try {
      const dir = fileURLToPath(root.uri);
      if (isDirectory(dir)) return dir;
    } catch { /* not a local path */ }
  }
  return null;
}

export function envDirectory(env: Env): ProjectDir | null {
  const nuzo = env.NUZO_PROJECT_ROOT?.trim();
  if (nuzo) return { dir: resolve(nuzo), via: 'env', exact: true };
  const claude = env.CLAUDE_PROJECT_DIR?.trim();
  if (claude && isAbsolute(claude) && isDirectory(claude)) return { dir: resolve(claude), via: 'env', exact: false };
  return null;
}

export function cwdDirectory(cwd: string, env: Env): ProjectDir | null {
  return isPluginFolder(cwd, env) ? null : { dir: cwd, via: 'cwd', exact: false };
}

// A folder holding a Nuzo plugin manifest, or anything under a host's plugin directory.
export function isPluginFolder(dir: string, env: Env): boolean {
  const home = env.HOME?.trim() || homedir();
  for (const hostDir of [join(home, '.codex', 'plugins'), join(home, '.claude', 'plugins')]) {
    const rel = relative(hostDir, dir);
    if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && !rel.startsWith(`..${sep}`))) return true;
  }
  return ['.claude-plugin', '.codex-plugin'].some((folder) => isNuzoManifest(join(dir, folder, 'plugin.json')));
}

function isNuzoManifest(path: string): boolean {
  if (!existsSync(path)) return false;
  try {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown };
    return typeof manifest?.name === 'string' && /^nuzo(-|$)/.test(manifest.name);
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
