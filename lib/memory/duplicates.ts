// Exact and near-duplicate detection against active memories of the same scope. Exact
// means equal normalized content; near means the policy's similarity score crosses its
// threshold among the few FTS candidates that share the text's rarest words.
import { normalizeContent, similarity, NEAR_DUPLICATE_THRESHOLD } from '../policy/index.ts';
import type { Store } from '../store/store.ts';
import { ftsTermsOf } from '../recall/query-plan.ts';

export type DuplicateHit = { id: string; exact: boolean; similarity: number };

export function findDuplicate(store: Store, scope: string, content: string, excludeId?: string): DuplicateHit | null {
  const norm = normalizeContent(content);
  const exact = store.db
    .prepare("SELECT id FROM memories WHERE scope = ? AND content_norm = ? AND status = 'active' AND id != ? LIMIT 1")
    .get(scope, norm, excludeId ?? '') as { id: string } | undefined;
  if (exact) return { id: exact.id, exact: true, similarity: 1 };
  let rows: Array<{ id: string; content: string }>;
  if (!store.fts) {
    // No FTS5 in this Node's SQLite: compare against the scope's newest active memories.
    rows = store.db
      .prepare("SELECT id, content FROM memories WHERE scope = ? AND status = 'active' AND id != ? ORDER BY updated_at DESC LIMIT 2000")
      .all(scope, excludeId ?? '') as Array<{ id: string; content: string }>;
    return bestMatch(content, rows);
  }
  const terms = ftsTermsOf(content, 8);
  if (terms.length === 0) return null;
  const match = terms.map((t) => `"${t}"`).join(' OR ');
  rows = store.db
    .prepare(
      `SELECT m.id, m.content FROM memories_fts f JOIN memories m ON m.rowid = f.rowid
       WHERE memories_fts MATCH ? AND m.scope = ? AND m.status = 'active' AND m.id != ?
       ORDER BY f.rank LIMIT 20`,
    )
    .all(match, scope, excludeId ?? '') as Array<{ id: string; content: string }>;
  return bestMatch(content, rows);
}

function bestMatch(content: string, rows: Array<{ id: string; content: string }>): DuplicateHit | null {
  let best: DuplicateHit | null = null;
  for (const row of rows) {
    const score = similarity(content, row.content);
    if (score >= NEAR_DUPLICATE_THRESHOLD && (!best || score > best.similarity)) best = { id: row.id, exact: false, similarity: score };
  }
  return best;
}
