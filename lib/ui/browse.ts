// Read-only views the page needs beyond the tool contract's list: every filter at once
// (scope, kind, tag, status, source), three sort orders, the facets that fill the filter
// menus, the overview's counts, and a change counter cheap enough to poll. Reads only: every
// write the page makes goes through the core operations (lib/memory, lib/drafts).
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { LIMITS, MEMORY_KINDS } from '../limits.ts';
import { MEMORY_COLUMNS, rowToMemory, type Memory, type MemoryRow } from '../memory/model.ts';
import { cached } from '../store/fts.ts';
import type { Store } from '../store/store.ts';

export const BROWSE_SORTS = ['updated', 'last_used', 'created'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

export type BrowseInput = {
  scope?: string;
  kind?: string;
  tag?: string;
  status?: string;
  source?: string;
  sort?: string;
  limit?: number;
  offset?: number;
};

const ORDER: Record<BrowseSort, string> = {
  updated: 'updated_at DESC, rowid DESC',
  // SQLite sorts NULL lowest, so never-used memories go last (newest updated first among
  // themselves) and the order is exactly memories_status_used / memories_scope_used backwards.
  last_used: 'last_used_at DESC, updated_at DESC, rowid DESC',
  created: 'created_at DESC, rowid DESC',
};

export function browseMemories(store: Store, input: BrowseInput): { memories: Memory[]; total: number; limit: number; offset: number } {
  const where: string[] = [];
  const params: string[] = [];
  const eq = (column: string, value: string | undefined) => {
    if (value === undefined || value === '') return;
    where.push(`${column} = ?`);
    params.push(value);
  };
  eq('scope', input.scope);
  if (input.kind && !(MEMORY_KINDS as readonly string[]).includes(input.kind)) throw new NuzoError('INVALID_KIND', `kind must be one of ${MEMORY_KINDS.join(', ')}.`, { field: 'kind' });
  eq('kind', input.kind);
  const status = input.status || 'active';
  if (!['active', 'archived', 'all'].includes(status)) throw new NuzoError('INVALID_INPUT', 'status must be active, archived or all.', { field: 'status' });
  if (status !== 'all') eq('status', status);
  eq('source', input.source);
  if (input.tag) {
    where.push('EXISTS (SELECT 1 FROM json_each(memories.tags) WHERE value = ?)');
    params.push(input.tag);
  }
  const sort = (input.sort || 'updated') as BrowseSort;
  if (!(BROWSE_SORTS as readonly string[]).includes(sort)) throw new NuzoError('INVALID_INPUT', `sort must be one of ${BROWSE_SORTS.join(', ')}.`, { field: 'sort' });
  const limit = clamp(input.limit, 50, 1, LIMITS.listMaxLimit);
  const offset = clamp(input.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = Number((cached(store.db, `SELECT COUNT(*) AS n FROM memories ${clause}`).get(...params) as { n: number }).n);
  const rows = cached(store.db, `SELECT ${MEMORY_COLUMNS} FROM memories ${clause} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`).all(...params, limit, offset) as MemoryRow[];
  return { memories: rows.map(rowToMemory), total, limit, offset };
}

function clamp(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export type ScopeFacet = { scope: string; count: number; project: { root: string | null; name: string | null; host: string | null; last_seen: string | null } | null };
export type Facets = { scopes: ScopeFacet[]; kinds: Array<{ kind: string; count: number }>; tags: Array<{ tag: string; count: number }>; sources: Array<{ source: string; count: number }> };

const TAG_FACET_MAX = 200;
const SOURCE_FACET_MAX = 100;

// `here` is the project the UI was started in: the only project whose folder this process
// knows (seen_projects keeps scopes and hosts, never paths).
export function facets(store: Store, here: { scope: string; root: string } | null): Facets {
  const seen = new Map<string, { host: string; last_seen: string }>();
  try {
    for (const r of store.db.prepare('SELECT scope, host, last_seen FROM seen_projects').all() as Array<{ scope: string; host: string; last_seen: string }>) seen.set(r.scope, r);
  } catch {
    // An older store without the table: no project is known beyond this one.
  }
  const scopeRows = store.db.prepare('SELECT scope, COUNT(*) AS n FROM memories GROUP BY scope ORDER BY n DESC').all() as Array<{ scope: string; n: number }>;
  if (here && !scopeRows.some((r) => r.scope === here.scope)) scopeRows.push({ scope: here.scope, n: 0 });
  const scopes = scopeRows.map((r): ScopeFacet => {
    const isProject = r.scope.startsWith('project:');
    const s = seen.get(r.scope);
    const root = here && here.scope === r.scope ? here.root : null;
    return {
      scope: r.scope,
      count: Number(r.n),
      project: isProject ? { root, name: root ? root.split(/[\\/]/).filter(Boolean).pop() ?? root : null, host: s?.host ?? null, last_seen: s?.last_seen ?? null } : null,
    };
  });
  const kinds = (store.db.prepare('SELECT kind, COUNT(*) AS n FROM memories GROUP BY kind ORDER BY n DESC').all() as Array<{ kind: string; n: number }>).map((r) => ({ kind: r.kind, count: Number(r.n) }));
  const tags = (store.db.prepare(`SELECT j.value AS tag, COUNT(*) AS n FROM memories, json_each(memories.tags) AS j GROUP BY j.value ORDER BY n DESC, tag LIMIT ${TAG_FACET_MAX}`).all() as Array<{ tag: string; n: number }>).map((r) => ({ tag: r.tag, count: Number(r.n) }));
  const sources = (store.db.prepare(`SELECT source, COUNT(*) AS n FROM memories GROUP BY source ORDER BY n DESC LIMIT ${SOURCE_FACET_MAX}`).all() as Array<{ source: string; n: number }>).map((r) => ({ source: r.source, count: Number(r.n) }));
  return { scopes, kinds, tags, sources };
}

export type Overview = {
  by_scope: Array<{ scope: string; active: number; archived: number }>;
  by_kind: Array<{ kind: string; active: number; archived: number }>;
  drafts_waiting: number;
  store_bytes: number;
  last_capture: { at: string; outcome: string; host: string | null } | null;
  last_draft_at: string | null;
};

export function overview(ctx: CoreContext): Overview {
  const db = ctx.store.db;
  const split = (column: 'scope' | 'kind') =>
    (db.prepare(`SELECT ${column} AS k, SUM(status = 'active') AS a, SUM(status = 'archived') AS r FROM memories GROUP BY ${column} ORDER BY a DESC`).all() as Array<{ k: string; a: number; r: number }>)
      .map((row) => ({ [column]: row.k, active: Number(row.a ?? 0), archived: Number(row.r ?? 0) }));
  const now = new Date(ctx.store.clock.now()).toISOString();
  const drafts = Number((db.prepare('SELECT COUNT(*) AS n FROM drafts WHERE expires_at > ?').get(now) as { n: number }).n);
  const page = db.prepare('SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()').get() as { bytes: number };
  const capture = db.prepare('SELECT created_at AS at, outcome, host FROM capture_traces WHERE outcome = ? ORDER BY seq DESC LIMIT 1').get('capture') as { at: string; outcome: string; host: string | null } | undefined;
  const lastDraft = db.prepare("SELECT MAX(created_at) AS at FROM audit_events WHERE event_type = 'draft.created'").get() as { at: string | null };
  return {
    by_scope: split('scope') as Overview['by_scope'],
    by_kind: split('kind') as Overview['by_kind'],
    drafts_waiting: drafts,
    store_bytes: Number(page.bytes),
    last_capture: capture ?? null,
    last_draft_at: lastDraft.at,
  };
}

// Every scope holding a memory (search runs it per query): one index seek per scope, where
// SELECT DISTINCT would read every entry of the scope index (~9 ms at 100k).
const SCOPES_SQL = `WITH RECURSIVE s(scope) AS (SELECT MIN(scope) FROM memories
  UNION ALL SELECT (SELECT MIN(scope) FROM memories WHERE scope > s.scope) FROM s WHERE s.scope IS NOT NULL)
  SELECT scope FROM s WHERE scope IS NOT NULL`;
export function memoryScopes(store: Store): string[] {
  return (cached(store.db, SCOPES_SQL).all() as Array<{ scope: string }>).map((r) => r.scope);
}

// Every scope that holds a pending draft: the page reviews them all, not only this project's.
export function draftScopes(store: Store): string[] {
  const now = new Date(store.clock.now()).toISOString();
  return (store.db.prepare('SELECT DISTINCT scope FROM drafts WHERE expires_at > ?').all(now) as Array<{ scope: string }>).map((r) => r.scope);
}

// Changes from any process: SQLite's data_version moves when another connection commits,
// and `local` counts this process's own writes (data_version ignores those).
export function changeVersion(store: Store, local: number): string {
  const { data_version } = store.db.prepare('PRAGMA data_version').get() as { data_version: number };
  return `${data_version}.${local}`;
}
