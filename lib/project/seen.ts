// Projects this user's own sessions have opened. The SessionStart hook runs in the folder
// the host started the session in (the host names it, not the model) and records that
// project's scope here. When the host tells the MCP server nothing about the project (Codex
// starts plugin servers in the plugin's folder, with no roots and a stripped environment),
// an agent's project_root is accepted only for a project recorded lately (lib/access.ts).
// Scopes only, never paths: the table says "a session opened project:ab12…", not where.
import { iso } from '../clock.ts';
import type { Store } from '../store/store.ts';

// A record this fresh is not rewritten: most SessionStarts then cost one indexed read.
export const SEEN_REFRESH_MS = 60 * 60_000;

// How long before the MCP server started a hook's record still anchors its project_root.
// Hosts run SessionStart within seconds of starting their servers; the margin covers a
// server the host restarted in the middle of a long session.
export const SEEN_WINDOW_MS = 12 * 60 * 60_000;

// One upsert, skipped when the record is fresh. The caller bounds the lock wait (a hook
// sets a short busy timeout first) and ignores failures: a missed record only means the
// agent's project_root is not accepted in a host that reports no project.
export function recordSeenProject(store: Store, scope: string, host: string): boolean {
  if (store.readOnly || store.newerSchema) return false;
  const now = store.clock.now();
  const row = store.db.prepare('SELECT last_seen FROM seen_projects WHERE scope = ?').get(scope) as { last_seen: string } | undefined;
  const age = row ? now - Date.parse(row.last_seen) : Infinity;
  if (age >= 0 && age < SEEN_REFRESH_MS) return false;
  const at = iso(now);
  store.db
    .prepare('INSERT INTO seen_projects (scope, host, first_seen, last_seen) VALUES (?, ?, ?, ?) ON CONFLICT(scope) DO UPDATE SET host = excluded.host, last_seen = excluded.last_seen')
    .run(scope, host, at, at);
  return true;
}

// Whether a hook recorded this project at or after `sinceMs`. A refreshed record can lag a
// session by up to SEEN_REFRESH_MS, so the caller's window must be wider than that.
export function seenSince(store: Store, scope: string, sinceMs: number): boolean {
  try {
    const row = store.db.prepare('SELECT last_seen FROM seen_projects WHERE scope = ?').get(scope) as { last_seen: string } | undefined;
    return row !== undefined && Date.parse(row.last_seen) + SEEN_REFRESH_MS >= sinceMs;
  } catch {
    // A store from before the table existed, opened read-only: nothing was recorded.
    return false;
  }
}
