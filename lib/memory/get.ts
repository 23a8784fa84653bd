import { NuzoError } from '../errors.ts';
import type { Store } from '../store/store.ts';
import { MEMORY_COLUMNS, rowToMemory, type Memory, type MemoryRow } from './model.ts';

const ID_RE = /^mem_[0-9A-HJKMNP-TV-Z]{26}$/;

export function validateMemoryId(id: unknown): string {
  if (typeof id === 'string' && ID_RE.test(id)) return id;
  throw new NuzoError('INVALID_INPUT', 'A memory id looks like mem_ followed by 26 ULID characters.', { field: 'id' });
}

export function findMemory(store: Store, id: string): Memory | null {
  const row = store.db.prepare(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE id = ?`).get(id) as MemoryRow | undefined;
  return row ? rowToMemory(row) : null;
}

export function getMemory(store: Store, id: unknown): Memory {
  const memory = findMemory(store, validateMemoryId(id));
  if (!memory) throw new NuzoError('MEMORY_NOT_FOUND', 'No memory with that id.', { id });
  return memory;
}
