// Recall: plan the FTS query, fetch a bounded candidate pool in the allowed scopes, rank,
// and (for the ordinary, non-hook variant) record use: last_used_at plus one audit event
// per returned memory, in one write transaction.
import { appendAudit } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import { MEMORY_COLUMNS, rowToMemory, type MemoryRow } from '../memory/model.ts';
import { isConcreteScope, USER_SCOPE } from '../scope.ts';
import { withWrite } from '../store/write.ts';
import { planQuery } from './query-plan.ts';
import { rank, type Candidate, type Ranked } from './rank.ts';
import { scanCandidates } from './scan.ts';

export type RecallResult = {
  id: string;
  content: string;
  kind: string;
  scope: string;
  tags: string[];
  source: string;
  score: number;
  reason: string;
  updated_at: string;
  age_days: number;
};

export type RecallInput = {
  query: string;
  scopes: string[];
  limit?: number;
  projectScope?: string | null;
  // false for the read-only hook variant: no last_used_at, no audit event.
  recordUse: boolean;
};

// `include_global` means the requested scope plus user:default and nothing else.
export function recallScopes(scope: string, includeGlobal: boolean): string[] {
  return includeGlobal && scope !== USER_SCOPE ? [scope, USER_SCOPE] : [scope];
}

export function recall(ctx: CoreContext, input: RecallInput): { results: RecallResult[]; terms: string[] } {
  if (typeof input.query !== 'string' || input.query.trim().length === 0) {
    throw new NuzoError('INVALID_INPUT', 'Recall needs a non-empty query.', { field: 'query' });
  }
  if (!Array.isArray(input.scopes) || !input.scopes.every((s) => typeof s === 'string' && isConcreteScope(s))) {
    throw new NuzoError('INVALID_SCOPE', 'Recall needs a list of concrete scopes (resolve project:auto first).', { field: 'scopes' });
  }
  if (input.limit !== undefined && (typeof input.limit !== 'number' || !Number.isFinite(input.limit))) {
    throw new NuzoError('INVALID_INPUT', `limit must be a number between 1 and ${LIMITS.recallMaxLimit}.`, { field: 'limit' });
  }
  if (input.query.length > LIMITS.queryMaxChars * 4) throw new NuzoError('INVALID_INPUT', `The query is too long (max ${LIMITS.queryMaxChars * 4} chars).`, { field: 'query' });
  const limit = Math.min(Math.max(1, Math.floor(input.limit ?? LIMITS.recallDefaultLimit)), LIMITS.recallMaxLimit);
  const scopes = input.scopes.filter((s) => !ctx.config.disabled_scopes.includes(s));
  const { store } = ctx;
  const now = store.clock.now();
  const plan = planQuery(store, input.query);
  if (!plan.and || scopes.length === 0 || ctx.config.disabled) return { results: [], terms: plan.terms };
  const pool = Math.max(40, limit * 5);
  if (!store.fts) return finish(ctx, input, rank(input.query, scanCandidates(store, plan.terms, scopes, now, pool), { projectScope: input.projectScope ?? null, now }).slice(0, limit), plan.terms, now);
  const placeholders = scopes.map(() => '?').join(', ');
  const sql = `SELECT ${MEMORY_COLUMNS.split(', ').map((c) => `m.${c}`).join(', ')}, bm25(memories_fts, 1.0, 1.5) AS bm
    FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid
    WHERE memories_fts MATCH ? AND m.status = 'active' AND m.scope IN (${placeholders})
      AND (m.expires_at IS NULL OR m.expires_at > ?)
    ORDER BY bm LIMIT ${pool}`;
  const statement = store.db.prepare(sql);
  const nowIso = iso(now);
  const seen = new Map<string, Candidate>();
  for (const row of statement.all(plan.and, ...scopes, nowIso) as Array<MemoryRow & { bm: number }>) {
    seen.set(row.id, { memory: rowToMemory(row), bm25: row.bm, matchedAll: true });
  }
  if (seen.size < limit && plan.or) {
    for (const row of statement.all(plan.or, ...scopes, nowIso) as Array<MemoryRow & { bm: number }>) {
      if (!seen.has(row.id)) seen.set(row.id, { memory: rowToMemory(row), bm25: row.bm, matchedAll: false });
    }
  }
  const ranked = rank(input.query, [...seen.values()], { projectScope: input.projectScope ?? null, now }).slice(0, limit);
  return finish(ctx, input, ranked, plan.terms, now);
}

function finish(ctx: CoreContext, input: RecallInput, ranked: Ranked[], terms: string[], now: number): { results: RecallResult[]; terms: string[] } {
  const { store } = ctx;
  const nowIso = iso(now);
  const results = ranked.map(({ memory, score, reason }) => ({
    id: memory.id,
    content: memory.content,
    kind: memory.kind,
    scope: memory.scope,
    tags: memory.tags,
    source: memory.source,
    score,
    reason,
    updated_at: memory.updated_at,
    age_days: Math.floor(Math.max(0, now - Date.parse(memory.updated_at)) / 86_400_000),
  }));
  if (input.recordUse && results.length > 0 && !store.readOnly) {
    withWrite(store, () => {
      const touch = store.db.prepare('UPDATE memories SET last_used_at = ? WHERE id = ?');
      for (const result of results) {
        touch.run(nowIso, result.id);
        appendAudit(store, { memory_id: result.id, event_type: 'memory.recalled', actor: ctx.actor, payload: { score: result.score } });
      }
    });
  }
  return { results, terms };
}
