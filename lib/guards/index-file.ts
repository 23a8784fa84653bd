// The guards index: NUZO_HOME/memory/guards.json, the confirmed guards of active memories
// (ids, scope, pattern, action; never a memory's text). The PreToolUse hook reads only this
// file before every tool call and opens the store only when a pattern matches, so a user
// with no guards pays one failed open(). The store's memory_guards table stays the truth:
// the guard commands rewrite the file from it (0600, written to a temporary name and
// renamed, so a reader sees the old file or the new one), and the hook re-checks a match
// against the store before it stops anything. No confirmed guard: no file.
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { join } from 'node:path';
import type { ActiveGuard } from './match.ts';

const INDEX_VERSION = 1;
const INDEX_MAX_BYTES = 512 * 1024;

export function guardIndexPath(home: string): string {
  return join(home, 'memory', 'guards.json');
}

// null when there is no index (the common case) or it cannot be read or parsed: either way
// the hook lets the call go on.
export function readGuardIndex(home: string): ActiveGuard[] | null {
  let text: string;
  try {
    text = readFileSync(guardIndexPath(home), 'utf8');
  } catch {
    return null;
  }
  if (text.length > INDEX_MAX_BYTES) return null;
  try {
    const parsed = JSON.parse(text) as { version?: unknown; guards?: unknown };
    if (parsed.version !== INDEX_VERSION || !Array.isArray(parsed.guards)) return null;
    return parsed.guards.filter(isActiveGuard);
  } catch {
    return null;
  }
}

function isActiveGuard(value: unknown): value is ActiveGuard {
  const g = value as Partial<ActiveGuard> | null;
  return !!g && typeof g.id === 'string' && typeof g.memory_id === 'string' && typeof g.scope === 'string' && g.tool === 'shell' && typeof g.pattern === 'string' && (g.action === 'deny' || g.action === 'ask');
}

export function writeGuardIndex(home: string, guards: readonly ActiveGuard[]): void {
  const path = guardIndexPath(home);
  if (guards.length === 0) {
    try { unlinkSync(path); } catch (error) { if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; }
    return;
  }
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, `${JSON.stringify({ version: INDEX_VERSION, guards })}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}
