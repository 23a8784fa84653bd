// Project identity: which project scope a working directory belongs to. The root is found
// by walking up the filesystem (never by running git: this runs on hook start-up paths).
// A repository's own .nuzo/config.json can mark a root, but never name one: a cloned repo
// must not be able to point its sessions at another project's memories.
import { sha256Hex } from '../hash.ts';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Env } from '../paths.ts';

export type ProjectRoot = { root: string; scope: string; via: 'env' | 'marker' | 'cwd' };

export function projectScopeFor(root: string): string {
  const real = safeRealpath(root);
  return `project:${sha256Hex(real).slice(0, 16)}`;
}

export function findProjectRoot(cwd: string, env: Env = process.env): ProjectRoot {
  const fromEnv = env.NUZO_PROJECT_ROOT?.trim();
  if (fromEnv) {
    const root = safeRealpath(resolve(fromEnv));
    return { root, scope: projectScopeFor(root), via: 'env' };
  }
  const start = safeRealpath(resolve(cwd));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git')) || existsSync(join(dir, '.nuzo', 'config.json'))) {
      return { root: dir, scope: projectScopeFor(dir), via: 'marker' };
    }
    if (dirname(dir) === dir) break;
  }
  return { root: start, scope: projectScopeFor(start), via: 'cwd' };
}

function safeRealpath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
