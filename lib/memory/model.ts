// The stored memory as callers see it, and the mapping from its SQLite row.
import type { MemoryKind, MemoryStatus } from '../limits.ts';

export type Memory = {
  id: string;
  content: string;
  kind: MemoryKind;
  scope: string;
  tags: string[];
  source: string;
  status: MemoryStatus;
  sensitive: boolean;
  revision: number;
  created_at: string;
  updated_at: string;
  last_used_at: string | null;
  archived_at: string | null;
  review_after: string | null;
  expires_at: string | null;
};

export type MemoryRow = Omit<Memory, 'tags' | 'sensitive'> & { tags: string; sensitive: number; rowid: number };

export const MEMORY_COLUMNS =
  'rowid, id, content, kind, scope, tags, source, status, sensitive, revision, created_at, updated_at, last_used_at, archived_at, review_after, expires_at';

export function rowToMemory(row: MemoryRow): Memory {
  return {
    id: row.id,
    content: row.content,
    kind: row.kind,
    scope: row.scope,
    tags: JSON.parse(row.tags) as string[],
    source: row.source,
    status: row.status,
    sensitive: row.sensitive === 1,
    revision: Number(row.revision),
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_used_at: row.last_used_at,
    archived_at: row.archived_at,
    review_after: row.review_after,
    expires_at: row.expires_at,
  };
}
