// "Host memory files were found and not imported yet", said once. Cheap enough for the
// SessionStart hook: a stat of a few fixed paths (sources.ts knownHostPaths) and one small
// JSON file in NUZO_HOME recording which files were imported (by size and mtime) and which
// the user was already told about.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../transfer/paths.ts';
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

function writeState(nuzoHome: string, state: State): void {
  try {
    writeFileAtomic(statePath(nuzoHome), (out) => out.write(`${JSON.stringify(state)}\n`));
  } catch { /* a notice that repeats is better than a hook that fails */ }
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
