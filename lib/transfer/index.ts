// Moving memories in and out: the export document, import with exact-equivalent dedupe,
// and the path rules an adapter applies to files.
import type { CoreContext } from '../context.ts';
import { importMemories, type ImportOptions, type ImportReport } from './import.ts';
import { readImportFile } from './read.ts';

export { buildExport, commitExport, exportMemories, formatForPath, numberedPath, prepareExport, writeExport } from './export.ts';
export type { ExportFilters, ExportFileFormat, ExportResult, PreparedExport, RelationLeftOut, WriteExportInput, WriteExportResult, Withheld } from './export.ts';
export { AGENT_EXPORT_MAX_FILES, agentExportTarget, assertExportTarget, instructionFileReason } from './export-target.ts';
export type { AgentExportTarget } from './export-target.ts';
export { carriedView, loadCarried, loadRelations } from '../memory/carried-store.ts';
export type { Carried, NotCarried, RelationItem } from './carried.ts';
export { UPSTREAM_MAX_ITEMS } from './upstream.ts';
export { EXPORT_FORMAT, EXPORT_VERSION, toExportItem } from './format.ts';
export type { ExportDocument, ExportItem } from './format.ts';
export { importMemories } from './import.ts';
export type { ImportItemReport, ImportItemStatus, ImportOptions, ImportProgress, ImportReport, RelationReport } from './import.ts';
export { renderMarkdown } from './markdown.ts';
export { assertSafeExportPath, exportsDir, writeFileAtomic } from './paths.ts';
export { readImportFile, JSON_IMPORT_MAX_BYTES } from './read.ts';

// Reads a JSON or NDJSON file, then imports it in one transaction.
export async function importFile(ctx: CoreContext, path: unknown, options: ImportOptions & { allowedRoots?: readonly string[] } = {}): Promise<ImportReport> {
  const document = await readImportFile(path, { allowedRoots: options.allowedRoots, onProgress: options.onProgress });
  return importMemories(ctx, { ...options, document });
}
