// Reading an import file: a JSON export document, or the NDJSON variant (a header line,
// then one memory per line) for files too large to hold as one JSON string — V8 caps a
// string near 512 MB, and parsing line by line keeps only the items, not the text.
import { closeSync, createReadStream, openSync, readFileSync, readSync } from 'node:fs';
import { parse as ndjsonParse } from 'ndjson';
import { NuzoError } from '../errors.ts';
import { assertInputFile } from '../input-file.ts';
import { LIMITS } from '../limits.ts';
import type { RelationItem } from './carried.ts';
import { assertDocument, assertHeader, type ExportDocument, type ExportItem } from './format.ts';
import type { ImportProgress } from './import.ts';
import { assertSafeExportPath } from './paths.ts';

export const JSON_IMPORT_MAX_BYTES = 256 * 1024 * 1024;
const NDJSON_LINE_MAX = 1024 * 1024;

export type ReadOptions = { allowedRoots?: readonly string[]; onProgress?: (progress: ImportProgress) => void };

export async function readImportFile(path: unknown, options: ReadOptions = {}): Promise<ExportDocument> {
  // The path fence first (allowed roots, no '..', no symlinks, nothing but regular files),
  // so an agent learns nothing about files outside it; then whether the file is there.
  const target = assertSafeExportPath(path, { allowedRoots: options.allowedRoots });
  const size = assertInputFile(target, 'The import file', 'path');
  if (isNdjson(target)) return readNdjson(target, size, options.onProgress);
  if (size > JSON_IMPORT_MAX_BYTES) {
    throw new NuzoError('IMPORT_INVALID', `A JSON import is limited to ${JSON_IMPORT_MAX_BYTES / 1024 / 1024} MB; export as NDJSON (.ndjson) for larger sets.`, { bytes: size });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(target, 'utf8'));
  } catch (error) {
    if (looksLikeMarkdown(target)) throw new NuzoError('IMPORT_INVALID', MARKDOWN_NOT_IMPORTABLE, { format: 'markdown' });
    throw new NuzoError('IMPORT_INVALID', 'The import file is not valid JSON: a Nuzo export (.json or .ndjson) is expected.', {}, { cause: error });
  }
  options.onProgress?.({ phase: 'read', done: size, total: size });
  return assertDocument(parsed);
}

const MARKDOWN_NOT_IMPORTABLE = 'The import file is a Markdown export, which is for reading and cannot be imported; export as .json or .ndjson to move memories.';

// A Markdown export (or any Markdown file): named .md, or opening with a heading.
function looksLikeMarkdown(path: string): boolean {
  if (/\.(md|markdown)$/i.test(path)) return true;
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(64);
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    return /^\uFEFF?#{1,6} /.test(buffer.subarray(0, n).toString('utf8'));
  } finally {
    closeSync(fd);
  }
}

// NDJSON when the first line is a complete header object without a memories array.
function isNdjson(path: string): boolean {
  if (/\.(ndjson|jsonl)$/i.test(path)) return true;
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, n).toString('utf8');
    const newline = text.indexOf('\n');
    if (newline < 0) return false;
    const first = JSON.parse(text.slice(0, newline)) as Record<string, unknown>;
    return !!first && typeof first === 'object' && 'format' in first && !('memories' in first);
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

async function readNdjson(path: string, size: number, onProgress?: (progress: ImportProgress) => void): Promise<ExportDocument> {
  const source = createReadStream(path);
  const parser = ndjsonParse({ strict: true, maxLength: NDJSON_LINE_MAX });
  // ndjson's own error messages quote the offending line; keep only that one happened.
  let failure: unknown = null;
  const fail = (error: unknown) => { failure ??= error; };
  source.on('error', (error) => { fail(error); parser.destroy(); });
  parser.on('error', (error) => { fail(error); source.destroy(); });
  source.pipe(parser);
  let header: ReturnType<typeof assertHeader> | null = null;
  const memories: ExportItem[] = [];
  const relations: RelationItem[] = [];
  try {
    for await (const row of parser) {
      if (header === null) {
        header = assertHeader(row);
        continue;
      }
      // Relation lines follow the items (export.ts): they have indexes and no content.
      if (row && typeof row === 'object' && 'source_index' in row && !('content' in row)) {
        relations.push(row as RelationItem);
        continue;
      }
      memories.push(row as ExportItem);
      if (memories.length > LIMITS.importMaxItems) {
        throw new NuzoError('IMPORT_INVALID', `An import holds at most ${LIMITS.importMaxItems} memories.`, { max_items: LIMITS.importMaxItems });
      }
      if (memories.length % 1000 === 0) onProgress?.({ phase: 'read', done: source.bytesRead, total: size });
    }
    // A line reading `null` ends split2's stream early; the bytes after it then fail to push.
    if (!source.destroyed) await new Promise<void>((resolve) => source.once('close', () => resolve()));
  } catch (error) {
    if (isNuzo(error)) throw error;
    fail(error);
  } finally {
    source.destroy();
  }
  if (failure !== null || header === null) {
    throw new NuzoError('IMPORT_INVALID', header === null ? 'The NDJSON import has no header line.' : `The NDJSON import has an unreadable line after item ${memories.length}.`, { after_item: memories.length }, { cause: failure ?? undefined });
  }
  onProgress?.({ phase: 'read', done: size, total: size });
  return { ...header, memories, ...(relations.length ? { relations } : {}) };
}

function isNuzo(error: unknown): error is NuzoError {
  return error instanceof NuzoError;
}
