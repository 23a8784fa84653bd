// Who stands behind a pending draft: which sources proposed it (the Stop hook's capture,
// the agent through memory_propose, or both for one turn), who last changed it and through
// which surface, and what it said before an agent first edited it. Pure: the queue stores
// these fields, every review surface renders them through reviewReason and originalLines,
// so a draft the agent touched never reads as the user's own.

export type DraftProposer = 'capture' | 'agent';

// `by` is who made the change; `via` the surface it came through. The MCP server speaks for
// the agent (even when it relays the user's words, it chose them); the terminal and the page
// are the user's own hands.
export type DraftEditor = { by: 'user' | 'agent' | 'capture'; via: 'mcp' | 'cli' | 'page' | 'hook' };

export type DraftBody = { content: string; kind: string; scope: string; tags: string[] };

const EDITORS: Record<string, DraftEditor> = {
  'nuzo:mcp': { by: 'agent', via: 'mcp' },
  'nuzo:cli': { by: 'user', via: 'cli' },
  'nuzo:ui': { by: 'user', via: 'page' },
  'nuzo:hook': { by: 'capture', via: 'hook' },
};

// Unknown actors (tests, future adapters) count as the agent: the narrower trust.
export function editorOf(actor: string): DraftEditor {
  return EDITORS[actor] ?? { by: 'agent', via: 'mcp' };
}

export function parseProposers(raw: string | null | undefined): DraftProposer[] {
  const out: DraftProposer[] = [];
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    for (const p of Array.isArray(value) ? value : []) if ((p === 'capture' || p === 'agent') && !out.includes(p)) out.push(p);
  } catch {
    /* an unreadable column reads as no recorded source */
  }
  return out;
}

export function parseEditor(raw: string | null | undefined): DraftEditor | null {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<DraftEditor>) : null;
    if (v && ['user', 'agent', 'capture'].includes(v.by as string) && ['mcp', 'cli', 'page', 'hook'].includes(v.via as string)) return { by: v.by!, via: v.via! };
  } catch {
    /* as above */
  }
  return null;
}

export function parseBody(raw: string | null | undefined): DraftBody | null {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<DraftBody>) : null;
    if (v && typeof v.content === 'string' && typeof v.kind === 'string' && typeof v.scope === 'string' && Array.isArray(v.tags)) {
      return { content: v.content, kind: v.kind, scope: v.scope, tags: v.tags.filter((t): t is string => typeof t === 'string') };
    }
  } catch {
    /* as above */
  }
  return null;
}

// What changed between the original and the current body, in the words a reviewer reads.
export function changesSince(original: DraftBody, current: DraftBody): string[] {
  const changes: string[] = [];
  if (original.scope !== current.scope) changes.push(`scope ${original.scope} → ${current.scope}`);
  if (original.kind !== current.kind) changes.push(`kind ${original.kind} → ${current.kind}`);
  if (original.content !== current.content) changes.push('text changed');
  if (original.tags.join('\u0000') !== current.tags.join('\u0000')) changes.push('tags changed');
  return changes;
}

// How an agent's own suggestion's reason begins (lib/pipeline/agent-proposal.ts).
export const AGENT_PREFIX = 'Proposed by the agent';

const VIA_WORDS: Record<DraftEditor['via'], string> = { mcp: 'through the agent', cli: 'in the terminal', page: 'on the page', hook: 'by capture' };

// The reason every review surface shows: the proposer's own reason, led by what the agent
// did to the draft. A draft the agent edited says so first, with each change, even after
// the user changed it again; one the agent proposed says it came from the agent.
export function reviewReason(d: { reason: string; proposed_by: DraftProposer[]; changed_by: DraftEditor | null; original: DraftBody | null } & DraftBody): string {
  const lead: string[] = [];
  if (d.original) {
    const changes = changesSince(d.original, d);
    const then = d.changed_by && d.changed_by.by === 'user' ? `, then by you ${VIA_WORDS[d.changed_by.via]}` : '';
    lead.push(`Edited by the agent${then}: ${changes.length ? changes.join(', ') : 'nothing left changed'}.`);
  }
  const agent = d.proposed_by.includes('agent');
  if (agent && !d.reason.startsWith(AGENT_PREFIX)) lead.push(`${AGENT_PREFIX}.`);
  const tail = agent && d.proposed_by.includes('capture') ? ['Capture suggested the same from your turn.'] : [];
  return [...lead, d.reason, ...tail].join(' ');
}

// The original beside the edit: one line per field the agent changed.
export function originalLines(original: DraftBody | null, current: DraftBody): string[] {
  if (!original) return [];
  const lines: string[] = [];
  if (original.content !== current.content) lines.push(`Before the agent's edit, content: ${original.content}`);
  if (original.kind !== current.kind) lines.push(`Before the agent's edit, kind: ${original.kind}`);
  if (original.scope !== current.scope) lines.push(`Before the agent's edit, scope: ${original.scope}`);
  if (original.tags.join('\u0000') !== current.tags.join('\u0000')) lines.push(`Before the agent's edit, tags: ${original.tags.join(', ') || '(none)'}`);
  return lines;
}

// A scope an agent moved away from a project (to user:default, agent:*, or another project
// it can reach) widens who reads the memory: the draft is marked scope-unclear, so every
// surface asks the user to choose, and only the user's answer saves it.
export function agentWidened(from: string, to: string, projectScope: string | null): boolean {
  if (from === to) return false;
  return !(projectScope !== null && to === projectScope);
}
