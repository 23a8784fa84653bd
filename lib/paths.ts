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
  const mode = statSync(dir).mode & 0o777;
  if (mode !== 0o700) chmodSync(dir, 0o700);
}
