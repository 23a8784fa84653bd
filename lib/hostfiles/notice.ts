// "Host memory files were found and not imported yet", said once. Cheap enough for the
// SessionStart hook: a stat of a few fixed paths (sources.ts knownHostPaths) and one small
// JSON file in NUZO_HOME recording which files were imported (by size and mtime) and which
// the user was already told about.
import { closeSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { knownHostPaths, type HostEnv } from './sources.ts';

type State = { imported: Record<string, string>; told: Record<string, string> };

function statePath(nuzoHome: string): string {
  return join(nuzoHome, 'host-files.json');
}

function readState(nuzoHome: string): State {
  try {
    const parsed = JSON.parse(readFileSync(statePath(nuzoHome), 'utf8')) as Partial<State>;
    return { imported: parsed.imported ?? {}, told: parsed.told ?? {} };
  } catch {
    return { imported: {}, told: {} };
  }
}

// Written beside itself and renamed over, so a reader sees the old state or the new one.
// Not through transfer/paths.ts: its temp names come from node:crypto, which costs every
// SessionStart ~6 ms to load; a private folder and the pid plus a counter name it well enough.
let writes = 0;

function writeState(nuzoHome: string, state: State): void {
  const target = statePath(nuzoHome);
  const temp = `${target}.${process.pid}.${Date.now().toString(36)}${writes++}.tmp`;
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(state)}\n`);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch {
    /* a notice that repeats is better than a hook that fails */
    try { rmSync(temp, { force: true }); } catch { /* nothing left to clean */ }
  }
}

function fingerprint(path: string): string | null {
  try {
    const s = statSync(path);
    return s.isFile() && s.size > 0 ? `${s.size}:${Math.floor(s.mtimeMs)}` : null;
  } catch {
    return null;
  }
}

export function recordImported(nuzoHome: string, paths: readonly string[]): void {
  const state = readState(nuzoHome);
  for (const path of paths) {
    const fp = fingerprint(path);
    if (fp) state.imported[path] = fp;
  }
  writeState(nuzoHome, state);
}

// Host files present, changed since their import (or never imported).
export function hostFilesNotImported(nuzoHome: string, userHome: string, projectRoot: string | null, env: HostEnv = {}): string[] {
  const state = readState(nuzoHome);
  return knownHostPaths(userHome, projectRoot, env).map((k) => k.path).filter((path) => {
    const fp = fingerprint(path);
    return fp !== null && state.imported[path] !== fp;
  });
}

// For SessionStart: the files not imported that the user has not been told about yet; marks
// them told, so each is mentioned once (again only if it changes).
export function hostFilesToMention(nuzoHome: string, userHome: string, projectRoot: string | null, env: HostEnv = {}): string[] {
  const pending = hostFilesNotImported(nuzoHome, userHome, projectRoot, env);
  if (pending.length === 0) return [];
  const state = readState(nuzoHome);
  const fresh = pending.filter((path) => state.told[path] !== fingerprint(path));
  if (fresh.length === 0) return [];
  for (const path of fresh) state.told[path] = fingerprint(path)!;
  writeState(nuzoHome, state);
  return fresh;
}

// The SessionStart line, or null: said once per file (and again only if it changes).
export function hostFilesSessionNote(nuzoHome: string, env: { HOME?: string } & HostEnv, projectRoot: string | null): string | null {
  if (!env.HOME) return null;
  let files: string[];
  try {
    files = hostFilesToMention(nuzoHome, env.HOME, projectRoot, env);
  } catch {
    return null;
  }
  if (files.length === 0) return null;
  return `Nuzo: ${files.length === 1 ? 'a host memory file (CLAUDE.md, AGENTS.md) was' : `${files.length} host memory files (CLAUDE.md, AGENTS.md) were`} found and not imported yet. Tell the user once; they can preview what Nuzo would propose with \`nuzo memory import-host --dry-run\`. Do not import it yourself.`;
}
