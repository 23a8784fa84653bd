// Forgetting: archive (reversible) or hard delete (needs the user's confirmation). A hard
// delete removes the row, its FTS entries (secure-delete) and WAL copies; the audit trail
// keeps a metadata-only `memory.deleted` event so the deletion stays provable.
import { appendAudit } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import { normalizeTags } from '../policy/index.ts';
import { isConcreteScope } from '../scope.ts';
import { scrubWal } from '../store/scrub.ts';
import { ftsRemove, ftsRowOf } from '../store/fts.ts';
import { withWrite } from '../store/write.ts';
import { getMemory } from './get.ts';
import { forgetReceiptsOf } from '../receipts/log.ts';

export type ForgetMode = 'archive' | 'delete';

export type ForgetInput = { id: unknown; mode?: unknown; confirmed?: boolean; reason?: unknown };

export function validateForgetMode(mode: unknown): ForgetMode {
  if (mode === undefined || mode === 'archive') return 'archive';
  if (mode === 'delete') return 'delete';
  throw new NuzoError('INVALID_INPUT', 'mode must be archive or delete.', { field: 'mode' });
}

export function forgetMemory(ctx: CoreContext, input: ForgetInput): { id: string; mode: ForgetMode; status: 'archived' | 'deleted' } {
  const mode = validateForgetMode(input.mode);
  if (mode === 'delete' && input.confirmed !== true) {
    throw new NuzoError('CONFIRMATION_REQUIRED', 'A hard delete needs the user\'s confirmation.', { operation: 'forget', reason: 'hard_delete' });
  }
  const result = withWrite(ctx.store, () => {
    const memory = getMemory(ctx.store, input.id);
    applyForget(ctx, memory.id, memory.scope, mode, reasonOf(input.reason));
    return { id: memory.id, mode, status: mode === 'delete' ? ('deleted' as const) : ('archived' as const) };
  });
  if (mode === 'delete') {
    scrubWal(ctx.store);
    forgetReceiptsOf(ctx.store.home, { memoryIds: [result.id] });
  }
  return result;
}

// Must run inside a write transaction.
function applyForget(ctx: CoreContext, id: string, scope: string, mode: ForgetMode, reason: string | null): void {
  const now = iso(ctx.store.clock.now());
  if (mode === 'delete') {
    const indexed = ftsRowOf(ctx.store.db, id);
    if (indexed) ftsRemove(ctx.store.db, ctx.store.fts, indexed);
    ctx.store.db.prepare('DELETE FROM memories WHERE id = ?').run(id);
    appendAudit(ctx.store, { memory_id: id, event_type: 'memory.deleted', actor: ctx.actor, payload: { scope, reason_given: reason !== null } });
  } else {
    ctx.store.db
      .prepare("UPDATE memories SET status = 'archived', archived_at = ?, updated_at = ?, revision = revision + 1 WHERE id = ? AND status = 'active'")
      .run(now, now, id);
    appendAudit(ctx.store, { memory_id: id, event_type: 'memory.archived', actor: ctx.actor, payload: { scope, reason_given: reason !== null } });
  }
}

function reasonOf(reason: unknown): string | null {
  if (reason === undefined || reason === null || reason === '') return null;
  if (typeof reason !== 'string' || reason.length > LIMITS.reasonMaxChars) {
    throw new NuzoError('INVALID_INPUT', `reason must be a string of at most ${LIMITS.reasonMaxChars} chars.`, { field: 'reason' });
  }
  return reason;
}

export type ForgetManyInput = {
  scope?: string;
  tags?: unknown;
  all?: boolean;
  mode?: unknown;
  dry_run?: boolean;
  confirmed?: boolean;
  reason?: unknown;
  // Scopes the caller may touch at all (the MCP session fence); undefined = no fence.
  allowedScopes?: string[];
};

// `scopes`: the distinct scopes of the matched memories, sorted (for terminal commands).
export type ForgetManyResult = { matched: number; affected: number; mode: ForgetMode; dry_run: boolean; ids: string[]; scopes: string[] };

function scopesOf(rows: ReadonlyArray<{ scope: string }>): string[] {
  return [...new Set(rows.map((r) => r.scope))].sort();
}

export function forgetMany(ctx: CoreContext, input: ForgetManyInput): ForgetManyResult {
  const mode = validateForgetMode(input.mode);
  const tags = input.tags === undefined ? [] : normalizeTags(input.tags);
  const hasFilter = input.scope !== undefined || tags.length > 0;
  if (input.all === true && hasFilter) throw new NuzoError('INVALID_SELECTOR', '`all` cannot be combined with scope or tag filters.');
  if (input.all !== true && !hasFilter) throw new NuzoError('INVALID_SELECTOR', 'Select memories by scope, tags, or all: true; an empty selector is rejected.');
  if (input.scope !== undefined && !isConcreteScope(input.scope)) throw new NuzoError('INVALID_SCOPE', 'forget_many needs a concrete scope.');
  reasonOf(input.reason);
  const dryRun = input.dry_run !== false;
  if (!dryRun && mode === 'delete' && input.confirmed !== true) {
    throw new NuzoError('CONFIRMATION_REQUIRED', 'A bulk hard delete needs the user\'s confirmation.', { operation: 'forget_many', reason: 'hard_delete' });
  }
  const select = () => {
    const where: string[] = [mode === 'archive' ? "status = 'active'" : '1 = 1'];
    const params: string[] = [];
    if (input.scope !== undefined) { where.push('scope = ?'); params.push(input.scope); }
    if (input.allowedScopes) {
      where.push(`(scope IN (${input.allowedScopes.map(() => '?').join(', ') || "''"}))`);
      params.push(...input.allowedScopes);
    }
    for (const tag of tags) { where.push('EXISTS (SELECT 1 FROM json_each(memories.tags) WHERE value = ?)'); params.push(tag); }
    return ctx.store.db.prepare(`SELECT id, scope FROM memories WHERE ${where.join(' AND ')} ORDER BY rowid`).all(...params) as Array<{ id: string; scope: string }>;
  };
  if (dryRun) {
    const rows = select();
    return { matched: rows.length, affected: 0, mode, dry_run: true, ids: rows.map((r) => r.id), scopes: scopesOf(rows) };
  }
  const reason = reasonOf(input.reason);
  const rows = withWrite(ctx.store, () => {
    const matched = select();
    for (const row of matched) applyForget(ctx, row.id, row.scope, mode, reason);
    return matched;
  });
  if (mode === 'delete' && rows.length) scrubWal(ctx.store);
  // Forgetting a scope (or deleting memories) also drops the receipts that name them or ran
  // in that project (lib/receipts/log.ts): ids and sizes only, but still a trace of them.
  if (input.scope !== undefined || mode === 'delete') forgetReceiptsOf(ctx.store.home, { memoryIds: rows.map((r) => r.id), scopes: input.scope !== undefined ? [input.scope] : [] });
  return { matched: rows.length, affected: rows.length, mode, dry_run: false, ids: rows.map((r) => r.id), scopes: scopesOf(rows) };
}
