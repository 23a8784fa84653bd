// memory_export and memory_import: the portability document (nuzo-memory-export v1). Both
// stay inside the session fence. Files may only be written or read inside this project's
// root or NUZO_HOME/exports (no "..", no symlinks, no devices, nothing inside .git — core's
// path rules). Where an agent's export may go is core's policy (lib/transfer/export-target.ts):
// only NUZO_HOME/exports on the agent's word; this project's root, and any existing file,
// with the user's own answer; never a host's instruction file; at most 10 files. Without a
// path the document travels inline (rendered for the model like every result: render.ts).
// Imports run every item through the write policy and skip exact equivalents; dry_run is
// the default, so the agent previews before writing. Items for scopes wider than this
// project (user:default, agent:*, another project) are written only with the user's answer:
// a form, or, where the client has none, each becomes a pending draft for `nuzo review`.
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { canReach, reachableAmong, reachableScope, scopeReach } from '../../lib/access.ts';
import type { NuzoConfig } from '../../lib/config.ts';
import type { CoreContext } from '../../lib/context.ts';
import { NuzoError } from '../../lib/errors.ts';
import { LIMITS } from '../../lib/limits.ts';
import { assertDocument, readItem, type ExportDocument } from '../../lib/transfer/format.ts';
import { importWithDrafts, targetScope, wideItems, type DraftedReport } from '../../lib/transfer/drafted-import.ts';
import { visibleLine } from '../../lib/text/visible.ts';
import { agentExportTarget, commitExport, exportMemories, exportsDir, importMemories, prepareExport, readImportFile, type AgentExportTarget, type ImportReport, type PreparedExport } from '../../lib/transfer/index.ts';
import { askUser, canAskUser, declined, userMustRun, type ConfirmRequest } from '../confirm.ts';
import type { Scoped } from '../context.ts';
import { knownScopes } from '../context.ts';
import { plural } from '../render.ts';
import { kindArg, projectRoot, scopeArg, tagsArg, text } from '../schemas.ts';
import { exportCommand, importCommand, reviewDraftsCommand } from '../terminal.ts';
import { defineTool } from '../tool.ts';

const INLINE_MAX = 5000;
// More wide-scope items than this are not turned into drafts one by one: the user imports
// the file from their terminal instead.
const DRAFTS_MAX = 100;
// Wide items one form may show, each by its text.
const FORM_ITEMS_MAX = 20;
const FORM_TEXT_CHARS = 200;
const pathArg = text(4096).describe("A .json, .ndjson or .md file inside NUZO_HOME/exports, or inside this project's root.");
const withheldOut = z.array(z.object({ id: z.string(), code: z.string(), field: z.string().optional() }));

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
    "Without path the document is returned inline, rendered for reading (angle brackets escaped, invisible characters removed): to move memories, write a file. With path it is written to a new .json, .ndjson or .md file (.md renders Markdown for reading, not for import). Inside NUZO_HOME/exports it is written directly.",
    "Inside this project's root, or over an existing file, only if the user says so: Nuzo asks them when the client supports prompts; otherwise nothing is written and Nuzo returns CONFIRMATION_REQUIRED with the nuzo command the user can run. Never inside .git, never an agent instruction file (AGENTS.md, CLAUDE.md, GEMINI.md, .claude/, .codex/, .github/ …: use memory_writeback for those), at most 10 files per call.",
    'Only scopes this session may reach are exported; memories that today\'s policy would refuse are withheld. Pass the working directory as project_root.',
  ].join(' '),
  input: {
    scope: scopeArg('Only this scope (default: every scope this session may reach).').optional(),
    kind: kindArg.optional(),
    tags: tagsArg.optional().describe('Only memories carrying all of these tags.'),
    include_archived: z.boolean().optional(),
    path: pathArg.optional(),
    format: z.enum(['json', 'ndjson', 'markdown', 'upstream']).optional().describe('Default: from the file extension. upstream: a .json file upstream Nuzo 1.2 imports (items it would refuse are withheld; split at its 1,000-item limit).'),
    max_items: z.number().int().min(1).max(1_000_000).optional().describe('With path: split into numbered files (FILE.001.json, …) of at most this many memories (upstream: at most 1000).'),
    project_root: projectRoot,
  },
  output: {
    count: z.number(),
    archived: z.number(),
    withheld: withheldOut,
    document: z.record(z.string(), z.unknown()).optional(),
    path: z.string().optional(),
    paths: z.array(z.string()).optional(),
    format: z.string().optional(),
    replaced: z.boolean().optional(),
  },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  run: async (args, rt) => {
    if (args.path === undefined && (args.format !== undefined || args.max_items !== undefined)) {
      throw new NuzoError('INVALID_INPUT', 'format and max_items apply to a file: pass path too.', { field: args.format !== undefined ? 'format' : 'max_items' });
    }
    const scoped = await rt.scoped(args.project_root);
    const { ctx, fence, config } = scoped;
    const scopes = args.scope === undefined ? reachableAmong(fence, knownScopes(ctx.store)) : [reachableScope(fence, args.scope)];
    const filters = { scopes, kinds: args.kind ? [args.kind] : undefined, tags: args.tags, include_archived: args.include_archived };
    if (args.path !== undefined) {
      // A split export never replaces anything (the core refuses existing numbered files).
      const splits = args.format === 'upstream' || args.max_items !== undefined;
      const where = agentExportTarget(args.path, { home: ctx.store.home, projectRoot: scoped.project?.root ?? null, splits });
      const replaced = where.ask === 'overwrite';
      const prepared = prepareExport(ctx, { ...filters, path: where.target, format: args.format, max_items: args.max_items, allowedRoots: where.allowedRoots, overwrite: replaced, max_files: where.maxFiles });
      if (where.ask) {
        // The user's line names the scopes this session may export, never "every scope".
        const command = exportCommand({ path: where.target, scopes, kind: args.kind, tags: args.tags, include_archived: args.include_archived, format: args.format, max_items: args.max_items, overwrite: replaced });
        const request: ConfirmRequest = { operation: 'export', reason: where.ask === 'overwrite' ? 'overwrite' : 'project_file', text: exportQuestion(where, prepared), command };
        const answer = await askUser(rt.server, config.confirmation, request);
        if (answer.decision !== 'confirm') throw declined(request, 'reject');
      }
      const written = commitExport(ctx, prepared);
      return { count: written.count, archived: written.archived, withheld: written.withheld, path: written.path, ...(written.paths.length > 1 ? { paths: written.paths } : {}), format: written.format, replaced };
    }
    const { document, count, archived, withheld } = exportMemories(ctx, filters);
    if (count > INLINE_MAX) throw new NuzoError('INVALID_INPUT', `More than ${INLINE_MAX} memories: pass path to write a file instead.`, { field: 'path', count });
    return { count, archived, withheld, document: document as unknown as Record<string, unknown> };
  },
  text: (out) =>
    `Exported ${plural(out.count, 'memory')}${out.withheld.length ? ` (${out.withheld.length} withheld by policy${out.format === 'upstream' ? ' or upstream\'s rules' : ''})` : ''}${out.paths ? ` to ${out.paths.length} files: ${out.paths.join(', ')}` : out.path ? ` to ${out.path}${out.replaced ? ' (replacing the file, as the user confirmed)' : ''}` : ' inline'}.`,
});

function exportQuestion(where: AgentExportTarget, prepared: PreparedExport): string {
  const what = `a Nuzo export of ${plural(prepared.count, 'memory')}`;
  if (where.ask === 'overwrite') return `Replace the existing file ${where.target} with ${what}? Its current contents will be lost.\nConfirm or reject?`;
  const files = prepared.paths.length > 1 ? `${prepared.paths.length} files, ${prepared.paths[0]} to ${prepared.paths.at(-1)}` : `the file ${where.target}`;
  return `Write ${what} to ${files}, in this project (outside Nuzo's own exports folder)?\nConfirm or reject?`;
}

const itemOut = z.object({ index: z.number(), status: z.string(), code: z.string().optional(), id: z.string().optional(), existing_id: z.string().optional(), draft_id: z.string().optional() });

export const importTool = defineTool({
  name: 'memory_import',
  title: 'Import memories',
  description: [
    'Import a Nuzo export document (format nuzo-memory-export) given inline as document, or from a file path inside this project\'s root or NUZO_HOME/exports. Use it only when the user asks to import or restore memories.',
    'dry_run defaults to true: preview first, then call again with dry_run: false. Every item passes the same policy as a new memory; exact equivalents are skipped; items for scopes this session may not reach are rejected.',
    "Items for this project are written directly. Items for user:default, agent:* or another allowed project need the user's own answer: Nuzo asks the user when the client supports prompts; otherwise each becomes a pending draft (status drafted) the user confirms in their terminal with review_command. Tell the user; never run it yourself. Pass the working directory as project_root.",
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
    drafted: z.number(),
    needs_user: z.number(),
    items: z.array(itemOut),
    items_truncated: z.boolean(),
    confirmed_via: z.enum(['not_needed', 'elicitation']),
    review_command: z.string().optional(),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  run: async (args, rt) => {
    const scoped = await rt.scoped(args.project_root);
    const { ctx, fence, config } = scoped;
    if ((args.document === undefined) === (args.path === undefined)) {
      throw new NuzoError('INVALID_INPUT', 'Pass exactly one of document or path.', { field: 'document' });
    }
    const scope = args.scope === undefined ? undefined : reachableScope(fence, args.scope);
    const path = args.path === undefined ? undefined : absolutePath(args.path);
    const document = path !== undefined ? await readImportFile(path, { allowedRoots: allowedRoots(scoped) }) : assertDocument(args.document);
    const dryRun = args.dry_run !== false;
    const options = { scope, canWrite: (s: string) => canReach(fence, s) };
    const wide = wideItems(document, scope, fence, ctx.config);
    const preview = importMemories(ctx, { ...options, document, dry_run: true });
    const needsUser = preview.items.filter((item) => item.status === 'imported' && wide.has(item.index)).length;
    const finish = (report: ImportReport | DraftedReport, extra: { drafted?: number; confirmed_via?: 'not_needed' | 'elicitation'; review_command?: string } = {}) => {
      const items = report.items.slice(0, LIMITS.listMaxLimit);
      return { ...report, drafted: extra.drafted ?? 0, needs_user: dryRun ? needsUser : 0, items, items_truncated: items.length < report.items.length, confirmed_via: extra.confirmed_via ?? ('not_needed' as const), review_command: extra.review_command };
    };
    if (dryRun) return finish(preview);
    if (needsUser === 0) return finish(importMemories(ctx, { ...options, document, dry_run: false }));
    const command = path !== undefined ? importCommand(path, scope) : 'nuzo memory import FILE';
    // The form lists every text it asks about; more than fit in one form go to drafts instead,
    // so nothing is approved unseen.
    if (canAskUser(rt.server, config.confirmation) && needsUser <= FORM_ITEMS_MAX) {
      const request: ConfirmRequest = { operation: 'import', reason: 'wide_scope', text: wideText(preview, wide, document, scope, ctx.config), command };
      const answer = await askUser(rt.server, config.confirmation, request);
      if (answer.decision !== 'confirm') throw declined(request, 'reject');
      return finish(importMemories(ctx, { ...options, document, dry_run: false }), { confirmed_via: 'elicitation' });
    }
    if (needsUser > DRAFTS_MAX) {
      throw userMustRun({ operation: 'import', reason: 'wide_scope', text: `Import ${plural(needsUser, 'memory')} into scopes beyond this project?`, command }, 'no_elicitation');
    }
    const drafted = importWithDrafts(ctx, document, wide, options, rt.actor);
    return finish(drafted.report, { drafted: drafted.drafted, review_command: reviewDraftsCommand(drafted.scopes) });
  },
  fence: false,
  text: (out) =>
    `${out.dry_run ? 'Dry run: would import' : 'Imported'} ${out.imported} of ${out.total}; ${out.skipped} skipped as duplicates, ${out.rejected} rejected.` +
    (out.dry_run && out.needs_user ? ` ${out.needs_user} of them go beyond this project and will need the user's confirmation.` : '') +
    (out.drafted ? ` ${out.drafted} beyond this project wait as drafts for the user's review (\`${out.review_command}\` in their terminal).` : '') +
    (out.dry_run ? ' Nothing was written.' : ''),
});

function wideText(preview: ImportReport, wide: Set<number>, document: ExportDocument, scope: string | undefined, config: NuzoConfig): string {
  const counts = new Map<string, number>();
  const texts = new Map<string, string[]>();
  let here = 0;
  for (const item of preview.items) {
    if (item.status !== 'imported') continue;
    if (!wide.has(item.index)) here++;
    else {
      const target = targetScope(document.memories[item.index], scope, config)!;
      counts.set(target, (counts.get(target) ?? 0) + 1);
      const content = visibleLine(String(readItem(document.memories[item.index])?.content ?? ''));
      texts.set(target, [...(texts.get(target) ?? []), content.length > FORM_TEXT_CHARS ? `${content.slice(0, FORM_TEXT_CHARS)}… [${content.length - FORM_TEXT_CHARS} more characters]` : content]);
    }
  }
  const lines = [...counts].sort().flatMap(([s, n]) => [
    `- ${plural(n, 'memory')} into ${s} (${scopeReach(s)}):`,
    ...(texts.get(s) ?? []).map((t) => `    • ${t}`),
  ]);
  return [`Import ${plural([...counts.values()].reduce((a, b) => a + b, 0), 'Nuzo memory')} beyond this project?`, ...lines, ...(here ? [`(${plural(here, 'memory')} for this project ${here === 1 ? 'is' : 'are'} imported either way.)`] : []), 'Confirm or reject?'].join('\n');
}

