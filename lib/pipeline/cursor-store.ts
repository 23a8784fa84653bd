// Per-session, per-file transcript cursors and the set of transcript records already
// considered. Both hold only offsets and hashes: no transcript text is ever stored.
import { sha256Hex } from '../hash.ts';
import { iso } from '../clock.ts';
import type { Store } from '../store/store.ts';
import type { TranscriptCursor } from '../transcript/reader.ts';

export function hashOf(...parts: string[]): string {
  return sha256Hex(parts.join('\u0000')).slice(0, 32);
}

export function loadCursor(store: Store, host: string, sessionId: string, path: string): TranscriptCursor | null {
  const row = store.db
    .prepare('SELECT cursor FROM capture_cursors WHERE host = ? AND session_id = ? AND path_hash = ?')
    .get(host, sessionId, hashOf(path)) as { cursor: string } | undefined;
  if (!row) return null;
  try {
    return JSON.parse(row.cursor) as TranscriptCursor;
  } catch {
    return null;
  }
}

// Must run inside a write transaction.
export function saveCursor(store: Store, host: string, sessionId: string, path: string, cursor: TranscriptCursor): void {
  store.db
    .prepare(
      `INSERT INTO capture_cursors (host, session_id, path_hash, cursor, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(host, session_id, path_hash) DO UPDATE SET cursor = excluded.cursor, updated_at = excluded.updated_at`,
    )
    .run(host, sessionId, hashOf(path), JSON.stringify(cursor), iso(store.clock.now()));
}

export function refKey(host: string, sessionId: string, ref: string): string {
  return hashOf(host, sessionId, ref);
}

export function hasSeen(store: Store, key: string): boolean {
  return store.db.prepare('SELECT 1 FROM capture_seen WHERE ref_hash = ?').get(key) !== undefined;
}

// Must run inside a write transaction.
export function markSeen(store: Store, key: string): void {
  store.db.prepare('INSERT OR IGNORE INTO capture_seen (ref_hash, created_at) VALUES (?, ?)').run(key, iso(store.clock.now()));
}
