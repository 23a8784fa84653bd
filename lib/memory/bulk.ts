// The import write path. Items arrive already through prepareMemory (the same validation
// and content policy as remember); here they are only deduplicated against *exact
// equivalents* (scope, kind, normalized content, normalized tags) instead of remember's
// near-duplicate search, which is both too strict for restoring a backup and too slow for
// bulk loads. Statements are prepared once per connection so a 100k-item import stays fast.
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { normalizeContent } from '../policy/index.ts';
import { ftsAdd } from '../store/fts.ts';
import type { Database } from '../store/sqlite.ts';
import type { Store } from '../store/store.ts';
import type { PreparedMemory } from './remember.ts';

export type ImportedMemory = PreparedMemory & {
  // The id the item had where it was exported, kept when this store does not use it yet.
  id?: string;
  content_norm: string;
  status: 'active' | 'archived';
  created_at: string | null;
  updated_at: string | null;
  last_used_at: string | null;
  archived_at: string | null;
};

type Statement = ReturnType<Database['prepare']>;
const cache = new WeakMap<Database, Map<string, Statement>>();

function statement(db: Database, sql: string): Statement {
  let byDb = cache.get(db);
  if (!byDb) cache.set(db, (byDb = new Map()));
  let stmt = byDb.get(sql);
  if (!stmt) byDb.set(sql, (stmt = db.prepare(sql)));
  return stmt;
}

// Tags compare as a set: order and repeats do not make two memories different. Stored and
// prepared tags are already normalized (prepareTags), so only order is left to erase.
export function tagKey(tags: readonly string[]): string {
  return JSON.stringify([...new Set(tags)].sort());
}

type Comparable = { scope: string; kind: string; content: string; tags: readonly string[]; content_norm?: string };

export function equivalenceKey(m: Comparable): string {
  return JSON.stringify([m.scope, m.kind, m.content_norm ?? normalizeContent(m.content), tagKey(m.tags)]);
}

// Any stored memory (active or archived) that is an exact equivalent, or null.
export function findEquivalent(store: Store, m: Comparable): string | null {
  const rows = statement(store.db, 'SELECT id, tags FROM memories WHERE scope = ? AND kind = ? AND content_norm = ?')
    .all(m.scope, m.kind, m.content_norm ?? normalizeContent(m.content)) as Array<{ id: string; tags: string }>;
  if (rows.length === 0) return null;
  const wanted = tagKey(m.tags);
  for (const row of rows) if (tagKey(JSON.parse(row.tags) as string[]) === wanted) return row.id;
  return null;
}

// Must run inside a write transaction (withWrite). Writes the row and its metadata-only
// `memory.imported` audit event; returns the new id.
export function insertImported(ctx: CoreContext, m: ImportedMemory): string {
  const { store } = ctx;
  const id = m.id ?? store.ids.next('mem');
  const now = iso(store.clock.now());
  const archivedAt = m.status === 'archived' ? (m.archived_at ?? now) : null;
  const inserted = statement(
    store.db,
    `INSERT INTO memories (id, content, content_norm, kind, scope, tags, tags_text, source, status, sensitive, revision, created_at, updated_at, last_used_at, archived_at, review_after, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
  ).run(id, m.content, m.content_norm, m.kind, m.scope, JSON.stringify(m.tags), m.tags.join(' '), m.source, m.status, m.sensitive ? 1 : 0,
    m.created_at ?? now, m.updated_at ?? m.created_at ?? now, m.last_used_at, archivedAt, m.review_after, m.expires_at);
  ftsAdd(store.db, store.fts, { rowid: inserted.lastInsertRowid, content: m.content, tags_text: m.tags.join(' '), storedGrams: '' });
  statement(store.db, 'INSERT INTO audit_events (id, memory_id, draft_id, event_type, actor, payload, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?)')
    .run(store.ids.next('evt'), id, 'memory.imported', ctx.actor, JSON.stringify({ kind: m.kind, scope: m.scope, tags: m.tags, status: m.status }), now);
  return id;
}
