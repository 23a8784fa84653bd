// memory_propose: the agent files a draft for the user's review, in its own words, in the
// same turn the user states a durable preference, decision or recurring instruction. Never a
// memory: it is a draft through the Stop hook's policy, duplicate, supersede and scope rules
// and its rate gate (lib/pipeline/agent-proposal.ts). The host's model does it inline: no
// model of ours, no extra call. Nothing the agent passes is the user's answer: a scope wider
// than this project is filed as unclear, and only the user confirms.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { reachableScope } from '../../lib/access.ts';
import type { CoreContext } from '../../lib/context.ts';
import { linkedSessionOf, proposeFromAgent, sessionGateKey, type AgentHost } from '../../lib/pipeline/agent-proposal.ts';
import type { Runtime } from '../context.ts';
import { contentArg, kindArg, projectRoot, scopeArg, tagsArg, text } from '../schemas.ts';
import { reviewDraftCommand } from '../terminal.ts';
import { defineTool } from '../tool.ts';

const SESSION_ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/;
const REMEMBERED_DRAFTS = 20;

// What one server (one host session) knows about itself: its own gate row until it learns its
// session, the drafts it filed, and the session the Stop hook linked one of them to.
type ServerSelf = { instanceKey: string; drafts: string[]; session: string | null };
const selves = new WeakMap<Runtime, ServerSelf>();

function hostOf(rt: Runtime): AgentHost | null {
  const name = rt.server.getClientVersion()?.name ?? '';
  return /codex/i.test(name) ? 'codex' : /claude/i.test(name) ? 'claude' : null;
}

function selfOf(rt: Runtime, host: AgentHost | null): ServerSelf {
  let self = selves.get(rt);
  if (!self) selves.set(rt, (self = { instanceKey: `${host ?? 'mcp'}:mcp-${randomBytes(6).toString('hex')}`, drafts: [], session: null }));
  return self;
}

// Claude Code passes its session id to the processes it starts; Codex does not, so there the
// session is learned from the first of this server's drafts the Stop hook linked to a turn.
function sessionOf(rt: Runtime, ctx: CoreContext, host: AgentHost | null, self: ServerSelf): string | null {
  const fromEnv = host === 'claude' ? rt.deps.env.CLAUDE_CODE_SESSION_ID?.trim() : undefined;
  if (fromEnv && SESSION_ID_RE.test(fromEnv)) return fromEnv;
  self.session ??= host ? linkedSessionOf(ctx, self.drafts) : null;
  return self.session;
}

export const proposeTool = defineTool({
  name: 'memory_propose',
  title: 'Propose a memory draft for the user to review',
  description: [
    'File a DRAFT (never a saved memory) for the user to confirm, edit or reject later. Call it in the same turn when the user states a durable preference, a project decision or a recurring instruction ("from now on…", "always…", "we use…", "I prefer…"), without being asked to remember it.',
    'Never call it for one-off tasks or requests, pasted text, logs, command output, code, guesses, or anything secret or personal. When the user explicitly asks you to remember something, use memory_remember instead.',
    'Write one self-contained statement in your own words; choose the narrowest scope: project:auto for this repository, user:default only for preferences that hold in every project (Nuzo marks it for the user to choose).',
    'Nothing is saved: tell the user in one short line that a draft waits for their review. Pass the working directory as project_root.',
  ].join(' '),
  input: {
    content: contentArg,
    kind: kindArg,
    scope: scopeArg('Where it would apply.'),
    tags: tagsArg.optional(),
    reason: text(200).optional().describe('One short line the user reads: why this is worth keeping.'),
    project_root: projectRoot,
  },
  output: {
    status: z.enum(['drafted', 'merged', 'duplicate_memory', 'previously_rejected', 'limited']),
    draft_id: z.string().optional(),
    kind: z.string().optional(),
    scope: z.string().optional(),
    scope_unclear: z.boolean().optional(),
    priority: z.string().optional(),
    proposed_by: z.array(z.string()).optional(),
    supersedes: z.string().nullable().optional(),
    existing_id: z.string().nullable().optional(),
    detail: z.string().optional(),
    review_command: z.string().optional(),
  },
  // The answer carries no stored text: status, ids, kind, scope and the review command.
  fence: false,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  run: async (args, rt) => {
    const { ctx, fence, project } = await rt.scoped(args.project_root);
    const scope = reachableScope(fence, args.scope);
    const host = hostOf(rt);
    const self = selfOf(rt, host);
    const session = sessionOf(rt, ctx, host, self);
    const gate_key = session && host ? sessionGateKey(host, session) : self.instanceKey;
    const result = proposeFromAgent(ctx, { content: args.content, kind: args.kind, scope, tags: args.tags, reason: args.reason, host, session_id: session, gate_key });
    if (result.status === 'drafted') self.drafts = [...self.drafts, result.draft.id].slice(-REMEMBERED_DRAFTS);
    // The agent wrote the text: it is not sent back (no stored text in the result at all).
    if (result.status === 'drafted' || result.status === 'merged') {
      const d = result.draft;
      return { status: result.status, draft_id: d.id, kind: d.kind, scope: d.scope, scope_unclear: d.scope_unclear, priority: d.priority, proposed_by: d.proposed_by, supersedes: d.supersedes?.id ?? null, review_command: reviewDraftCommand(d, project) };
    }
    if (result.status === 'duplicate_memory') return { status: result.status, existing_id: result.existing_id };
    if (result.status === 'limited') return { status: result.status, detail: result.detail };
    return { status: result.status };
  },
  text: (out) => {
    switch (out.status) {
      case 'drafted':
      case 'merged':
        return `Draft ${out.draft_id} filed for the user's review (not saved${out.status === 'merged' ? '; it joined the same pending suggestion' : ''}${out.scope_unclear ? '; the user chooses its scope' : ''}). Tell the user in one line; they review it with the nuzo-review skill or \`${out.review_command}\`.`;
      case 'duplicate_memory':
        return `Not filed: an equivalent memory (${out.existing_id}) is already saved.`;
      case 'previously_rejected':
        return 'Not filed: the user rejected this suggestion before and asked not to see it again.';
      default:
        return `Not filed: ${out.detail}. Do not retry; mention it to the user only if it matters.`;
    }
  },
});
