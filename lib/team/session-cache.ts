// The team memories a SessionStart may show, remembered across processes. Reading a full
// team file costs a hook a parse of 500 lines and, for the ones it shows, policy on a cold
// process (the regexes compile on first use): ~15 ms of a ~45 ms hook. The file rarely
// changes between sessions, so the first memories in the order a session shows them
// (recall/session-selection.ts sessionPriority) that pass policy are kept in NUZO_HOME,
// keyed by the file's size, mtime and inode and by Nuzo's version (policy may change with
// it): a steady file then costs one lstat and one small read. File clocks tick coarsely, so
// a file written in the last seconds is not cached (a same-size rewrite in the same tick
// would keep its key); any later write moves the mtime. Only memories that
// passed policy are written, never a refused one; a miss or an unreadable cache takes the
// full path (read.ts, vet.ts), so the selection is the same either way.
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { NuzoConfig } from '../config.ts';
import { sha1Hex } from '../hash.ts';
import { ensurePrivateDir } from '../paths.ts';
import { sessionPriority, type SessionCandidate } from '../recall/session-selection.ts';
import { NUZO_VERSION } from '../version.ts';
import type { TeamMemory } from './format.ts';
import { readTeamFile, teamFileKey } from './read.ts';
import { toTeamMemory } from './record.ts';
import { knownAllowed, policyRefusal } from './vet.ts';

// More than any session asks for (recall.session_start_limit is at most 20).
export const SESSION_TEAM_KEPT = 24;
const SETTLED_MS = 2000;

type Cached = { version: string; path: string; key: string; truncated: boolean; memories: TeamMemory[] };

function cachePath(home: string, teamPath: string): string {
  return join(home, 'cache', `team-${sha1Hex(teamPath).slice(0, 16)}.json`);
}

const asCandidate = (m: TeamMemory): SessionCandidate => ({ id: m.id, kind: m.kind, scope: m.scope, source: m.source, content: m.content, chars: m.content.length, age_days: 0, recency: m.added });

function inSessionOrder(memories: readonly TeamMemory[]): TeamMemory[] {
  return memories.map((m) => ({ m, c: asCandidate(m) })).sort((a, b) => sessionPriority(a.c, b.c)).map((x) => x.m);
}

function readCache(home: string, path: string, key: string): Cached | null {
  try {
    const cached = JSON.parse(readFileSync(cachePath(home, path), 'utf8')) as Cached;
    if (cached.version !== NUZO_VERSION || cached.path !== path || cached.key !== key || !Array.isArray(cached.memories)) return null;
    // Each entry is checked for shape as a team line is: a damaged cache means a full read,
    // never a SessionStart that fails and shows the user's own memories neither.
    return { ...cached, memories: cached.memories.map(toTeamMemory) };
  } catch {
    return null;
  }
}

let writes = 0;

function writeCache(home: string, cached: Cached): void {
  const dir = join(home, 'cache');
  const target = cachePath(home, cached.path);
  const temp = `${target}.${process.pid}.${Date.now().toString(36)}${writes++}.tmp`;
  try {
    ensurePrivateDir(dir);
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, JSON.stringify(cached));
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch {
    try { rmSync(temp, { force: true }); } catch { /* nothing to clean */ }
  }
}

const enabled = (config: NuzoConfig) => (m: TeamMemory) => !config.disabled_scopes.includes(m.scope);

// What teamMemoriesFor gives a session, or, from the cache, the part of it a session can
// show: the first memories in session order that pass policy (marked known to pass).
export function sessionTeamMemories(config: NuzoConfig, home: string, root: string | null): TeamMemory[] {
  if (!root || config.disabled) return [];
  const file = teamFileKey(root);
  if (file) {
    const cached = readCache(home, file.path, file.key);
    const shown = cached?.memories.filter(enabled(config)) ?? [];
    // Too few left after disabled scopes, or none (the session then reserves no team share):
    // the full path decides, as it always did.
    if (cached && shown.length > 0 && (!cached.truncated || shown.length >= SESSION_TEAM_KEPT)) {
      for (const m of shown) knownAllowed(m);
      return shown;
    }
  }
  const read = readTeamFile(root);
  if (read.state !== 'read') return [];
  if (file && Date.now() - file.mtimeMs >= SETTLED_MS) {
    const passing: TeamMemory[] = [];
    let truncated = false;
    for (const m of inSessionOrder(read.memories)) {
      if (passing.length >= SESSION_TEAM_KEPT) {
        truncated = true;
        break;
      }
      if (policyRefusal(m) === null) passing.push(m);
    }
    writeCache(home, { version: NUZO_VERSION, path: file.path, key: file.key, truncated, memories: passing });
  }
  return read.memories.filter(enabled(config));
}
