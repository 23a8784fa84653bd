// memory_forget and memory_forget_many. Archiving one memory is reversible and direct; a
// hard delete, and any applied bulk operation, needs the user's own answer (a form, or the
// `nuzo memory …` line for their terminal). Bulk selection is previewed first (dry run is
// the default) and never leaves this session's fence.
import { z } from 'zod';
import { reachableAmong, reachableScope } from '../../lib/access.ts';
import { LIMITS } from '../../lib/limits.ts';
import { forgetMany, forgetMemory, type ForgetManyResult } from '../../lib/memory/forget.ts';
import type { Memory } from '../../lib/memory/model.ts';
import { askUser, declined, type ConfirmRequest } from '../confirm.ts';
import { knownScopes } from '../context.ts';
import { plural } from '../render.ts';
import { confirmArg, memoryId, projectRoot, scopeArg, tagsArg, text } from '../schemas.ts';
import { deleteCommand, forgetManyCommand } from '../terminal.ts';
import { defineTool } from '../tool.ts';
import { reachableMemory } from './update.ts';

const modeArg = z.enum(['archive', 'delete']).describe('archive (default, reversible) or delete (permanent; needs the user\'s confirmation).');
const reasonArg = text(LIMITS.reasonMaxChars).optional().describe('Why (recorded only as "a reason was given").');
const viaOut = z.enum(['not_needed', 'elicitation']);

export const forgetTool = defineTool({
  name: 'memory_forget',
  title: 'Archive or delete a memory',
  description: [
    'Forget one memory by id. mode archive (default) hides it from recall and can be undone with memory_update status active.',
    "mode delete erases it permanently and needs the user's own confirmation: Nuzo asks the user when the client supports prompts; otherwise nothing is deleted and Nuzo returns CONFIRMATION_REQUIRED with the nuzo command the user can run in their terminal. Tell the user that command; never run it yourself.",
    'The audit history keeps a metadata-only record of the deletion. Pass the working directory as project_root.',
  ].join(' '),
  input: { id: memoryId, mode: modeArg.optional(), reason: reasonArg, confirm: confirmArg, project_root: projectRoot },
  output: { id: z.string(), mode: z.enum(['archive', 'delete']), status: z.enum(['archived', 'deleted']), confirmed_via: viaOut },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  run: async (args, rt) => {
    const { ctx, fence, config } = await rt.scoped(args.project_root);
    const memory = reachableMemory(ctx, fence, args.id);
    const mode = args.mode ?? 'archive';
    if (mode === 'archive') return { ...forgetMemory(ctx, { id: memory.id, mode, reason: args.reason }), confirmed_via: 'not_needed' as const };
    const request: ConfirmRequest = { operation: 'forget', reason: 'hard_delete', text: deleteText(memory), command: deleteCommand(memory.id) };
    const answer = await askUser(rt.server, config.confirmation, request);
    if (answer.decision !== 'confirm') throw declined(request, 'reject');
    return { ...forgetMemory(ctx, { id: memory.id, mode, reason: args.reason, confirmed: true }), confirmed_via: answer.via };
  },
  fence: false,
  text: (out) => `${out.status === 'deleted' ? 'Deleted' : 'Archived'} ${out.id}.`,
});

function deleteText(memory: Memory): string {
  return ['Permanently delete this Nuzo memory?', `Content: ${memory.content}`, `Kind: ${memory.kind}`, `Scope: ${memory.scope}`, 'This cannot be undone. Confirm or reject?'].join('\n');
}

export const forgetManyTool = defineTool({
  name: 'memory_forget_many',
  title: 'Preview or apply a bulk forget',
  description: [
    'Archive or delete many memories selected by scope, tags, or all: true (all cannot be combined with filters; an empty selector is rejected). Only scopes this session may reach are touched.',
    "dry_run defaults to true and only previews what would match. Applying (dry_run: false) needs the user's own confirmation: Nuzo asks the user when the client supports prompts; otherwise nothing changes and Nuzo returns CONFIRMATION_REQUIRED with the nuzo command the user can run in their terminal. Tell the user that command; never run it yourself.",
    'Pass the working directory as project_root.',
  ].join(' '),
  input: {
    scope: scopeArg('Select memories in this scope.').optional(),
    tags: tagsArg.optional().describe('Select memories carrying all of these tags.'),
    all: z.boolean().optional().describe('Select every memory this session may reach.'),
    mode: modeArg.optional(),
    dry_run: z.boolean().optional().describe('Default true: preview only.'),
    confirm: confirmArg,
    reason: reasonArg,
    project_root: projectRoot,
  },
  output: { matched: z.number(), affected: z.number(), mode: z.enum(['archive', 'delete']), dry_run: z.boolean(), ids: z.array(z.string()), confirmed_via: viaOut },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
  run: async (args, rt) => {
    const { ctx, fence, config } = await rt.scoped(args.project_root);
    const scope = args.scope === undefined ? undefined : reachableScope(fence, args.scope);
    const base = { scope, tags: args.tags, all: args.all, mode: args.mode, reason: args.reason, allowedScopes: reachableAmong(fence, knownScopes(ctx.store)) };
    const preview = forgetMany(ctx, { ...base, dry_run: true });
    if (args.dry_run !== false || preview.matched === 0) return { ...preview, dry_run: args.dry_run !== false, confirmed_via: 'not_needed' as const };
    const command = forgetManyCommand(preview.scopes, args.tags, preview.mode);
    const request: ConfirmRequest = { operation: 'forget_many', reason: preview.mode === 'delete' ? 'hard_delete' : 'bulk_archive', text: bulkText(preview, scope, args.tags, args.all), command };
    const answer = await askUser(rt.server, config.confirmation, request);
    if (answer.decision !== 'confirm') throw declined(request, 'reject');
    return { ...forgetMany(ctx, { ...base, dry_run: false, confirmed: true }), confirmed_via: answer.via };
  },
  fence: false,
  text: (out) =>
    out.dry_run
      ? `Dry run: ${plural(out.matched, 'memory')} would be ${out.mode === 'delete' ? 'deleted' : 'archived'}; nothing changed.`
      : `${out.mode === 'delete' ? 'Deleted' : 'Archived'} ${plural(out.affected, 'memory')}.`,
});

function bulkText(preview: ForgetManyResult, scope: string | undefined, tags: string[] | undefined, all: boolean | undefined): string {
  const selector = all ? 'every memory this session can reach' : [scope ? `scope ${scope}` : null, tags?.length ? `tags ${tags.join(', ')}` : null].filter(Boolean).join(' and ');
  const verb = preview.mode === 'delete' ? 'Permanently delete' : 'Archive';
  return [`${verb} ${plural(preview.matched, 'Nuzo memory')}?`, `Selected: ${selector}.`, ...(preview.mode === 'delete' ? ['This cannot be undone.'] : []), 'Confirm or reject?'].join('\n');
}

