// Where the fields an upstream import carried in are kept: side tables beside memories
// (migration 4), written by import and by a supersede's relation, read by list, history,
// export and the MCP tools. What they may hold is decided in lib/transfer/carried.ts.
import type { Store } from '../store/store.ts';
import { isDefaultCarried, type Carried, type Provenance } from '../transfer/carried.ts';

type Statement = ReturnType<Store['db']['prepare']>;
const statements = new WeakMap<Store, Map<string, Statement>>();

function statement(store: Store, sql: string): Statement {
  let byStore = statements.get(store);
  if (!byStore) statements.set(store, (byStore = new Map()));
  let stmt = byStore.get(sql);
  if (!stmt) byStore.set(sql, (stmt = store.db.prepare(sql)));
  return stmt;
}

// Inside the import's write transaction. Default values are not stored.
export function storeCarried(store: Store, memoryId: string, c: Carried): void {
  if (isDefaultCarried(c)) return;
  statement(store, 'INSERT INTO memory_carried (memory_id, confidence, confidence_state, provenance) VALUES (?, ?, ?, ?) ON CONFLICT(memory_id) DO UPDATE SET confidence = excluded.confidence, confidence_state = excluded.confidence_state, provenance = excluded.provenance')
    .run(memoryId, c.confidence, c.confidence_state, c.provenance === null ? null : JSON.stringify(c.provenance));
}

export function storeRelation(store: Store, r: { source_id: string; target_id: string; relation: string; reason: string | null; created_at: string }): boolean {
  const result = statement(store, 'INSERT INTO memory_relations (source_id, target_id, relation, reason, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .run(r.source_id, r.target_id, r.relation, r.reason, r.created_at);
  return Number(result.changes) > 0;
}

// A store written before migration 4 (opened read-only by an older schema) has no tables.
function tableExists(store: Store, name: string): boolean {
  return !!store.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
}

type CarriedRow = { memory_id: string; confidence: number | null; confidence_state: string | null; provenance: string | null };

function fromRow(row: CarriedRow): Carried {
  return { confidence: row.confidence ?? 1, confidence_state: row.confidence_state, provenance: row.provenance === null ? null : (JSON.parse(row.provenance) as Provenance) };
}

// For the given memories (or all, when ids is omitted): their carried fields, when not default.
export function loadCarried(store: Store, ids?: readonly string[]): Map<string, Carried> {
  const out = new Map<string, Carried>();
  if (!tableExists(store, 'memory_carried')) return out;
  const rows = ids === undefined
    ? store.db.prepare('SELECT memory_id, confidence, confidence_state, provenance FROM memory_carried').all() as CarriedRow[]
    : ids.length === 0 ? [] : store.db.prepare(`SELECT memory_id, confidence, confidence_state, provenance FROM memory_carried WHERE memory_id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as CarriedRow[];
  for (const row of rows) out.set(row.memory_id, fromRow(row));
  return out;
}

export type StoredRelation = { source_id: string; target_id: string; relation: string; reason: string | null; created_at: string };

// Relations touching any of the given memories (or all).
export function loadRelations(store: Store, ids?: readonly string[]): StoredRelation[] {
  if (!tableExists(store, 'memory_relations')) return [];
  const sql = 'SELECT source_id, target_id, relation, reason, created_at FROM memory_relations';
  if (ids === undefined) return store.db.prepare(`${sql} ORDER BY created_at, rowid`).all() as StoredRelation[];
  if (ids.length === 0) return [];
  // Two plain parameters: Node 22.13's node:sqlite cannot bind a numbered one (?1) twice.
  const list = JSON.stringify(ids);
  return store.db.prepare(`${sql} WHERE source_id IN (SELECT value FROM json_each(?)) OR target_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid`).all(list, list) as StoredRelation[];
}

// What list, history and the MCP tools show beside a memory: only what is set.
export function carriedView(c: Carried | undefined, relations: StoredRelation[], id: string): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  if (c && c.confidence !== 1) view.confidence = c.confidence;
  if (c?.confidence_state) view.confidence_state = c.confidence_state;
  if (c?.provenance) view.provenance = c.provenance;
  const mine = relations.filter((r) => r.source_id === id || r.target_id === id);
  if (mine.length) view.relations = mine.map((r) => (r.source_id === id ? { relation: r.relation, target_id: r.target_id, reason: r.reason } : { relation: r.relation, source_id: r.source_id, reason: r.reason }));
  return view;
}

export type CarriedRelationView = { relation: string; target_id?: string; source_id?: string; reason: string | null };

// The carried fields as list and history show them beside a memory; absent when default.
export type CarriedFields = { confidence?: number; confidence_state?: string; provenance?: Provenance; relations?: CarriedRelationView[] };

// For one page of memories, in a fixed number of queries whatever the page size: their
// carried fields and relations. With `scopes`, a relation whose other memory lies outside
// them is left out, so a fenced reader never learns the id of a memory it may not see.
export function carriedFor(store: Store, ids: readonly string[], scopes?: readonly string[] | null): Map<string, CarriedFields> {
  const out = new Map<string, CarriedFields>();
  if (ids.length === 0) return out;
  const carried = loadCarried(store, ids);
  let relations = loadRelations(store, ids);
  if (scopes && relations.length) {
    const page = new Set(ids);
    const others = [...new Set(relations.flatMap((r) => [r.source_id, r.target_id]).filter((id) => !page.has(id)))];
    const allowed = new Set(scopes);
    const visible = new Set(ids);
    if (others.length) {
      const rows = store.db.prepare('SELECT id, scope FROM memories WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(others)) as Array<{ id: string; scope: string }>;
      for (const row of rows) if (allowed.has(row.scope)) visible.add(row.id);
    }
    relations = relations.filter((r) => visible.has(r.source_id) && visible.has(r.target_id));
  }
  for (const id of ids) {
    const view = carriedView(carried.get(id), relations, id) as CarriedFields;
    if (Object.keys(view).length) out.set(id, view);
  }
  return out;
}
