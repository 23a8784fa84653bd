// The semantic half of one recall, synchronous like the rest of it: the query's nearest
// vectors among the allowed scopes, re-checked against the memories table (active, in
// scope, not expired), and the query's similarity to every lexical candidate too.
import { MEMORY_COLUMNS, rowToMemory, type Memory, type MemoryRow } from '../memory/model.ts';
import { cached } from '../store/fts.ts';
import type { Store } from '../store/store.ts';
import type { Quantized } from './quantize.ts';
import { nearest, similarityOf, vectorIndex } from './vectors.ts';

export type SemanticQuery = { model: string; vector: Quantized };

// CROSS JOIN keeps the neighbour list the outer loop, so each is one primary-key seek: left
// to itself the planner walked the scopes' index instead (~5 ms at 10k memories).
const ROW_COLUMNS = MEMORY_COLUMNS.split(', ').map((c) => `m.${c}`).join(', ');
const VISIBLE_BY_ID = `SELECT ${ROW_COLUMNS} FROM json_each(?) AS n CROSS JOIN memories AS m ON m.id = n.value WHERE m.status = 'active' AND m.scope IN (SELECT value FROM json_each(?)) AND (m.expires_at IS NULL OR m.expires_at > ?)`;

export function semanticCandidates(store: Store, query: SemanticQuery, scopes: string[], nowIso: string, lexical: readonly Memory[], k: number): { extra: Memory[]; similarity: Map<string, number> } | null {
  const index = vectorIndex(store, query.model);
  if (!index || index.dim !== query.vector.dim) return null;
  const similarity = new Map<string, number>();
  for (const memory of lexical) {
    const s = similarityOf(index, query.vector, memory.id);
    if (s !== null) similarity.set(memory.id, s);
  }
  const known = new Set(lexical.map((m) => m.id));
  const neighbours = nearest(index, query.vector, scopes, k).filter((n) => !known.has(n.id));
  const rows = neighbours.length === 0 ? [] : (cached(store.db, VISIBLE_BY_ID).all(JSON.stringify(neighbours.map((n) => n.id)), JSON.stringify(scopes), nowIso) as MemoryRow[]);
  const extra = rows.map(rowToMemory);
  for (const n of neighbours) similarity.set(n.id, n.similarity);
  return { extra, similarity };
}

// Whether the store holds any vector of the query's model: what a recall that did not need
// to search them still reports as semantic recall in play.
export function hasVectors(store: Store, model: string): boolean {
  return cached(store.db, 'SELECT 1 FROM memory_vectors WHERE model = ? LIMIT 1').get(model) !== undefined;
}
