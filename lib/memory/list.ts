// Listing by filters, newest first, bounded.
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import { normalizeTags } from '../policy/index.ts';
import { MEMORY_COLUMNS, rowToMemory, type Memory, type MemoryRow } from './model.ts';
import { carriedFor, type CarriedFields } from './carried-store.ts';
import { validateKind } from './validate.ts';

export type ListInput = { scopes?: string[]; kind?: unknown; tags?: unknown; status?: unknown; limit?: unknown; offset?: unknown };

// A memory as listed: its row plus, when set, the fields an upstream import carried in.
export type ListedMemory = Memory & CarriedFields;

export function listMemories(ctx: CoreContext, input: ListInput): { memories: ListedMemory[]; total: number } {
  const where: string[] = [];
  const params: Array<string | number> = [];
  if (input.scopes !== undefined) {
    if (!Array.isArray(input.scopes) || input.scopes.some((s) => typeof s !== 'string')) {
      throw new NuzoError('INVALID_SCOPE', 'scopes must be a list of scope strings.', { field: 'scopes' });
    }
    if (input.scopes.length === 0) return { memories: [], total: 0 };
    where.push(`scope IN (${input.scopes.map(() => '?').join(', ')})`);
    params.push(...input.scopes);
  }
  if (input.kind !== undefined) { where.push('kind = ?'); params.push(validateKind(input.kind)); }
  const status = input.status ?? 'active';
  if (status !== 'all') {
    if (status !== 'active' && status !== 'archived') throw new NuzoError('INVALID_INPUT', 'status must be active, archived or all.', { field: 'status' });
    where.push('status = ?');
    params.push(status);
  }
  for (const tag of input.tags === undefined ? [] : normalizeTags(input.tags)) {
    where.push('EXISTS (SELECT 1 FROM json_each(memories.tags) WHERE value = ?)');
    params.push(tag);
  }
  const limit = boundedInt(input.limit, 50, 1, LIMITS.listMaxLimit, 'limit');
  const offset = boundedInt(input.offset, 0, 0, Number.MAX_SAFE_INTEGER, 'offset');
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = Number((ctx.store.db.prepare(`SELECT COUNT(*) AS n FROM memories ${clause}`).get(...params) as { n: number }).n);
  const rows = ctx.store.db
    .prepare(`SELECT ${MEMORY_COLUMNS} FROM memories ${clause} ORDER BY updated_at DESC, rowid DESC LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as MemoryRow[];
  const carried = carriedFor(ctx.store, rows.map((r) => r.id), input.scopes ?? null);
  return { memories: rows.map((r) => ({ ...rowToMemory(r), ...carried.get(r.id) })), total };
}

export function boundedInt(value: unknown, fallback: number, min: number, max: number, field: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new NuzoError('INVALID_INPUT', `${field} must be an integer between ${min} and ${max}.`, { field });
  }
  return value;
}
