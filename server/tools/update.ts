// memory_update: edits with optimistic concurrency. Tags, kind and status change directly.
// A content change (core decides) and a move to a scope wider than this session's project
// (user:default, agent:*, another project: lib/access.ts) need the user's own answer: core
// checks the change first (checkUpdate, so a refusal comes before any question), and only
// then does the tool ask the user, or return the `nuzo memory update` line for their terminal.
import { z } from 'zod';
import { assertRecordReachable, memoryNotFound, reachableScope, scopeReach, widensBeyondProject, type Fence } from '../../lib/access.ts';
import type { CoreContext } from '../../lib/context.ts';
import { NuzoError } from '../../lib/errors.ts';
import { findMemory } from '../../lib/memory/get.ts';
import type { Memory } from '../../lib/memory/model.ts';
import { supersedable, supersedeCandidateError, updateReplacing, updateSupersedeCandidate } from '../../lib/memory/replace.ts';
import { checkUpdate, updateMemory, type UpdateInput } from '../../lib/memory/update.ts';
import { askUser, declined, type ConfirmRequest } from '../confirm.ts';
import { memorySummary } from '../render.ts';
import { confirmArg, contentArg, kindArg, memoryId, memoryOut, projectRoot, scopeArg, tagsArg } from '../schemas.ts';
import { updateCommand } from '../terminal.ts';
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
    "Changing the content, or moving a memory to a scope wider than this project (user:default, agent:*, another project), needs the user's own answer: Nuzo asks the user when the client supports prompts; otherwise nothing changes and Nuzo returns CONFIRMATION_REQUIRED with a nuzo command the user can run in their terminal. Tell the user that command; never run it yourself.",
    'When new content seems to revise another active memory of the same scope, nothing changes and the error SUPERSEDE_CANDIDATE names its id: ask the user, then call again with supersedes: <id> (archives it once the user confirms) or keep_both: true.',
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
    supersedes_revision: z.number().int().min(1).optional().describe('The candidate_revision the SUPERSEDE_CANDIDATE error gave: if that memory changed since, nothing is archived.'),
    supersedes: memoryId.optional().describe('With new content: replace this other active memory of the same scope, after the user said so; Nuzo asks the user to confirm, then archives it (restorable).'),
    keep_both: z.boolean().optional().describe('Change the content even though it seems to revise another active memory, after the user said to keep both.'),
    project_root: projectRoot,
  },
  output: { memory: memoryOut, superseded: memoryOut.optional(), confirmed_via: z.enum(['not_needed', 'elicitation']) },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  run: async (args, rt) => {
    const { ctx, fence, config } = await rt.scoped(args.project_root);
    const current = reachableMemory(ctx, fence, args.id);
    const scope = args.scope === undefined ? undefined : reachableScope(fence, args.scope);
    const change: UpdateInput = { id: current.id, content: args.content, kind: args.kind, scope, tags: args.tags, status: args.status, expected_revision: args.expected_revision ?? current.revision };
    // Moving it wider, or bringing it back active where it is wider than this project.
    const restores = args.status === 'active' && current.status !== 'active';
    const widens = (scope !== undefined && scope !== current.scope && widensBeyondProject(fence, scope)) || (restores && widensBeyondProject(fence, scope ?? current.scope));
    const old = args.supersedes === undefined ? null : supersedable(ctx, reachableMemory(ctx, fence, args.supersedes).id, scope ?? current.scope, current.id, args.supersedes_revision);
    if (old && args.content === undefined) throw new NuzoError('INVALID_INPUT', 'supersedes goes with a new content.', { field: 'supersedes' });
    const candidate = old || args.keep_both === true ? null : updateSupersedeCandidate(ctx, change);
    if (candidate) throw supersedeCandidateError(candidate);
    // Core's refusals come first; a change that stays in this project and that core lets
    // through unconfirmed is made at once, anything else waits for the user's answer.
    const check = checkUpdate(ctx, change);
    if (!widens && !old && !check.confirmation) return { memory: updateMemory(ctx, change), confirmed_via: 'not_needed' as const };
    const request = withSupersede(updateRequest(current, change, widens), old);
    const answer = await askUser(rt.server, config.confirmation, request);
    if (answer.decision === 'reject') throw declined(request, 'reject');
    const edited = answer.decision === 'edit' ? { ...answer.edits, scope: reachableScope(fence, answer.edits.scope) } : {};
    const { memory, superseded } = updateReplacing(ctx, { ...change, ...edited, confirmed: true, supersedes: old?.id, supersedes_revision: old?.revision, keep_both: true });
    return { memory, superseded: superseded ?? undefined, confirmed_via: answer.via };
  },
  text: (out) =>
    memorySummary(out.confirmed_via === 'not_needed' ? 'Updated' : `Updated (confirmed by the user via ${out.confirmed_via})`, out.memory) +
    (out.superseded ? `\nArchived ${out.superseded.id}, which it replaces (restorable).` : ''),
});

function updateRequest(current: Memory, change: UpdateInput, widens: boolean): ConfirmRequest {
  const next = {
    content: typeof change.content === 'string' ? change.content : current.content,
    kind: typeof change.kind === 'string' ? change.kind : current.kind,
    scope: typeof change.scope === 'string' ? change.scope : current.scope,
    tags: Array.isArray(change.tags) ? (change.tags as string[]) : current.tags,
  };
  const contentChanged = next.content !== current.content;
  const restores = change.status === 'active' && current.status !== 'active';
  const text = [
    'Change this Nuzo memory?',
    contentChanged ? `Current content: ${current.content}` : `Content: ${current.content}`,
    ...(contentChanged ? [`New content: ${next.content}`] : []),
    `Kind: ${next.kind}`,
    next.scope !== current.scope ? `Scope: ${current.scope} -> ${next.scope}${widens ? ` (${scopeReach(next.scope)})` : ''}` : `Scope: ${next.scope}`,
    `Tags: ${next.tags.join(', ') || '(none)'}`,
    ...(restores ? [`Status: ${current.status} -> active${widens && next.scope === current.scope ? ` (${scopeReach(next.scope)})` : ''}`] : []),
    'Confirm, edit, or reject?',
  ].join('\n');
  const command = updateCommand({
    id: current.id,
    revision: typeof change.expected_revision === 'number' ? change.expected_revision : current.revision,
    content: contentChanged ? next.content : undefined,
    kind: next.kind !== current.kind ? next.kind : undefined,
    scope: next.scope !== current.scope ? next.scope : undefined,
    tags: Array.isArray(change.tags) ? next.tags : undefined,
    status: typeof change.status === 'string' && change.status !== current.status ? change.status : undefined,
  });
  const reason = contentChanged ? 'content_change' : next.scope !== current.scope ? 'scope_widening' : restores ? 'restore_wide' : 'scope_widening';
  return { operation: 'update', reason, text, editable: next, command };
}

// The question also names the memory that would be archived, and the terminal line carries it.
function withSupersede(request: ConfirmRequest, old: Memory | null): ConfirmRequest {
  if (!old) return request;
  const lines = request.text.split('\n');
  lines.splice(lines.length - 1, 0, `Also archive (restorable), as this replaces it: ${old.content}`);
  return { ...request, reason: 'supersede', text: lines.join('\n'), command: `${request.command} --supersedes ${old.id}` };
}

