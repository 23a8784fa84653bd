// The portability format: `nuzo-memory-export` version 1, the document upstream Nuzo 1.2
// (fabionfsc/nuzo-memory) reads and writes. Every item field upstream defines is read,
// stored and written back as it was (confidence, confidence_state, provenance, dates, and
// the document's index-based `relations`); ours add `id`, `sensitive`, which upstream reads
// past. Upstream refuses a file of more than 1,000 items or 10 MB, and tags with ':' or a
// leading '.', '_' or '-', so a file meant for it is written by the `upstream` export
// format (export.ts), which splits and withholds accordingly and reports what it left out.
// Upstream stores no id or sensitive flag; that format also carries them inside
// `provenance.nuzo` (upstream keeps provenance verbatim), and reading takes them back out.
// NDJSON is our own variant of the same data: a header line ({format, version,
// exported_at}), one item per line, then one line per relation.
import { NuzoError } from '../errors.ts';
import { LIMITS } from '../limits.ts';
import type { Memory } from '../memory/model.ts';
import { DEFAULT_CARRIED, readCarried, type Carried, type NotCarried, type Provenance, type RelationItem } from './carried.ts';

export const EXPORT_FORMAT = 'nuzo-memory-export';
export const EXPORT_VERSION = 1;

// Upstream's field order, then ours.
export type ExportItem = {
  scope: string;
  kind: string;
  content: string;
  tags: string[];
  source: string;
  confidence: number;
  confidence_state?: string | null;
  provenance?: Provenance | null;
  review_after?: string | null;
  expires_at?: string | null;
  created_at: string;
  updated_at: string;
  last_used_at: string | null;
  archived_at: string | null;
  id?: string;
  sensitive?: boolean;
};

export type ExportHeader = { format: typeof EXPORT_FORMAT; version: typeof EXPORT_VERSION; exported_at: string; exporter?: { name: string; version: string } };

export type ExportDocument = ExportHeader & { memories: ExportItem[]; relations?: RelationItem[] };

export function toExportItem(memory: Memory, carried: Carried = DEFAULT_CARRIED): ExportItem {
  return {
    scope: memory.scope,
    kind: memory.kind,
    content: memory.content,
    tags: [...memory.tags],
    source: memory.source,
    confidence: carried.confidence,
    confidence_state: carried.confidence_state,
    provenance: carried.provenance,
    review_after: memory.review_after,
    expires_at: memory.expires_at,
    created_at: memory.created_at,
    updated_at: memory.updated_at,
    last_used_at: memory.last_used_at,
    archived_at: memory.status === 'archived' ? (memory.archived_at ?? memory.updated_at) : null,
    id: memory.id,
    sensitive: memory.sensitive,
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
  const relations = (value as Record<string, unknown>).relations;
  if (relations !== undefined && relations !== null && !Array.isArray(relations)) throw new NuzoError('IMPORT_INVALID', 'relations must be an array.', { field: 'relations' });
  return { ...header, memories: memories as ExportItem[], ...(Array.isArray(relations) ? { relations: relations as RelationItem[] } : {}) };
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
  id: string | null;
  carried: Carried;
  // Fields present in the item that will not be stored, with why.
  dropped: NotCarried[];
};

// Every field either format defines; anything else in an item is named in the report.
const KNOWN_FIELDS = new Set(['scope', 'kind', 'content', 'tags', 'source', 'confidence', 'confidence_state', 'provenance', 'review_after', 'expires_at', 'created_at', 'updated_at', 'last_used_at', 'archived_at', 'id', 'sensitive']);
const NUZO_ID = /^mem_[0-9A-HJKMNP-TV-Z]{26}$/;

// Structural checks only (types, dates, bounds); content policy runs later through
// prepareMemory. Returns null when the item is malformed.
export function readItem(value: unknown): ItemShape | null {
  if (!isRecord(value)) return null;
  if (typeof value.content !== 'string' || typeof value.kind !== 'string' || typeof value.scope !== 'string') return null;
  if (value.tags !== undefined && !(Array.isArray(value.tags) && value.tags.every((t) => typeof t === 'string'))) return null;
  if (value.source !== undefined && typeof value.source !== 'string') return null;
  if (value.sensitive !== undefined && typeof value.sensitive !== 'boolean') return null;
  const read = readCarried(value);
  if (!read) return null;
  const { carried, dropped } = read;
  // A file written for upstream carries our id and flag inside provenance (see above).
  const nuzo = carried.provenance?.nuzo as { id?: unknown; sensitive?: unknown; had_provenance?: unknown } | undefined;
  if (nuzo && typeof nuzo === 'object') {
    const { nuzo: _, ...rest } = carried.provenance!;
    carried.provenance = nuzo.had_provenance === false ? null : (rest as Provenance);
  }
  const rawId = value.id !== undefined ? value.id : nuzo?.id;
  let id: string | null = null;
  if (rawId !== undefined && rawId !== null) {
    if (typeof rawId === 'string' && NUZO_ID.test(rawId)) id = rawId;
    else dropped.push({ field: 'id', code: 'ID_NOT_NUZO' });
  }
  const sensitive = value.sensitive !== undefined ? value.sensitive === true : nuzo?.sensitive === true;
  for (const key of Object.keys(value)) if (!KNOWN_FIELDS.has(key)) dropped.push({ field: key.slice(0, 64), code: 'FIELD_UNKNOWN' });
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
    sensitive,
    review_after: value.review_after ?? null,
    expires_at: value.expires_at ?? null,
    created_at: dates.created_at,
    updated_at: dates.updated_at,
    last_used_at: dates.last_used_at,
    archived_at: dates.archived_at,
    id,
    carried,
    dropped,
  };
}

function isDate(value: string): boolean {
  return value.length <= 40 && !Number.isNaN(Date.parse(value));
}
