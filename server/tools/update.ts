// memory_update: edits with optimistic concurrency. Core decides what needs the user's
// confirmation (a content change, a move from a project to user:default); the tool first
// tries without it — core refuses before writing anything — and only then asks the user.
import { z } from 'zod';
import { assertRecordReachable, memoryNotFound, reachableScope, type Fence } from '../../lib/access.ts';
import type { CoreContext } from '../../lib/context.ts';
import { isNuzoError } from '../../lib/errors.ts';
import { findMemory } from '../../lib/memory/get.ts';
import type { Memory } from '../../lib/memory/model.ts';
import { updateMemory, type UpdateInput } from '../../lib/memory/update.ts';
import { askUser, declined, type ConfirmRequest } from '../confirm.ts';
import { memorySummary } from '../render.ts';
import { confirmArg, contentArg, kindArg, memoryId, memoryOut, projectRoot, scopeArg, tagsArg } from '../schemas.ts';
import { defineTool } from '../tool.ts';

export function reachableMemory(ctx: CoreContext, fence: Fence, id: string): Memory {
  const memory = findMemory(ctx.store, id);
  return assertRecordReachable(fence, memory?.scope ?? null, memory, () => memoryNotFound(id)) as Memory;
}

export const updateTool = defineTool({
  name: 'memory_update',
  title: 'Edit a memory',
  description: [
    'Edit one memory by id: content, kind, scope, tags, or status (archive/restore). Tags, kind and status change directly.',
    "Changing the content, or moving a project memory to user:default, needs the user's own confirmation: Nuzo asks the user when the client supports prompts; otherwise ask the user yourself and pass confirm: true only after their explicit yes.",
    'Pass expected_revision from a previous read to avoid overwriting concurrent edits. Pass the working directory as project_root.',
  ].join(' '),
  input: {
    id: memoryId,
    content: contentArg.optional(),
    kind: kindArg.optional(),
    scope: scopeArg('Move the memory to this scope.').optional(),
    tags: tagsArg.optional().describe('Replaces the tag list.'),
    status: z.enum(['active', 'archived']).optional(),
    expected_revision: z.number().int().min(1).optional(),
    confirm: confirmArg,
    project_root: projectRoot,
  },
  output: { memory: memoryOut, confirmed_via: z.enum(['not_needed', 'elicitation', 'flag']) },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  run: async (args, rt) => {
    const { ctx, fence, config } = await rt.scoped(args.project_root);
    const current = reachableMemory(ctx, fence, args.id);
    const scope = args.scope === undefined ? undefined : reachableScope(fence, args.scope);
    const change: UpdateInput = { id: current.id, content: args.content, kind: args.kind, scope, tags: args.tags, status: args.status, expected_revision: args.expected_revision ?? current.revision };
    try {
      return { memory: updateMemory(ctx, change), confirmed_via: 'not_needed' as const };
    } catch (error) {
      if (!isNuzoError(error) || error.code !== 'CONFIRMATION_REQUIRED') throw error;
    }
    const request = updateRequest(current, change, args.confirm);
    const answer = await askUser(rt.server, config.confirmation, request);
    if (answer.decision === 'reject') throw declined(request, 'reject');
    const edited = answer.decision === 'edit' ? { ...answer.edits, scope: reachableScope(fence, answer.edits.scope) } : {};
    return { memory: updateMemory(ctx, { ...change, ...edited, confirmed: true }), confirmed_via: answer.via };
  },
  text: (out) => memorySummary(out.confirmed_via === 'not_needed' ? 'Updated' : `Updated (confirmed by the user via ${out.confirmed_via})`, out.memory),
});

function updateRequest(current: Memory, change: UpdateInput, flag: boolean | undefined): ConfirmRequest {
  const next = {
    content: typeof change.content === 'string' ? change.content : current.content,
    kind: typeof change.kind === 'string' ? change.kind : current.kind,
    scope: typeof change.scope === 'string' ? change.scope : current.scope,
    tags: Array.isArray(change.tags) ? (change.tags as string[]) : current.tags,
  };
  const contentChanged = next.content !== current.content;
  const text = [
    'Change this Nuzo memory?',
    contentChanged ? `Current content: ${current.content}` : `Content: ${current.content}`,
    ...(contentChanged ? [`New content: ${next.content}`] : []),
    `Kind: ${next.kind}`,
    next.scope !== current.scope ? `Scope: ${current.scope} -> ${next.scope}` : `Scope: ${next.scope}`,
    `Tags: ${next.tags.join(', ') || '(none)'}`,
    'Confirm, edit, or reject?',
  ].join('\n');
  return { operation: 'update', reason: contentChanged ? 'content_change' : 'scope_promotion', text, editable: next, flag };
}
