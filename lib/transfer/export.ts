// Exporting memories as the portability document (JSON or NDJSON) or as Markdown for a
// human to read (Markdown is not an import input). Before anything is written, every item
// is re-checked against today's content policy: a memory stored before a pattern existed
// is withheld (reported by id and code, never by text). One `memory.exported` audit event
// per export records counts only.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { appendAudit } from '../audit.ts';
import { iso } from '../clock.ts';
import type { CoreContext } from '../context.ts';
import { NuzoError } from '../errors.ts';
import { MEMORY_KINDS } from '../limits.ts';
import { MEMORY_COLUMNS, rowToMemory, type MemoryRow } from '../memory/model.ts';
import { ensurePrivateDir } from '../paths.ts';
import { normalizeTags } from '../policy/index.ts';
import { isConcreteScope } from '../scope.ts';
import { withWrite } from '../store/write.ts';
import { NUZO_VERSION } from '../version.ts';
import { EXPORT_FORMAT, EXPORT_VERSION, toExportItem, type ExportDocument, type ExportItem } from './format.ts';
import { renderMarkdown } from './markdown.ts';
import { assertSafeExportPath, exportsDir, fileExists, writeFileAtomic, type PathRules } from './paths.ts';
import { itemFinding } from './scan.ts';

export type ExportFilters = {
  scopes?: readonly string[];
  kinds?: readonly string[];
  // Every listed tag must be present.
  tags?: unknown;
  include_archived?: boolean;
};

export type ExportFileFormat = 'json' | 'ndjson' | 'markdown';

export type Withheld = { id: string; code: string };

export type ExportResult = { document: ExportDocument; count: number; archived: number; withheld: Withheld[] };

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
    memories.push(toExportItem(memory));
  }
  const document: ExportDocument = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: iso(ctx.store.clock.now()),
    exporter: { name: 'nuzo', version: NUZO_VERSION },
    memories,
  };
  return { document, count: memories.length, archived, withheld };
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
  // The MCP adapter passes the folders an agent may write to; the CLI passes none.
  allowedRoots?: readonly string[];
  // Replace an existing file: only when the user asked for it by name (the CLI's
  // --overwrite, or their answer to the MCP server's question). Never by default.
  overwrite?: boolean;
};

export type WriteExportResult = Omit<ExportResult, 'document'> & { path: string; format: ExportFileFormat; audited: boolean };

export function formatForPath(path: string): ExportFileFormat {
  if (/\.(md|markdown)$/i.test(path)) return 'markdown';
  if (/\.(ndjson|jsonl)$/i.test(path)) return 'ndjson';
  return 'json';
}

export function writeExport(ctx: CoreContext, input: WriteExportInput): WriteExportResult {
  const rules: PathRules = { allowedRoots: input.allowedRoots, home: ctx.store.home };
  if (typeof input.path === 'string' && dirname(resolve(input.path)) === exportsDir(ctx.store.home)) ensurePrivateDir(exportsDir(ctx.store.home));
  const path = assertSafeExportPath(input.path, rules);
  if (input.overwrite !== true && existsSync(path)) fileExists();
  const format = input.format ?? formatForPath(path);
  if (format !== 'json' && format !== 'ndjson' && format !== 'markdown') {
    throw new NuzoError('INVALID_INPUT', 'format must be json, ndjson or markdown.', { field: 'format' });
  }
  const { document, count, archived, withheld } = buildExport(ctx, input);
  writeFileAtomic(path, (out) => {
    if (format === 'markdown') out.write(renderMarkdown(document));
    else if (format === 'ndjson') {
      const { memories, ...header } = document;
      out.write(`${JSON.stringify(header)}\n`);
      for (const item of memories) out.write(`${JSON.stringify(item)}\n`);
    } else {
      const { memories, ...header } = document;
      const head = JSON.stringify(header, null, 2);
      out.write(`${head.slice(0, -2)},\n  "memories": [`);
      memories.forEach((item, i) => out.write(`${i ? ',' : ''}\n    ${JSON.stringify(item)}`));
      out.write(`${memories.length ? '\n  ' : ''}]\n}\n`);
    }
  }, { replace: input.overwrite === true });
  const audited = auditExport(ctx, { count, archived, withheld: withheld.length, format });
  return { path, format, count, archived, withheld, audited };
}

// A store opened read-only (say, written by a newer Nuzo) can still be exported; the
// audit event is then skipped and the result says so.
function auditExport(ctx: CoreContext, payload: Record<string, unknown>): boolean {
  if (ctx.store.readOnly || ctx.store.newerSchema) return false;
  withWrite(ctx.store, () => appendAudit(ctx.store, { event_type: 'memory.exported', actor: ctx.actor, payload }));
  return true;
}
