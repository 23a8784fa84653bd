// The portability format: `nuzo-memory-export` version 1, the same document upstream Nuzo
// (fabionfsc/nuzo-memory) reads and writes, so a file moves between either implementation
// and between hosts. Upstream's item fields are all present (it requires `confidence`;
// memories here are user-confirmed, so it is 1); ours add `id`, `sensitive`,
// `review_after` and `expires_at`, which upstream ignores. NDJSON is the same data as a
// header line ({format, version, exported_at}) followed by one item per line.
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import type { Memory } from '../memory/model.ts';

export const EXPORT_FORMAT = 'nuzo-memory-export';
export const EXPORT_VERSION = 1;

export type ExportItem = {
  scope: string;
  kind: string;
  content: string;
  tags: string[];
  source: string;
  confidence: number;
  created_at: string;
  updated_at: string;
  last_used_at: string | null;
  archived_at: string | null;
  id?: string;
  sensitive?: boolean;
  review_after?: string | null;
  expires_at?: string | null;
};

export type ExportHeader = { format: typeof EXPORT_FORMAT; version: typeof EXPORT_VERSION; exported_at: string; exporter?: { name: string; version: string } };

export type ExportDocument = ExportHeader & { memories: ExportItem[] };

export function toExportItem(memory: Memory): ExportItem {
  return {
    scope: memory.scope,
    kind: memory.kind,
    content: memory.content,
    tags: [...memory.tags],
    source: memory.source,
    confidence: 1,
    created_at: memory.created_at,
    updated_at: memory.updated_at,
    last_used_at: memory.last_used_at,
    archived_at: memory.status === 'archived' ? (memory.archived_at ?? memory.updated_at) : null,
    id: memory.id,
    sensitive: memory.sensitive,
    review_after: memory.review_after,
    expires_at: memory.expires_at,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Document-level problems refuse the whole import; item-level ones are reported per item.
export function assertHeader(value: unknown): ExportHeader {
  if (!isRecord(value)) throw new NuzoError('IMPORT_INVALID', 'The import is not a Nuzo export document (expected a JSON object).');
  if (value.format !== EXPORT_FORMAT || value.version !== EXPORT_VERSION) {
    throw new NuzoError('IMPORT_INVALID', `Only ${EXPORT_FORMAT} version ${EXPORT_VERSION} documents can be imported.`, {
      format: typeof value.format === 'string' ? value.format.slice(0, 40) : null,
      version: typeof value.version === 'number' ? value.version : null,
    });
  }
  if (typeof value.exported_at !== 'string' || !isDate(value.exported_at)) {
    throw new NuzoError('IMPORT_INVALID', 'exported_at must be an ISO-8601 date.', { field: 'exported_at' });
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exported_at: value.exported_at };
}

export function assertDocument(value: unknown): ExportDocument {
  const header = assertHeader(value);
  const memories = (value as Record<string, unknown>).memories;
  if (!Array.isArray(memories)) throw new NuzoError('IMPORT_INVALID', 'The document has no memories array.', { field: 'memories' });
  if (memories.length > LIMITS.importMaxItems) {
    throw new NuzoError('IMPORT_INVALID', `An import holds at most ${LIMITS.importMaxItems} memories.`, { max_items: LIMITS.importMaxItems });
  }
  return { ...header, memories: memories as ExportItem[] };
}

export type ItemShape = {
  scope: unknown;
  kind: unknown;
  content: unknown;
  tags: unknown;
  source: unknown;
  sensitive: boolean;
  review_after: unknown;
  expires_at: unknown;
  created_at: string | null;
  updated_at: string | null;
  last_used_at: string | null;
  archived_at: string | null;
};

// Structural checks only (types, dates, bounds); content policy runs later through
// prepareMemory. Returns null when the item is malformed.
export function readItem(value: unknown): ItemShape | null {
  if (!isRecord(value)) return null;
  if (typeof value.content !== 'string' || typeof value.kind !== 'string' || typeof value.scope !== 'string') return null;
  if (value.tags !== undefined && !(Array.isArray(value.tags) && value.tags.every((t) => typeof t === 'string'))) return null;
  if (value.source !== undefined && typeof value.source !== 'string') return null;
  if (value.confidence !== undefined && !(typeof value.confidence === 'number' && value.confidence >= 0 && value.confidence <= 1)) return null;
  if (value.sensitive !== undefined && typeof value.sensitive !== 'boolean') return null;
  const dates: Record<string, string | null> = {};
  for (const field of ['created_at', 'updated_at', 'last_used_at', 'archived_at'] as const) {
    const raw = value[field];
    if (raw === undefined || raw === null) dates[field] = null;
    else if (typeof raw === 'string' && isDate(raw)) dates[field] = new Date(raw).toISOString();
    else return null;
  }
  return {
    scope: value.scope,
    kind: value.kind,
    content: value.content,
    tags: value.tags ?? [],
    source: value.source,
    sensitive: value.sensitive === true,
    review_after: value.review_after ?? null,
    expires_at: value.expires_at ?? null,
    created_at: dates.created_at,
    updated_at: dates.updated_at,
    last_used_at: dates.last_used_at,
    archived_at: dates.archived_at,
  };
}

function isDate(value: string): boolean {
  return value.length <= 40 && !Number.isNaN(Date.parse(value));
}
