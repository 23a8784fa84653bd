// Recall without FTS5 (Node 22.13's node:sqlite has none; see store/fts.ts): scan the
// allowed scopes' active memories, newest first and bounded, and score them with the same
// BM25 formula FTS5 uses (k1 = 1.2, b = 0.75) over the same query terms, matched by stem.
// Slower on large stores — doctor says so and names the Node that has FTS5 — but the
// results feed the same ranking, so answers agree.
import { iso } from '../clock.ts';
import { MEMORY_COLUMNS, rowToMemory, type MemoryRow } from '../memory/model.ts';
import type { Store } from '../store/store.ts';
import { tokenize } from './query-plan.ts';
import { stem, stemMatches, type Candidate } from './rank.ts';

const SCAN_LIMIT = 20_000;
const K1 = 1.2;
const B = 0.75;

export function scanCandidates(store: Store, terms: string[], scopes: string[], now: number, pool: number): Candidate[] {
  if (terms.length === 0) return [];
  const rows = store.db
    .prepare(
      `SELECT ${MEMORY_COLUMNS} FROM memories WHERE status = 'active' AND scope IN (${scopes.map(() => '?').join(', ')})
       AND (expires_at IS NULL OR expires_at > ?) ORDER BY updated_at DESC LIMIT ${SCAN_LIMIT}`,
    )
    .all(...scopes, iso(now)) as MemoryRow[];
  const stems = terms.map(stem);
  const docs = rows.map((row) => {
    const words = tokenize(`${row.content} ${JSON.parse(row.tags).join(' ')}`).map(stem);
    const tf = stems.map((s) => words.filter((w) => stemMatches(w, s)).length);
    return { row, tf, length: Math.max(1, words.length) };
  });
  const avg = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
  const df = stems.map((_, i) => docs.filter((d) => d.tf[i] > 0).length);
  const n = docs.length;
  const scored: Candidate[] = [];
  for (const doc of docs) {
    let score = 0;
    let matched = 0;
    doc.tf.forEach((tf, i) => {
      if (tf === 0) return;
      matched++;
      const idf = Math.log(1 + (n - df[i] + 0.5) / (df[i] + 0.5));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / avg));
    });
    // FTS5's bm25() is negative (lower is better); keep that convention for rank().
    if (matched > 0) scored.push({ memory: rowToMemory(doc.row), bm25: -score, matchedAll: matched === stems.length });
  }
  return scored.sort((a, b) => a.bm25 - b.bm25).slice(0, pool);
}
