// The agent's own capture suggestions (memory_propose): the host's model, while it works,
// files a draft in its own words for a durable preference, decision or recurring instruction
// the user just stated. It is a draft, never a memory, and goes through what the Stop hook's
// drafts go through: content policy, duplicate memories and drafts, remembered rejections,
// the supersede rule, and the same per-session rate gate and daily budget (the hook counts
// the agent's drafts too, see agent-turns.ts). The pointer to the user's turn is filled in by
// the Stop hook that ends the turn; the tool itself never sees the transcript.
import type { CoreContext } from '../context.ts';
import { addProposer, createDraft, getDraft } from '../drafts/queue.ts';
import type { Draft } from '../drafts/draft.ts';
import { AGENT_PREFIX, agentWidened } from '../drafts/provenance.ts';
import { recentCaptureOf } from '../capture/fingerprint.ts';
import type { CaptureConfig, GateState } from '../capture/types.ts';
import { prepareMemory } from '../memory/remember.ts';
import { supersedeCandidate } from '../memory/replace.ts';
import { normalizeContent } from '../policy/index.ts';
import { withWrite } from '../store/write.ts';
import { readGateState, recordCapture } from './gate-store.ts';
import { engineConfig } from './propose.ts';

export type AgentHost = 'claude' | 'codex';

export type AgentProposal = {
  content: unknown;
  kind: unknown;
  scope: string;
  tags?: unknown;
  reason?: string;
  host: AgentHost | null;
  // Known only when the host tells its MCP server (else the Stop hook links the draft).
  session_id: string | null;
  // The rate gate's row for this session: `host:session` when the session is known, else
  // one per server process (a server lives exactly one host session).
  gate_key: string;
};

export type AgentProposalResult =
  | { status: 'drafted'; draft: Draft }
  | { status: 'merged'; draft: Draft }
  | { status: 'duplicate_memory'; existing_id: string | null }
  | { status: 'previously_rejected' }
  | { status: 'limited'; detail: string };

export type AgentGate = { file: true; priority: 'normal' | 'low'; detail?: string } | { file: false; detail: string };

// Pure: the engine's gates as they apply to an agent's suggestion. The daily budget and the
// hourly cap stop it (a misled agent cannot flood the queue); a suggestion inside the minimum
// interval is still filed, at low priority, as the hook files a gated user statement.
export function agentGate(gate: GateState, key: string, config: CaptureConfig, now: number): AgentGate {
  if (gate.tokens_today >= config.daily_token_budget) return { file: false, detail: 'daily capture budget exhausted' };
  const hourly = gate.captures_last_hour[key] ?? 0;
  if (hourly >= config.max_captures_per_hour) return { file: false, detail: `${hourly} captures in the last hour (max ${config.max_captures_per_hour})` };
  const last = gate.last_capture_at[key];
  if (last !== undefined && now - last < config.min_interval_ms) return { file: true, priority: 'low', detail: `${now - last} ms since the last capture (min ${config.min_interval_ms})` };
  return { file: true, priority: 'normal' };
}

// The gate row of one host session: the key the Stop hook counts its own captures under.
export function sessionGateKey(host: string, sessionId: string): string {
  return `${host}:${sessionId}`;
}

// The session a server's earlier proposals were linked to by the Stop hook (agent-turns.ts):
// from then on the server reads and counts the same gate row as the hook, exactly.
export function linkedSessionOf(ctx: CoreContext, draftIds: readonly string[]): string | null {
  if (draftIds.length === 0) return null;
  const row = ctx.store.db
    .prepare(`SELECT origin_session FROM drafts WHERE id IN (${draftIds.map(() => '?').join(', ')}) AND origin_session IS NOT NULL AND origin_ref IS NOT NULL LIMIT 1`)
    .get(...draftIds) as { origin_session: string } | undefined;
  return row?.origin_session ?? null;
}

const DEFAULT_REASON = 'The agent noticed a durable statement of yours in this turn.';

export function proposeFromAgent(ctx: CoreContext, input: AgentProposal): AgentProposalResult {
  const host = input.host ?? 'mcp';
  // Policy first (refusals throw their own structured error, and nothing reaches the store).
  const prepared = prepareMemory(ctx, { content: input.content, kind: input.kind, scope: input.scope, tags: input.tags, source: `${host}:agent-suggestion` });
  const projectScope = ctx.project?.scope ?? null;
  const reason = `${AGENT_PREFIX}${input.host ? ` (${input.host === 'codex' ? 'Codex' : 'Claude Code'})` : ''}: ${(input.reason ?? '').trim() || DEFAULT_REASON}`;
  const now = ctx.store.clock.now();
  return withWrite(ctx.store, () => {
    const gate = agentGate(readGateState(ctx.store, input.gate_key, now), input.gate_key, engineConfig(ctx.config), now);
    if (!gate.file) return { status: 'limited' as const, detail: gate.detail };
    const revises = supersedeCandidate(ctx, prepared.scope, prepared.content);
    const outcome = createDraft(ctx, {
      content: prepared.content,
      kind: prepared.kind,
      scope: prepared.scope,
      tags: prepared.tags,
      source: prepared.source,
      // What the agent chose is not the user's answer: a scope wider than this project is
      // filed as unclear, so review asks the user to choose before anything is saved.
      scope_unclear: projectScope === null || agentWidened(projectScope, prepared.scope, projectScope),
      confidence: 0.75,
      reason,
      priority: gate.priority,
      origin: { host: input.host, session_id: input.session_id, ref: null },
      supersedes: revises ? { id: revises.id, expected_revision: revises.revision } : null,
      proposed_by: ['agent'],
    });
    if ('created' in outcome) {
      // Counted as the user statement it stands for: a structural key and hashed shingles of
      // the agent's text, never the text (the host only picks a parser elsewhere).
      const event = { host: input.host ?? 'claude', kind: 'user_message' as const, session_id: input.gate_key, ref: outcome.created.id, timestamp: null, text: prepared.content, sidechain: false };
      recordCapture(ctx.store, input.gate_key, now, { tokens: Math.ceil(prepared.content.length / 4), bytes: 0 }, recentCaptureOf(event, now, gate.priority === 'low' ? 'light' : 'full'));
      return { status: 'drafted' as const, draft: outcome.created };
    }
    if (outcome.skipped === 'duplicate_draft' && outcome.existing_id) return { status: 'merged' as const, draft: adoptWording(ctx, outcome.existing_id, prepared) };
    if (outcome.skipped === 'duplicate_memory') return { status: 'duplicate_memory' as const, existing_id: outcome.existing_id ?? null };
    return { status: 'previously_rejected' as const };
  });
}

// The same text already waits (capture filed it, or the agent did earlier): one draft stays,
// in the agent's wording when capture proposed it, with both sources recorded. A draft some
// reviewer already changed keeps its text.
function adoptWording(ctx: CoreContext, id: string, prepared: { content: string; kind: string; tags: string[] }): Draft {
  const existing = getDraft(ctx, id);
  if (existing.proposed_by.includes('capture') && !existing.proposed_by.includes('agent') && existing.changed_by === null) {
    ctx.store.db
      .prepare('UPDATE drafts SET content = ?, content_norm = ?, kind = ?, tags = ? WHERE id = ?')
      .run(prepared.content, normalizeContent(prepared.content), prepared.kind, JSON.stringify(prepared.tags), id);
  }
  addProposer(ctx, id, 'agent');
  return getDraft(ctx, id);
}
