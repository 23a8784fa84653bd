// Where Nuzo keeps its files. Everything lives under one home (NUZO_HOME or ~/.nuzo) so
// purge and doctor can reason about a single tree; directories are 0700 and files 0600.
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export type Env = Record<string, string | undefined>;

export function nuzoHome(env: Env = process.env): string {
  const fromEnv = env.NUZO_HOME?.trim();
  return fromEnv ? resolve(fromEnv) : join(homedir(), '.nuzo');
}

export function storePath(home: string): string {
  return join(home, 'memory', 'memories.sqlite');
}

export function userConfigPath(home: string): string {
  return join(home, 'config.json');
}

export function hookLogPath(home: string): string {
  return join(home, 'logs', 'hooks.log');
}

// Creates (or tightens) a private directory. Existing directories owned by the user are
// narrowed to 0700 so a permissive umask at first run cannot leave memories readable.
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tightenDir(dir);
}

// Nuzo's own folders, narrowed on every store open: a home made 0755 by hand, a restore or
// another tool does not stay that way. One stat each; chmod only when the mode is wrong.
export function tightenHome(home: string): void {
  for (const dir of [home, join(home, 'memory'), join(home, 'logs')]) {
    try {
      tightenDir(dir);
    } catch {
      // Missing (logs/ before the first hook failure) or not ours to change.
    }
  }
  tightenFile(hookLogPath(home));
}

export function tightenFile(path: string): void {
  try {
    if ((statSync(path).mode & 0o777) !== 0o600) chmodSync(path, 0o600);
  } catch {
    // Not there yet, or not ours to change.
  }
}

// A directory is narrowed only when it is the user's own and not a folder the user merely
// named as NUZO_HOME that serves other things too (their home directory, the root).
function tightenDir(dir: string): void {
  const stat = statSync(dir);
  if (!stat.isDirectory() || (stat.mode & 0o777) === 0o700) return;
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) return;
  const target = resolve(dir);
  if (target === resolve(homedir()) || target === resolve('/')) return;
  chmodSync(dir, 0o700);
}
