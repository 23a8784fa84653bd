// The fields upstream Nuzo 1.2 (fabionfsc/nuzo-memory) keeps beside a memory that this
// Nuzo's own paths never set: confidence, confidence_state, provenance, and the typed
// relations between memories. They are checked the way upstream checks them (so anything it
// accepts is accepted), their free text goes through content policy, and they live in side
// tables (migration 4) so a memory written by remember simply has none.
import type { Store } from '../store/store.ts';
import { policyFinding } from './scan.ts';

export const CONFIDENCE_STATES = ['observed', 'inferred', 'user_confirmed', 'needs_review', 'deprecated'] as const;
export const PROVENANCE_KINDS = ['conversation', 'file', 'import', 'cli', 'mcp'] as const;
export const RELATION_TYPES = ['supersedes', 'conflicts_with', 'duplicate_of', 'related_to'] as const;

// Upstream's bounds on the same fields.
const PROVENANCE_TEXT_MAX = 256;
const PROVENANCE_PATH_MAX = 512;
const REASON_MAX = 1000;
// Upstream does not bound keys it does not know; a stored blob here is bounded anyway.
const PROVENANCE_JSON_MAX = 8192;

export type Provenance = { kind: string } & Record<string, unknown>;

export type Carried = { confidence: number; confidence_state: string | null; provenance: Provenance | null };

export type RelationItem = { source_index: number; target_index: number; relation: string; reason?: string | null; created_at: string };

// A field that was in the item and did not make it into the store, with why.
export type NotCarried = { field: string; code: string };

export const DEFAULT_CARRIED: Carried = { confidence: 1, confidence_state: null, provenance: null };

export function isDefaultCarried(c: Carried): boolean {
  return c.confidence === 1 && c.confidence_state === null && c.provenance === null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortText(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= max && !/[\0\r\n]/.test(value);
}

// null when the provenance is one upstream would accept, else the reason it would not.
export function provenanceProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'PROVENANCE_INVALID';
  if (!(PROVENANCE_KINDS as readonly unknown[]).includes(value.kind)) return 'PROVENANCE_KIND_INVALID';
  for (const field of ['host', 'surface', 'thread_id', 'action'] as const) {
    if (value[field] !== undefined && !shortText(value[field], PROVENANCE_TEXT_MAX)) return 'PROVENANCE_FIELD_INVALID';
  }
  if (value.reason !== undefined && !(typeof value.reason === 'string' && value.reason.trim() && value.reason.length <= REASON_MAX)) return 'PROVENANCE_FIELD_INVALID';
  if (value.path !== undefined) {
    const path = value.path;
    if (!shortText(path, PROVENANCE_PATH_MAX)) return 'PROVENANCE_FIELD_INVALID';
    const p = path as string;
    if (p.startsWith('/') || p.startsWith('\\\\') || /^[A-Za-z]:[\\/]/.test(p) || p.split(/[\\/]+/).includes('..')) return 'PROVENANCE_PATH_UNSAFE';
  }
  if (value.line !== undefined && !(Number.isInteger(value.line) && (value.line as number) > 0 && (value.line as number) <= 1_000_000_000)) return 'PROVENANCE_FIELD_INVALID';
  return null;
}

// Every string inside the provenance, for one policy read.
function provenanceText(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) provenanceText(v, out);
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) { out.push(k); provenanceText(v, out); }
  return out;
}

// Reads the three fields of one item. A malformed confidence makes the whole item invalid
// (upstream refuses it too); a confidence_state or provenance that cannot be kept is left
// out and named in `dropped`, so the report can say so item by item.
export function readCarried(item: Record<string, unknown>): { carried: Carried; dropped: NotCarried[] } | null {
  const dropped: NotCarried[] = [];
  let confidence = 1;
  if (item.confidence !== undefined) {
    if (typeof item.confidence !== 'number' || !Number.isFinite(item.confidence) || item.confidence < 0 || item.confidence > 1) return null;
    confidence = item.confidence;
  }
  let state: string | null = null;
  if (item.confidence_state !== undefined && item.confidence_state !== null) {
    if ((CONFIDENCE_STATES as readonly unknown[]).includes(item.confidence_state)) state = item.confidence_state as string;
    else dropped.push({ field: 'confidence_state', code: 'CONFIDENCE_STATE_INVALID' });
  }
  let provenance: Provenance | null = null;
  if (item.provenance !== undefined && item.provenance !== null) {
    const problem = provenanceProblem(item.provenance);
    const json = problem ? '' : JSON.stringify(item.provenance);
    const finding = problem ? null : policyFinding(provenanceText(item.provenance).join('\n'));
    if (problem) dropped.push({ field: 'provenance', code: problem });
    else if (json.length > PROVENANCE_JSON_MAX) dropped.push({ field: 'provenance', code: 'PROVENANCE_TOO_LONG' });
    else if (finding) dropped.push({ field: 'provenance', code: finding });
    else provenance = item.provenance as Provenance;
  }
  return { carried: { confidence, confidence_state: state, provenance }, dropped };
}

// Structural check of one relation against the document (upstream's rules) and policy on
// its reason. Returns a code when it cannot be kept.
export function relationProblem(value: unknown, memoryCount: number): string | null {
  if (!isRecord(value)) return 'RELATION_INVALID';
  const { source_index: s, target_index: t } = value;
  if (!Number.isInteger(s) || !Number.isInteger(t) || (s as number) < 0 || (t as number) < 0 || (s as number) >= memoryCount || (t as number) >= memoryCount || s === t) return 'RELATION_INDEX_INVALID';
  if (!(RELATION_TYPES as readonly unknown[]).includes(value.relation)) return 'RELATION_TYPE_INVALID';
  if (value.reason !== undefined && value.reason !== null) {
    if (typeof value.reason !== 'string' || !value.reason.trim() || value.reason.length > REASON_MAX) return 'RELATION_REASON_INVALID';
    const finding = policyFinding(value.reason);
    if (finding) return finding;
  }
  if (typeof value.created_at !== 'string' || value.created_at.length > 64 || Number.isNaN(Date.parse(value.created_at))) return 'RELATION_DATE_INVALID';
  return null;
}

// --- storage -----------------------------------------------------------------------------

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
