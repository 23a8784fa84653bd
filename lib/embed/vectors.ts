// Vectors in the store (memory_vectors, migration 6) and the in-memory index recall scans.
//
// A long-lived process (the MCP server) keeps every vector of the current model in one
// Int8Array and, on each recall, loads only rows written since it last looked (`seq` only
// grows). Rows that went (a memory deleted) or memories that changed scope or status stay
// in the index until the process ends: every neighbour is re-checked against the memories
// table (scope, status, expiry) before it becomes a candidate, so they cost a slot, never a
// wrong answer.
//
// Scan: int8 dot products over the allowed scopes' vectors. Past PREFILTER_ABOVE vectors,
// sign bits first (Hamming distance, measured for every vector in one WebAssembly call:
// lib/embed/sign-codes.ts), and int8 only for the closest RESCORE of them: measured in
// bench/mcp-recall.mjs --embeddings.
import { iso } from '../clock.ts';
import { cached } from '../store/fts.ts';
import type { Store } from '../store/store.ts';
import { withWrite } from '../store/write.ts';
import type { Quantized } from './quantize.ts';
import { SignCodes } from './sign-codes.ts';

export const PREFILTER_ABOVE = 2_000;
const RESCORE = 400;

export function saveVectors(store: Store, model: string, rows: Array<{ id: string; revision: number; vector: Quantized }>): void {
  if (rows.length === 0) return;
  const at = iso(store.clock.now());
  withWrite(store, () => {
    const insert = cached(store.db, 'INSERT OR REPLACE INTO memory_vectors(memory_id, model, dim, scale, vec, revision, embedded_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM memories WHERE id = ? AND revision = ?)');
    for (const { id, revision, vector } of rows) insert.run(id, model, vector.dim, vector.scale, new Uint8Array(vector.q.buffer, vector.q.byteOffset, vector.q.byteLength), revision, at, id, revision);
  });
}

export type PendingMemory = { rowid: number; id: string; content: string; revision: number };

// Active memories with no vector of `model` for their current revision, oldest first, from
// after rowid `after` on (a run carries on where its last batch ended, instead of walking
// past every memory it has just embedded again). The unary + keeps SQLite walking the
// table in rowid order, stopping at `limit`: on the status index it gathered and sorted
// every active memory for each batch (~60 ms at 100k, blocking the server's calls).
export function pendingMemories(store: Store, model: string, limit: number, after = 0): PendingMemory[] {
  return (cached(store.db, `SELECT m.rowid AS rowid, m.id, m.content, m.revision FROM memories m LEFT JOIN memory_vectors v ON v.memory_id = m.id
    WHERE m.rowid > ? AND +m.status = 'active' AND (v.memory_id IS NULL OR v.model != ? OR v.revision != m.revision) ORDER BY m.rowid LIMIT ?`).all(after, model, limit) as PendingMemory[]).map((m) => ({ ...m, rowid: Number(m.rowid) }));
}

export type VectorCounts = { active: number; current: number; models: Array<{ model: string; count: number }> };

export function vectorCounts(store: Store, model: string): VectorCounts {
  const active = Number((cached(store.db, "SELECT COUNT(*) AS n FROM memories WHERE status = 'active'").get() as { n: number }).n);
  const current = Number((cached(store.db, "SELECT COUNT(*) AS n FROM memories m JOIN memory_vectors v ON v.memory_id = m.id WHERE m.status = 'active' AND v.model = ? AND v.revision = m.revision").get(model) as { n: number }).n);
  const models = (cached(store.db, 'SELECT model, COUNT(*) AS count FROM memory_vectors GROUP BY model ORDER BY count DESC').all() as Array<{ model: string; count: number }>).map((r) => ({ model: r.model, count: Number(r.count) }));
  return { active, current, models };
}

type VectorIndex = {
  model: string;
  dim: number;
  seq: number;
  size: number;
  ids: string[];
  scopes: string[];
  scales: Float32Array;
  q: Int8Array;
  codes: SignCodes;
  slotOf: Map<string, number>;
  // Grows with every load; the slots of the last scope list asked for, at that version
  // (sessions ask with the same scopes call after call).
  version: number;
  scoped: { key: string; version: number; slots: Int32Array } | null;
};

const indexes = new WeakMap<Store, VectorIndex>();

// The index for `model`, brought up to date with the store.
export function vectorIndex(store: Store, model: string): VectorIndex | null {
  let index = indexes.get(store);
  if (index && index.model !== model) index = undefined;
  const last = Number((cached(store.db, 'SELECT COALESCE(MAX(seq), 0) AS s FROM memory_vectors WHERE model = ?').get(model) as { s: number }).s);
  if (index && last < index.seq) index = undefined; // a different store file at the same path
  if (index && last === index.seq) return index.size > 0 ? index : null;
  const rows = cached(store.db, 'SELECT v.seq, v.memory_id, v.dim, v.scale, v.vec, m.scope FROM memory_vectors v JOIN memories m ON m.id = v.memory_id WHERE v.model = ? AND v.seq > ? ORDER BY v.seq').all(model, index?.seq ?? 0) as Array<{ seq: number; memory_id: string; dim: number; scale: number; vec: Uint8Array; scope: string }>;
  // No index until there is a vector: its dimension is the first vector's.
  if (!index && rows.length === 0) return null;
  if (!index) {
    const dim = Number(rows[0].dim);
    index = { model, dim, seq: 0, size: 0, ids: [], scopes: [], scales: new Float32Array(64), q: new Int8Array(64 * dim), codes: new SignCodes(dim, 64), slotOf: new Map(), version: 0, scoped: null };
    indexes.set(store, index);
  }
  if (rows.length) index.version++;
  for (const row of rows) {
    index.seq = Math.max(index.seq, Number(row.seq));
    if (Number(row.dim) !== index.dim || row.vec.byteLength !== index.dim) continue; // one model, one dimension
    let slot = index.slotOf.get(row.memory_id);
    if (slot === undefined) {
      slot = index.size++;
      if (slot >= index.scales.length) grow(index);
      index.slotOf.set(row.memory_id, slot);
      index.ids[slot] = row.memory_id;
    }
    index.scopes[slot] = row.scope;
    index.scales[slot] = Number(row.scale);
    const q = new Int8Array(row.vec.buffer, row.vec.byteOffset, row.vec.byteLength);
    index.q.set(q, slot * index.dim);
    index.codes.set(slot, q);
  }
  index.seq = Math.max(index.seq, last);
  return index.size > 0 ? index : null;
}

function grow(index: VectorIndex): void {
  const capacity = index.scales.length * 2;
  const scales = new Float32Array(capacity);
  scales.set(index.scales);
  const q = new Int8Array(capacity * index.dim);
  q.set(index.q);
  index.codes.grow(capacity);
  Object.assign(index, { scales, q });
}

export type Neighbour = { id: string; similarity: number };

// The `k` nearest vectors among the allowed scopes, by cosine, best first.
export function nearest(index: VectorIndex, query: Quantized, scopes: readonly string[], k: number): Neighbour[] {
  if (query.dim !== index.dim) return [];
  let slots: ArrayLike<number> = scopedSlots(index, scopes);
  if (slots.length > PREFILTER_ABOVE) slots = hammingNearest(index, query, slots, Math.max(RESCORE, k));
  const { dim, q, scales } = index;
  const qq = query.q;
  const similarity = new Float64Array(slots.length);
  for (let j = 0; j < slots.length; j++) {
    const base = slots[j] * dim;
    let dot = 0;
    for (let i = 0; i < dim; i++) dot += qq[i] * q[base + i];
    similarity[j] = dot * query.scale * scales[slots[j]];
  }
  // Objects only for the k kept: one per candidate cost as much as the dot products.
  const order = Array.from(similarity.keys()).sort((a, b) => similarity[b] - similarity[a]);
  return order.slice(0, k).map((j) => ({ id: index.ids[slots[j]], similarity: similarity[j] }));
}

// Cosine of the query with one memory's vector, or null where it has none in the index.
export function similarityOf(index: VectorIndex, query: Quantized, id: string): number | null {
  const s = index.slotOf.get(id);
  if (s === undefined || query.dim !== index.dim) return null;
  let dot = 0;
  const base = s * index.dim;
  for (let i = 0; i < index.dim; i++) dot += query.q[i] * index.q[base + i];
  return dot * query.scale * index.scales[s];
}

// The slots of the allowed scopes, kept while the index does not change.
function scopedSlots(index: VectorIndex, scopes: readonly string[]): Int32Array {
  const key = [...scopes].sort().join('\n');
  if (index.scoped && index.scoped.key === key && index.scoped.version === index.version) return index.scoped.slots;
  const allowed = new Set(scopes);
  const found = new Int32Array(index.size);
  let n = 0;
  for (let s = 0; s < index.size; s++) if (allowed.has(index.scopes[s])) found[n++] = s;
  const slots = found.slice(0, n);
  index.scoped = { key, version: index.version, slots };
  return slots;
}

// The `keep` slots whose sign bits differ least from the query's: a counting pass over the
// distances (0..dim) finds the cut without sorting.
function hammingNearest(index: VectorIndex, query: Quantized, slots: ArrayLike<number>, keep: number): number[] {
  const distance = index.codes.distances(query.q, index.size);
  const histogram = new Uint32Array(index.dim + 1);
  for (let j = 0; j < slots.length; j++) histogram[distance[slots[j]]]++;
  let cut = 0;
  for (let seen = 0; cut <= index.dim && seen + histogram[cut] < keep; cut++) seen += histogram[cut];
  const out: number[] = [];
  for (let j = 0; j < slots.length && out.length < keep * 2; j++) if (distance[slots[j]] <= cut) out.push(slots[j]);
  return out;
}
