// "Host memory files were found and not imported yet", said once. Cheap enough for the
// SessionStart hook: a read of a few fixed small files (sources.ts knownHostPaths) and one
// small JSON file in NUZO_HOME recording which were imported and which the user was already
// told about. A file is known by what import-host would read in it: its text without Nuzo's
// own write-back block, as import-host sees it (never through a symlink). So a write-back
// into AGENTS.md does not make it new, and one text under two names (CLAUDE.md a copy of
// AGENTS.md) is one file, imported once.
import { closeSync, lstatSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { withoutManagedBlock } from '../writeback/markers.ts';
import { HOST_FILE_MAX_BYTES, knownHostPaths, type HostEnv } from './sources.ts';

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

// FNV-1a over the text: no node:crypto on the hook path, and collisions only cost a notice.
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

// What the file holds for import-host, as a short key; null when there is nothing to import
// (absent, a symlink, not a file, too large, or only Nuzo's block and blank lines).
export function contentKey(path: string): string | null {
  try {
    const s = lstatSync(path);
    if (!s.isFile() || s.size === 0 || s.size > HOST_FILE_MAX_BYTES) return null;
    const text = withoutManagedBlock(readFileSync(path, 'utf8')).replace(/\r\n?/g, '\n').trim();
    return text ? `t${text.length}:${fnv(text)}` : null;
  } catch {
    return null;
  }
}

// The key older versions stored (size and mtime), still read as "imported" until it changes.
function legacyKey(path: string): string | null {
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
    const key = contentKey(path);
    if (key) state.imported[path] = key;
  }
  writeState(nuzoHome, state);
}

// Host files present whose text was never imported, under this name or another; one path
// per text (the first named).
export function hostFilesNotImported(nuzoHome: string, userHome: string, projectRoot: string | null, env: HostEnv = {}): string[] {
  return pendingKeys(readState(nuzoHome), userHome, projectRoot, env).map((p) => p.path);
}

function pendingKeys(state: State, userHome: string, projectRoot: string | null, env: HostEnv): Array<{ path: string; key: string }> {
  const imported = new Set(Object.values(state.imported));
  const seen = new Set<string>();
  const out: Array<{ path: string; key: string }> = [];
  for (const { path } of knownHostPaths(userHome, projectRoot, env)) {
    const key = contentKey(path);
    if (key === null || imported.has(key) || seen.has(key)) continue;
    if (state.imported[path] !== undefined && state.imported[path] === legacyKey(path)) continue;
    seen.add(key);
    out.push({ path, key });
  }
  return out;
}

// For SessionStart: the files not imported that the user has not been told about yet; marks
// them told, so each is mentioned once (again only if it changes).
export function hostFilesToMention(nuzoHome: string, userHome: string, projectRoot: string | null, env: HostEnv = {}): string[] {
  const state = readState(nuzoHome);
  const pending = pendingKeys(state, userHome, projectRoot, env);
  if (pending.length === 0) return [];
  const fresh = pending.filter((p) => state.told[p.path] !== p.key);
  if (fresh.length === 0) return [];
  for (const p of fresh) state.told[p.path] = p.key;
  writeState(nuzoHome, state);
  return fresh.map((p) => p.path);
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
