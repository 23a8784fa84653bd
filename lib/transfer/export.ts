// Exporting memories as the portability document (JSON or NDJSON) or as Markdown for a
// human to read (Markdown is not an import input). Files go only where export-target.ts
// allows (never a host's instruction file, whoever asks). Before anything is written, every item
// is re-checked against today's content policy: a memory stored before a pattern existed
// is withheld (reported by id and code, never by text). One `memory.exported` audit event
// per export records counts only.
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { appendAudit } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { MEMORY_KINDS } from '../limits.ts';
import { MEMORY_COLUMNS, rowToMemory, type MemoryRow } from '../memory/model.ts';
import { normalizeTags } from '../policy/index.ts';
import { isConcreteScope } from '../scope.ts';
import { withWrite } from '../store/write.ts';
import { NUZO_VERSION } from '../version.ts';
import { loadCarried, loadRelations } from '../memory/carried-store.ts';
import type { RelationItem } from './carried.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, toExportItem, type ExportDocument, type ExportItem } from './format.ts';
import { renderMarkdown } from './markdown.ts';
import { assertExportTarget } from './export-target.ts';
import { ensureExportsDir, exportsDir, fileExists, writeFileAtomic, type AtomicWriter, type PathRules } from './paths.ts';
import { splitDocument, toUpstream, UPSTREAM_MAX_ITEMS } from './upstream.ts';
import { itemFinding } from './scan.ts';

export type ExportFilters = {
  scopes?: readonly string[];
  kinds?: readonly string[];
  // Every listed tag must be present.
  tags?: unknown;
  include_archived?: boolean;
};

export type ExportFileFormat = 'json' | 'ndjson' | 'markdown' | 'upstream';

export type Withheld = { id: string; code: string; field?: string };

// A relation between exported memories that the file(s) could not hold.
export type RelationLeftOut = { source_id: string; target_id: string; relation: string; code: string };

export type ExportResult = { document: ExportDocument; count: number; archived: number; withheld: Withheld[]; relations_left_out: RelationLeftOut[] };

export function buildExport(ctx: CoreContext, filters: ExportFilters = {}): ExportResult {
  const where: string[] = [];
  const params: string[] = [];
  if (filters.scopes !== undefined) {
    if (!Array.isArray(filters.scopes) || filters.scopes.some((s) => typeof s !== 'string' || !isConcreteScope(s))) {
      throw new NuzoError('INVALID_SCOPE', 'Export scopes must be concrete scopes (resolve project:auto first).');
    }
    where.push(`scope IN (${filters.scopes.map(() => '?').join(', ') || "''"})`);
    params.push(...filters.scopes);
  }
  if (filters.kinds !== undefined) {
    if (!Array.isArray(filters.kinds) || filters.kinds.some((k) => !(MEMORY_KINDS as readonly string[]).includes(k))) {
      throw new NuzoError('INVALID_KIND', `Kinds must be among ${MEMORY_KINDS.join(', ')}.`, { allowed: [...MEMORY_KINDS] });
    }
    where.push(`kind IN (${filters.kinds.map(() => '?').join(', ') || "''"})`);
    params.push(...filters.kinds);
  }
  for (const tag of filters.tags === undefined ? [] : normalizeTags(filters.tags)) {
    where.push('EXISTS (SELECT 1 FROM json_each(memories.tags) WHERE value = ?)');
    params.push(tag);
  }
  if (filters.include_archived !== true) where.push("status = 'active'");
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const memories: ExportItem[] = [];
  const withheld: Withheld[] = [];
  const relationsLeftOut: RelationLeftOut[] = [];
  const carried = loadCarried(ctx.store);
  let archived = 0;
  // .all(), not .iterate(): Node 22.13's iterator does not keep its statement alive, so a GC
  // in the middle of a large export finalized it ("statement has been finalized", seen in CI).
  const rows = ctx.store.db.prepare(`SELECT ${MEMORY_COLUMNS} FROM memories ${clause} ORDER BY created_at, rowid`).all(...params) as MemoryRow[];
  for (const row of rows) {
    const memory = rowToMemory(row);
    const code = itemFinding(memory);
    if (code) {
      withheld.push({ id: memory.id, code });
      continue;
    }
    if (memory.status === 'archived') archived++;
    memories.push(toExportItem(memory, carried.get(memory.id)));
  }
  // Relations by index, as upstream writes them: only those whose two memories are in the file.
  const indexById = new Map(memories.map((m, i) => [m.id!, i]));
  const withheldIds = new Set(withheld.map((w) => w.id));
  const relations: RelationItem[] = [];
  for (const r of loadRelations(ctx.store)) {
    const source = indexById.get(r.source_id);
    const target = indexById.get(r.target_id);
    if (source !== undefined && target !== undefined) relations.push({ source_index: source, target_index: target, relation: r.relation, reason: r.reason, created_at: r.created_at });
    else if (withheldIds.has(r.source_id) || withheldIds.has(r.target_id)) relationsLeftOut.push({ source_id: r.source_id, target_id: r.target_id, relation: r.relation, code: 'RELATION_ENDPOINT_WITHHELD' });
  }
  const document: ExportDocument = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: iso(ctx.store.clock.now()),
    exporter: { name: 'nuzo', version: NUZO_VERSION },
    memories,
    relations,
  };
  return { document, count: memories.length, archived, withheld, relations_left_out: relationsLeftOut };
}

// The document itself (the MCP tool returns it inline), audited like a file export.
export function exportMemories(ctx: CoreContext, filters: ExportFilters = {}): ExportResult & { audited: boolean } {
  const result = buildExport(ctx, filters);
  const audited = auditExport(ctx, { count: result.count, archived: result.archived, withheld: result.withheld.length, format: 'document' });
  return { ...result, audited };
}

export type WriteExportInput = ExportFilters & {
  path: unknown;
  format?: ExportFileFormat;
  // Split into numbered files of at most this many memories (upstream refuses files of
  // more than 1,000; the `upstream` format splits there unless told a smaller number).
  max_items?: number;
  // The MCP adapter passes the folders an agent may write to; the CLI passes none.
  allowedRoots?: readonly string[];
  // Replace an existing file: only when the user asked for it by name (the CLI's
  // --overwrite, or their answer to the MCP server's question). Never by default.
  overwrite?: boolean;
  // At most this many files (an agent's export: export-target.ts AGENT_EXPORT_MAX_FILES).
  max_files?: number;
};

export type WriteExportResult = Omit<ExportResult, 'document'> & { path: string; paths: string[]; format: ExportFileFormat; audited: boolean };

export function formatForPath(path: string): ExportFileFormat {
  if (/\.(md|markdown)$/i.test(path)) return 'markdown';
  if (/\.(ndjson|jsonl)$/i.test(path)) return 'ndjson';
  return 'json';
}

// name.json -> name.001.json, name.002.json, … (the number before the extension).
export function numberedPath(path: string, n: number, width: number): string {
  const base = basename(path);
  const dot = base.lastIndexOf('.');
  const num = String(n).padStart(width, '0');
  const name = dot > 0 ? `${base.slice(0, dot)}.${num}${base.slice(dot)}` : `${base}.${num}`;
  return join(dirname(path), name);
}

// Every check of a file export, nothing written: the caller may still ask the user, naming
// the files and the count, before commitExport writes them.
export type PreparedExport = Omit<ExportResult, 'document'> & { paths: string[]; format: ExportFileFormat; documents: ExportDocument[]; overwrite: boolean };

export function prepareExport(ctx: CoreContext, input: WriteExportInput): PreparedExport {
  const rules: PathRules = { allowedRoots: input.allowedRoots, home: ctx.store.home };
  if (typeof input.path === 'string' && dirname(resolve(input.path)) === exportsDir(ctx.store.home)) ensureExportsDir(ctx.store.home);
  const path = assertExportTarget(input.path, rules);
  const format = input.format ?? formatForPath(path);
  if (format !== 'json' && format !== 'ndjson' && format !== 'markdown' && format !== 'upstream') {
    throw new NuzoError('INVALID_INPUT', 'format must be json, ndjson, markdown or upstream.', { field: 'format' });
  }
  const maxItems = input.max_items ?? (format === 'upstream' ? UPSTREAM_MAX_ITEMS : undefined);
  if (maxItems !== undefined && (!Number.isInteger(maxItems) || maxItems < 1 || (format === 'upstream' && maxItems > UPSTREAM_MAX_ITEMS))) {
    throw new NuzoError('INVALID_INPUT', `max_items must be a whole number from 1${format === 'upstream' ? ` to ${UPSTREAM_MAX_ITEMS} (upstream's limit)` : ''}.`, { field: 'max_items' });
  }
  if (format === 'markdown' && maxItems !== undefined) throw new NuzoError('INVALID_INPUT', 'Markdown exports are not split; use max_items with json, ndjson or upstream.', { field: 'max_items' });
  const built = buildExport(ctx, input);
  const { count, archived } = built;
  let document = built.document;
  const withheld = [...built.withheld];
  const relationsLeftOut = [...built.relations_left_out];
  if (format === 'upstream') {
    const upstream = toUpstream(document);
    document = upstream.document;
    withheld.push(...upstream.withheld);
    relationsLeftOut.push(...upstream.relations_left_out);
  }
  const chunks = splitDocument(document, format, maxItems);
  for (const left of chunks.left_out) relationsLeftOut.push(left);
  // Counted before any name is made or checked: 2,000 numbered files are refused, not written.
  if (input.max_files !== undefined && chunks.documents.length > input.max_files) {
    throw new NuzoError('INVALID_INPUT', `This export would write ${chunks.documents.length} files, more than the ${input.max_files} one export may write here: pass a larger max_items, or none.`, { field: 'max_items', files: chunks.documents.length, max_files: input.max_files });
  }
  const paths = chunks.documents.length <= 1 ? [path] : chunks.documents.map((_, i) => assertExportTarget(numberedPath(path, i + 1, Math.max(3, String(chunks.documents.length).length)), rules));
  // Every target is checked before the first is written: a refusal leaves nothing behind.
  if (input.overwrite !== true) for (const p of paths) if (existsSync(p)) fileExists();
  const exported = chunks.documents.reduce((n, d) => n + d.memories.length, 0);
  return { paths, format, documents: chunks.documents, count: format === 'upstream' ? exported : count, archived, withheld, relations_left_out: relationsLeftOut, overwrite: input.overwrite === true };
}

export function commitExport(ctx: CoreContext, prepared: PreparedExport): WriteExportResult {
  const { documents, overwrite, paths, format, ...counts } = prepared;
  documents.forEach((doc, i) => writeFileAtomic(paths[i], (out) => writeDocument(out, doc, format), { replace: overwrite }));
  const exported = documents.reduce((n, d) => n + d.memories.length, 0);
  const audited = auditExport(ctx, { count: exported, archived: counts.archived, withheld: counts.withheld.length, format, files: paths.length });
  return { ...counts, path: paths[0], paths, format, audited };
}

export function writeExport(ctx: CoreContext, input: WriteExportInput): WriteExportResult {
  return commitExport(ctx, prepareExport(ctx, input));
}

function writeDocument(out: AtomicWriter, document: ExportDocument, format: ExportFileFormat): void {
  const { memories, relations, ...header } = document;
  if (format === 'markdown') out.write(renderMarkdown(document));
  else if (format === 'ndjson') {
    out.write(`${JSON.stringify(header)}\n`);
    for (const item of memories) out.write(`${JSON.stringify(item)}\n`);
    for (const relation of relations ?? []) out.write(`${JSON.stringify(relation)}\n`);
  } else {
    const head = JSON.stringify(header, null, 2);
    out.write(`${head.slice(0, -2)},\n  "memories": [`);
    memories.forEach((item, i) => out.write(`${i ? ',' : ''}\n    ${JSON.stringify(item)}`));
    out.write(`${memories.length ? '\n  ' : ''}],\n  "relations": [`);
    (relations ?? []).forEach((item, i) => out.write(`${i ? ',' : ''}\n    ${JSON.stringify(item)}`));
    out.write(`${relations?.length ? '\n  ' : ''}]\n}\n`);
  }
}

// A store opened read-only (say, written by a newer Nuzo) can still be exported; the
// audit event is then skipped and the result says so.
function auditExport(ctx: CoreContext, payload: Record<string, unknown>): boolean {
  if (ctx.store.readOnly || ctx.store.newerSchema) return false;
  withWrite(ctx.store, () => appendAudit(ctx.store, { event_type: 'memory.exported', actor: ctx.actor, payload }));
  return true;
}
