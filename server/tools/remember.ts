// memory_remember: the explicit save. Only for what the user asked to have remembered;
// everything inferred goes through drafts and the user's confirmation. Policy (secrets,
// personal data, logs, duplicates, disabled scopes) applies either way, in core.
// A save into this session's project is direct. A save into a wider scope — user:default
// (shown at the start of every session, in every project), agent:*, another project — is
// what a misled agent would use to plant an instruction everywhere, so it needs the user's
// own answer: a form when the client can show one; otherwise it becomes a pending draft the
// user reviews in their terminal (`nuzo review`), and the result says so.
import { z } from 'zod';
import { reachableScope, scopeReach, widensBeyondProject, type Fence } from '../../lib/access.ts';
import type { ConfirmationMode } from '../../lib/config.ts';
import type { CoreContext } from '../../lib/context.ts';
import type { Draft } from '../../lib/drafts/draft.ts';
import { createDraft, getDraft } from '../../lib/drafts/queue.ts';
import { NuzoError } from '../../lib/errors.ts';
import { LIMITS } from '../../lib/limits.ts';
import { checkRemember, prepareMemory, remember } from '../../lib/memory/remember.ts';
import { rememberReplacing, supersedable, supersedeCandidate, supersedeCandidateError } from '../../lib/memory/replace.ts';
import { askUser, canAskUser, declined, type ConfirmRequest } from '../confirm.ts';
import { memorySummary } from '../render.ts';
import { contentArg, draftOut, kindArg, memoryId, memoryOut, projectRoot, scopeArg, tagsArg, text } from '../schemas.ts';
import { rememberCommand, reviewDraftCommand } from '../terminal.ts';
import type { Runtime } from '../context.ts';
import { defineTool } from '../tool.ts';
import { shown } from './drafts.ts';
import { reachableMemory } from './update.ts';

export const rememberTool = defineTool({
  name: 'memory_remember',
  title: 'Save a memory the user asked for',
  description: [
    'Save one memory to the local Nuzo store. Call this ONLY when the user explicitly asks you to remember or save something ("remember that…", "save this").',
    'Never call it for things you inferred or noticed yourself: inferred memories are proposed as drafts and are never saved without the user\'s confirmation (see memory_drafts_list).',
    'Write one durable, self-contained statement; choose the narrowest scope: project:auto (this project) is saved directly.',
    "user:default (shown in every project), agent:<name> and other projects need the user's own answer: Nuzo asks the user when the client supports prompts; otherwise the memory becomes a pending draft (status drafted) and the user confirms it in their terminal with the returned review_command. Tell the user that; never run it yourself.",
    'When the text seems to revise an active memory of the same scope (same subject, new value), nothing is saved and the error SUPERSEDE_CANDIDATE names its id: ask the user, then call again with supersedes: <id> (Nuzo asks the user to confirm and archives the old one) or keep_both: true.',
    'Secrets, credentials, personal data, logs and raw file contents are refused. Pass the working directory as project_root.',
  ].join(' '),
  input: {
    content: contentArg,
    kind: kindArg,
    scope: scopeArg('Where the memory applies.'),
    tags: tagsArg.optional(),
    source: text(LIMITS.sourceMaxChars).optional().describe('Who is saving it, e.g. "claude-code:mcp" or "codex:mcp".'),
    supersedes_revision: z.number().int().min(1).optional().describe('The candidate_revision the SUPERSEDE_CANDIDATE error gave: if that memory changed since, nothing is archived.'),
    supersedes: memoryId.optional().describe('Replace this active memory of the same scope, after the user said the new text replaces it: Nuzo asks the user to confirm, then archives it (restorable).'),
    keep_both: z.boolean().optional().describe('Save beside the active memory it seems to revise, after the user said to keep both.'),
    project_root: projectRoot,
  },
  output: {
    status: z.enum(['saved', 'drafted']),
    memory: memoryOut.optional(),
    superseded: memoryOut.optional(),
    draft: draftOut.optional(),
    confirmed_via: z.enum(['not_needed', 'elicitation']).optional(),
    review_command: z.string().optional(),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  run: async (args, rt) => {
    const { ctx, fence, config, project } = await rt.scoped(args.project_root);
    const scope = reachableScope(fence, args.scope);
    const input = { content: args.content, kind: args.kind, scope, tags: args.tags, source: args.source };
    if (args.supersedes !== undefined) return supersedeAsked(rt, { ctx, fence, config }, input, args.supersedes, args.supersedes_revision);
    // Core's refusals first: nothing refused is shown in a form or kept as a draft.
    const prepared = checkRemember(ctx, input);
    if (args.keep_both !== true) {
      const candidate = supersedeCandidate(ctx, prepared.scope, prepared.content);
      if (candidate) throw supersedeCandidateError(candidate);
    }
    if (!widensBeyondProject(fence, scope)) return { status: 'saved' as const, memory: remember(ctx, input), confirmed_via: 'not_needed' as const };
    if (!canAskUser(rt.server, config.confirmation)) {
      const draft = draftFor(ctx, input, rt.actor);
      return { status: 'drafted' as const, draft: shown(draft), review_command: reviewDraftCommand(draft, project) };
    }
    const editable = { content: prepared.content, kind: prepared.kind, scope: prepared.scope, tags: prepared.tags };
    const request: ConfirmRequest = { operation: 'remember', reason: 'wide_scope', text: askText(editable), editable, command: rememberCommand(editable) };
    const answer = await askUser(rt.server, config.confirmation, request);
    if (answer.decision === 'reject') throw declined(request, 'reject');
    const chosen = answer.decision === 'edit' ? { ...answer.edits, scope: reachableScope(fence, answer.edits.scope) } : editable;
    return { status: 'saved' as const, memory: remember(ctx, { ...chosen, source: args.source, confirmed: true }), confirmed_via: answer.via };
  },
  text: (out) =>
    out.status === 'drafted' && out.draft
      ? `Not saved yet: ${out.draft.scope} reaches beyond this project, so the user must confirm it. It waits as draft ${out.draft.id}; the user can review it in their terminal with \`${out.review_command}\` (do not run it for them).`
      : memorySummary(out.confirmed_via === 'elicitation' ? 'Saved (confirmed by the user via elicitation)' : 'Saved', out.memory!) + (out.superseded ? `\nArchived ${out.superseded.id}, which it replaces (restorable).` : ''),
});

// Archiving what the user sees as true is a content change: only the user's answer does it.
async function supersedeAsked(rt: Runtime, s: { ctx: CoreContext; fence: Fence; config: { confirmation: ConfirmationMode } }, input: { content: string; kind: string; scope: string; tags?: string[]; source?: string }, id: string, revision: number | undefined) {
  const old = reachableMemory(s.ctx, s.fence, id);
  const prepared = prepareMemory(s.ctx, input);
  supersedable(s.ctx, old.id, prepared.scope, null, revision);
  const editable = { content: prepared.content, kind: prepared.kind, scope: prepared.scope, tags: prepared.tags };
  const text = ['Replace a Nuzo memory?', `Archive (restorable): ${old.content}`, `Save instead: ${editable.content}`, `Kind: ${editable.kind}`, `Scope: ${editable.scope}`, `Tags: ${editable.tags.join(', ') || '(none)'}`, 'Confirm, edit, or reject?'].join('\n');
  const request: ConfirmRequest = { operation: 'remember', reason: 'supersede', text, editable, command: `${rememberCommand(editable)} --supersedes ${old.id}` };
  const answer = await askUser(rt.server, s.config.confirmation, request);
  if (answer.decision === 'reject') throw declined(request, 'reject');
  const chosen = answer.decision === 'edit' ? { ...answer.edits, scope: reachableScope(s.fence, answer.edits.scope) } : editable;
  const { memory, superseded } = rememberReplacing(s.ctx, { ...chosen, source: input.source, confirmed: true, supersedes: old.id, supersedes_revision: old.revision });
  return { status: 'saved' as const, memory, superseded: superseded ?? undefined, confirmed_via: answer.via };
}

const REASON = "An agent asked to save this beyond the session's project, where other projects read it; it waits for your confirmation.";

function draftFor(ctx: CoreContext, input: { content: string; kind: string; scope: string; tags?: string[]; source?: string }, actor: string): Draft {
  const outcome = createDraft(ctx, { ...input, source: input.source ?? actor, confidence: 1, reason: REASON });
  if ('created' in outcome) return outcome.created;
  if (outcome.skipped === 'duplicate_draft' && outcome.existing_id) return getDraft(ctx, outcome.existing_id);
  if (outcome.skipped === 'duplicate_memory') throw new NuzoError('DUPLICATE_MEMORY', 'An equivalent active memory already exists in this scope.', { existing_id: outcome.existing_id ?? null });
  throw new NuzoError('CONFIRMATION_DECLINED', 'The user rejected this text before and asked Nuzo not to propose it again; nothing was saved.', { operation: 'remember', action: 'previously_rejected' });
}

function askText(m: { content: string; kind: string; scope: string; tags: string[] }): string {
  return ['Save this Nuzo memory?', `Content: ${m.content}`, `Kind: ${m.kind}`, `Scope: ${m.scope} (${scopeReach(m.scope)})`, `Tags: ${m.tags.join(', ') || '(none)'}`, 'Confirm, edit, or reject?'].join('\n');
}
