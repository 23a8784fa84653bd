// Anchors in the store: recorded when a project memory is saved or its text changes,
// read back by id for a check. Recording is best effort: a path that cannot be resolved
// or fingerprinted is simply not an anchor, and nothing here fails a save.
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { scopeType } from '../scope.ts';
import { cached } from '../store/fts.ts';
import type { Store } from '../store/store.ts';
import { checkAnchors, demoteGone, HOOK_BUDGET, type AnchorRow, type AnchorState, type CheckBudget } from './check.ts';
import { extractPathCandidates } from './extract.ts';
import { headMemo } from './head-memo.ts';
import { fingerprintOf, relativeToRoot } from './fingerprint.ts';

// Must run inside a write transaction. Replaces the memory's anchors with what its text
// names now; a memory that left project scope loses them; one of another project (the
// caller cannot see its files) keeps what it had. `fresh`: the memory row was inserted in
// this transaction, so it has no anchors to replace (they cascade with their memory).
export function anchorMemory(ctx: CoreContext, memoryId: string, content: string, scope: string, options: { fresh?: boolean } = {}): void {
  const { db } = ctx.store;
  if (scopeType(scope) !== 'project') {
    if (!options.fresh) cached(db, 'DELETE FROM memory_anchors WHERE memory_id = ?').run(memoryId);
    return;
  }
  const project = ctx.project;
  if (!project || project.scope !== scope) return;
  if (!options.fresh) cached(db, 'DELETE FROM memory_anchors WHERE memory_id = ?').run(memoryId);
  const now = iso(ctx.store.clock.now());
  const insert = cached(db, 'INSERT OR IGNORE INTO memory_anchors (memory_id, path, kind, size, mtime_ms, hash, anchored_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const candidate of extractPathCandidates(content)) {
    const rel = relativeToRoot(project.root, candidate);
    const print = rel === null ? null : fingerprintOf(project.root, rel);
    if (rel !== null && print) insert.run(memoryId, rel, print.kind, print.size, print.mtime_ms, print.hash, now);
  }
}

// The anchors of these memories, in the order of `ids`. An older store without the table
// (a hook opening it read-only) has none.
// Only memories of `scope` (the project whose root the paths are relative to).
export function anchorsOf(store: Store, ids: readonly string[], scope: string): AnchorRow[] {
  if (ids.length === 0) return [];
  let rows: AnchorRow[];
  try {
    rows = cached(
      store.db,
      // CROSS JOIN fixes the order: from the few ids to their anchors. Left to itself the
      // planner walks the scope index instead, every memory of the project (~100 ms at 100k).
      `SELECT a.memory_id, a.path, a.kind, a.size, a.mtime_ms, a.hash, a.anchored_at FROM json_each(?) AS j
       CROSS JOIN memory_anchors a ON a.memory_id = j.value CROSS JOIN memories m ON m.id = a.memory_id
       WHERE m.scope = ? ORDER BY a.memory_id, a.path`,
    ).all(JSON.stringify(ids), scope) as AnchorRow[];
  } catch {
    return [];
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.map((r) => ({ ...r, size: Number(r.size), mtime_ms: Number(r.mtime_ms) })).sort((a, b) => order.get(a.memory_id)! - order.get(b.memory_id)!);
}

// Anchor states of the given memories (only those of the caller's project have any).
// Never throws: a check that cannot run leaves every memory without a state.
export function anchorStates(ctx: CoreContext, ids: readonly string[], budget: CheckBudget = HOOK_BUDGET): Map<string, AnchorState> {
  try {
    if (!ctx.project || ids.length === 0) return new Map();
    const rows = anchorsOf(ctx.store, ids, ctx.project.scope);
    if (rows.length === 0) return new Map();
    const memo = headMemo(ctx.store.home, ctx.project.root);
    const states = checkAnchors(ctx.project.root, rows, budget, memo);
    memo.save();
    return states;
  } catch {
    return new Map();
  }
}

// Fence items with their anchor states, those whose files are all gone moved last.
export function withAnchorStates<T extends { id: string }>(ctx: CoreContext, items: readonly T[]): Array<T & { anchors?: AnchorState }> {
  const states = anchorStates(ctx, items.map((item) => item.id));
  if (states.size === 0) return [...items];
  const marked = items.map((item) => (states.has(item.id) ? { ...item, anchors: states.get(item.id) } : item));
  return demoteGone(marked.map((item) => ({ item, memory: item })), states).map((r) => r.item);
}
