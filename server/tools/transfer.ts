// memory_export and memory_import: the portability document (nuzo-memory-export v1). Both
// stay inside the session fence. Files may only be written or read inside this project's
// root or NUZO_HOME/exports (no "..", no symlinks, no devices — core's path rules); without
// a path the document travels inline. Imports run every item through the write policy and
// skip exact equivalents; dry_run is the default, so the agent previews before writing.
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { canReach, reachableAmong, reachableScope } from '../../lib/access.ts';
import { NuzoError } from '../../lib/errors.ts';
import { LIMITS } from '../../lib/limits.ts';
import { exportMemories, exportsDir, importFile, importMemories, writeExport } from '../../lib/transfer/index.ts';
import type { Scoped } from '../context.ts';
import { knownScopes } from '../context.ts';
import { plural } from '../render.ts';
import { kindArg, projectRoot, scopeArg, tagsArg, text } from '../schemas.ts';
import { defineTool } from '../tool.ts';

const INLINE_MAX = 5000;
const pathArg = text(4096).describe("A .json, .ndjson or .md file inside this project's root or NUZO_HOME/exports.");
const withheldOut = z.array(z.object({ id: z.string(), code: z.string() }));

// Relative paths would resolve against the server's own folder (a plugin install folder
// under Codex), never what the agent means: only absolute paths are accepted.
function absolutePath(path: string): string {
  if (!isAbsolute(path)) throw new NuzoError('PATH_NOT_ALLOWED', 'That path is not allowed for a Nuzo export or import: it must be absolute.', { reason: 'relative' });
  return path;
}

function allowedRoots(scoped: Scoped): string[] {
  return [exportsDir(scoped.ctx.store.home), ...(scoped.project ? [scoped.project.root] : [])];
}

export const exportTool = defineTool({
  name: 'memory_export',
  title: 'Export memories',
  description: [
    'Export memories as the Nuzo portability document (format nuzo-memory-export, version 1), the same file every Nuzo host imports. Use it when the user asks to back up, move or review their memories.',
    "Without path the document is returned inline; with path it is written to a file inside this project's root or NUZO_HOME/exports (.md renders Markdown for reading, not for import).",
    'Only scopes this session may reach are exported; memories that today\'s policy would refuse are withheld. Pass the working directory as project_root.',
  ].join(' '),
  input: {
    scope: scopeArg('Only this scope (default: every scope this session may reach).').optional(),
    kind: kindArg.optional(),
    tags: tagsArg.optional().describe('Only memories carrying all of these tags.'),
    include_archived: z.boolean().optional(),
    path: pathArg.optional(),
    format: z.enum(['json', 'ndjson', 'markdown']).optional().describe('Default: from the file extension.'),
    project_root: projectRoot,
  },
  output: {
    count: z.number(),
    archived: z.number(),
    withheld: withheldOut,
    document: z.record(z.string(), z.unknown()).optional(),
    path: z.string().optional(),
    format: z.string().optional(),
  },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  run: async (args, rt) => {
    const scoped = await rt.scoped(args.project_root);
    const { ctx, fence } = scoped;
    const scopes = args.scope === undefined ? reachableAmong(fence, knownScopes(ctx.store)) : [reachableScope(fence, args.scope)];
    const filters = { scopes, kinds: args.kind ? [args.kind] : undefined, tags: args.tags, include_archived: args.include_archived };
    if (args.path !== undefined) {
      const written = writeExport(ctx, { ...filters, path: absolutePath(args.path), format: args.format, allowedRoots: allowedRoots(scoped) });
      return { count: written.count, archived: written.archived, withheld: written.withheld, path: written.path, format: written.format };
    }
    const { document, count, archived, withheld } = exportMemories(ctx, filters);
    if (count > INLINE_MAX) throw new NuzoError('INVALID_INPUT', `More than ${INLINE_MAX} memories: pass path to write a file instead.`, { field: 'path', count });
    return { count, archived, withheld, document: document as unknown as Record<string, unknown> };
  },
  text: (out) =>
    `Exported ${plural(out.count, 'memory')}${out.withheld.length ? ` (${out.withheld.length} withheld by policy)` : ''}${out.path ? ` to ${out.path}` : ' inline'}.`,
});

export const importTool = defineTool({
  name: 'memory_import',
  title: 'Import memories',
  description: [
    'Import a Nuzo export document (format nuzo-memory-export) given inline as document, or from a file path inside this project\'s root or NUZO_HOME/exports. Use it only when the user asks to import or restore memories.',
    'dry_run defaults to true: preview first, then call again with dry_run: false. Every item passes the same policy as a new memory; exact equivalents are skipped; items for scopes this session may not reach are rejected. Pass the working directory as project_root.',
    `A whole MCP message may be at most ${LIMITS.mcpMessageMaxBytes / 1048576} MiB (a larger one is refused and discarded), so pass path for a large document instead of sending it inline.`,
  ].join(' '),
  input: {
    document: z.record(z.string(), z.unknown()).optional().describe('The export document ({format, version, exported_at, memories}).'),
    path: pathArg.optional(),
    scope: scopeArg('Put every item in this scope instead of its own.').optional(),
    dry_run: z.boolean().optional().describe('Default true: report what would happen, write nothing.'),
    project_root: projectRoot,
  },
  output: {
    dry_run: z.boolean(),
    total: z.number(),
    imported: z.number(),
    skipped: z.number(),
    rejected: z.number(),
    items: z.array(z.object({ index: z.number(), status: z.string(), code: z.string().optional(), id: z.string().optional(), existing_id: z.string().optional() })),
    items_truncated: z.boolean(),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  run: async (args, rt) => {
    const scoped = await rt.scoped(args.project_root);
    const { ctx, fence } = scoped;
    if ((args.document === undefined) === (args.path === undefined)) {
      throw new NuzoError('INVALID_INPUT', 'Pass exactly one of document or path.', { field: 'document' });
    }
    const options = { scope: args.scope === undefined ? undefined : reachableScope(fence, args.scope), dry_run: args.dry_run !== false, canWrite: (scope: string) => canReach(fence, scope) };
    const report = args.path !== undefined ? await importFile(ctx, absolutePath(args.path), { ...options, allowedRoots: allowedRoots(scoped) }) : importMemories(ctx, { ...options, document: args.document });
    const items = report.items.slice(0, LIMITS.listMaxLimit);
    return { ...report, items, items_truncated: items.length < report.items.length };
  },
  text: (out) =>
    `${out.dry_run ? 'Dry run: would import' : 'Imported'} ${out.imported} of ${out.total}; ${out.skipped} skipped as duplicates, ${out.rejected} rejected.${out.dry_run ? ' Nothing was written.' : ''}`,
});
