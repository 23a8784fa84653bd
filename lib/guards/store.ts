// Guards as stored: the memory_guards table (migration 8) and the index file the PreToolUse
// hook reads (index-file.ts), kept in step by every function here that changes a guard.
// Confirming is the user's act: these functions are called by the CLI (the user typing the
// command) and never by the MCP server, whose memory_* tools have no guard field at all.
import { iso } from '../clock.ts';
import { NuzoError } from '../errors.ts';
import type { CoreContext } from '../context.ts';
import { findMemory, validateMemoryId } from '../memory/get.ts';
import type { Store } from '../store/store.ts';
import { withWrite } from '../store/write.ts';
import { writeGuardIndex } from './index-file.ts';
import type { ActiveGuard, GuardAction, GuardTool } from './match.ts';
import { checkGuardPattern } from './pattern.ts';

export type GuardStatus = 'confirmed' | 'proposed';

export type Guard = {
  id: string;
  memory_id: string;
  tool: GuardTool;
  pattern: string;
  action: GuardAction;
  status: GuardStatus;
  created_at: string;
  confirmed_at: string | null;
  confirmed_by: string | null;
  // From the memory, for listing: its scope, status and whether the guard can fire now.
  scope: string;
  memory_status: string;
  active: boolean;
};

const GUARD_ID_RE = /^grd_[0-9A-HJKMNP-TV-Z]{26}$/;

export function validateGuardId(id: unknown): string {
  if (typeof id === 'string' && GUARD_ID_RE.test(id)) return id;
  throw new NuzoError('INVALID_INPUT', 'A guard id looks like grd_ followed by 26 ULID characters.', { field: 'guard_id' });
}

// The kinds of memory that state a rule the agent must follow.
export const GUARDABLE_KINDS = ['instruction'] as const;

type GuardRow = Omit<Guard, 'active'>;

const SELECT = `SELECT g.id, g.memory_id, g.tool, g.pattern, g.action, g.status, g.created_at, g.confirmed_at, g.confirmed_by, m.scope AS scope, m.status AS memory_status
  FROM memory_guards g JOIN memories m ON m.id = g.memory_id`;

const withActive = (row: GuardRow): Guard => ({ ...row, active: row.status === 'confirmed' && row.memory_status === 'active' });

export function listGuards(store: Store, options: { scopes?: readonly string[] } = {}): Guard[] {
  const rows = (store.db.prepare(`${SELECT} ORDER BY g.created_at, g.id`).all() as GuardRow[]).map(withActive);
  return options.scopes ? rows.filter((g) => options.scopes!.includes(g.scope)) : rows;
}

export function getGuard(store: Store, id: string): Guard | null {
  const row = store.db.prepare(`${SELECT} WHERE g.id = ?`).get(id) as GuardRow | undefined;
  return row ? withActive(row) : null;
}

export type AddGuardInput = { memory_id: string; tool?: GuardTool; pattern: string; action?: GuardAction };

// The user confirms a guard by adding it: `confirmed` is the only status this writes.
export function addConfirmedGuard(ctx: CoreContext, home: string, input: AddGuardInput): { guard: Guard; existed: boolean } {
  const memoryId = validateMemoryId(input.memory_id);
  const verdict = checkGuardPattern(input.pattern);
  if (!verdict.ok) throw new NuzoError('INVALID_INPUT', `Refused guard pattern: ${verdict.reason}.`, { field: 'command' });
  const action = input.action ?? 'deny';
  const tool = input.tool ?? 'shell';
  const store = ctx.store;
  const result = withWrite(store, () => {
    const memory = findMemory(store, memoryId);
    if (!memory) throw new NuzoError('MEMORY_NOT_FOUND', 'No memory with that id.', { id: memoryId });
    if (memory.status !== 'active') throw new NuzoError('INVALID_INPUT', 'Only an active memory can carry a guard; restore it first.', { id: memoryId, status: memory.status });
    if (!(GUARDABLE_KINDS as readonly string[]).includes(memory.kind)) {
      throw new NuzoError('INVALID_KIND', `Only an instruction memory can carry a guard (this one is a ${memory.kind}); change it with: nuzo memory update ${memoryId} --kind instruction`, { id: memoryId, kind: memory.kind });
    }
    const same = store.db.prepare('SELECT id FROM memory_guards WHERE memory_id = ? AND tool = ? AND pattern = ?').get(memoryId, tool, input.pattern) as { id: string } | undefined;
    const now = iso(store.clock.now());
    if (same) {
      store.db.prepare("UPDATE memory_guards SET action = ?, status = 'confirmed', confirmed_at = ?, confirmed_by = ? WHERE id = ?").run(action, now, ctx.actor, same.id);
      return { id: same.id, existed: true };
    }
    const id = `grd_${store.ids.next('evt').slice(4)}`;
    store.db
      .prepare("INSERT INTO memory_guards (id, memory_id, tool, pattern, action, status, created_at, confirmed_at, confirmed_by) VALUES (?, ?, ?, ?, ?, 'confirmed', ?, ?, ?)")
      .run(id, memoryId, tool, input.pattern, action, now, now, ctx.actor);
    return { id, existed: false };
  });
  syncGuardIndex(store, home);
  return { guard: getGuard(store, result.id)!, existed: result.existed };
}

export function removeGuard(ctx: CoreContext, home: string, id: string): Guard {
  const guardId = validateGuardId(id);
  const store = ctx.store;
  const guard = getGuard(store, guardId);
  if (!guard) throw new NuzoError('INVALID_INPUT', 'No guard with that id; list them with: nuzo memory guard list', { guard_id: guardId });
  withWrite(store, () => store.db.prepare('DELETE FROM memory_guards WHERE id = ?').run(guardId));
  syncGuardIndex(store, home);
  return guard;
}

// Rewrites the hook's index from the table: confirmed guards of active memories only.
export function syncGuardIndex(store: Store, home: string): ActiveGuard[] {
  const active = listGuards(store)
    .filter((g) => g.active)
    .map((g) => ({ id: g.id, memory_id: g.memory_id, scope: g.scope, tool: g.tool, pattern: g.pattern, action: g.action }));
  writeGuardIndex(home, active);
  return active;
}
