// Candidate detection: turns a user message into zero or more memory drafts-to-be.
//
// Order matters and is the safety contract: content policy runs on the full message and on
// every statement before anything else; a blocked statement leaves only a reason code behind
// (never its text). Then a statement must be durable (not a question, task request, temporary
// error, command output, speculation or chatter), is rewritten into a third-person memory,
// scoped by the seed's rules (project facts never go to user:default) and compared with
// active memories: near-duplicates are dropped, contradictions propose `supersedes`.

import type { MemoryKind } from '../limits.ts';
import { COMMUNICATION, judge } from './classify.ts';
import { HOST_MENTIONS } from './cues.ts';
import { checkContent, NEAR_DUPLICATE_THRESHOLD, similarity } from './policy-port.ts';
import { rewriteStatement } from './rewrite.ts';
import { splitStatements, stripMarkers } from './sentences.ts';
import { findSuperseded } from '../memory/supersede.ts';
import { suggestTags } from './topics.ts';
import type { ActiveMemory, Candidate, CandidateContext, CandidateResult, RejectedStatement } from './types.ts';

export const USER_DEFAULT_SCOPE = 'user:default';

const PROJECT_ANCHOR =
  /\b(this|the|our|in the) ([\w-]+ )?(repo|repository|project|codebase|monorepo|app|application|service|package|workspace|module|frontend|backend|api|site|cli|crate)\b|\b(here|in here|we|we're|we've|our|us|ours)\b|(^|\s|`)(\.{0,2}\/|~\/)[\w.-]+|\b[\w.-]+\/[\w.-]+\/[\w./-]*|\b[\w.-]+\/(?=[\s,.;:)`]|$)|\b[\w-]+\/[\w-]+\.\w{1,5}\b|`[\w.-]+\/[\w./-]+`|\b[\w-]+\.(ts|tsx|js|mjs|cjs|json|ya?ml|toml|md|py|go|rs|sql|sh|css|lock)\b/i;
// "For Nuzo, …" names the project; case-sensitive so "In general, …" does not count.
const NAMED_PROJECT_LEAD = /^(?:[Ff]or|[Ii]n) [A-Z][\w.-]*,/;
const CROSS_PROJECT =
  /\b(all (of )?my (projects|repos|repositories|code|work)|every (project|repo|repository|codebase)|any (project|repo|repository|codebase)|across (all )?(my )?(projects|repos|repositories)|in general|generally|everywhere|globally|regardless of (the )?(project|repo)|no matter (which|what) (project|repo)|in every (project|repo)|all repos|all projects|personally|other projects too)\b/i;
const BACK_REFERENCE = /\b(it|that|this one|them|those|these|the (key|token|password|value|same))\b/i;

const BASE_CONFIDENCE: Record<MemoryKind, number> = { preference: 0.78, project_decision: 0.74, instruction: 0.72, fact: 0.64, note: 0.6 };
const REASONS: Record<MemoryKind, string> = {
  preference: 'The user stated a recurring preference.',
  project_decision: 'The user stated a project decision.',
  instruction: 'The user gave a recurring instruction.',
  fact: 'The user stated a durable project fact.',
  note: 'The user shared a workflow note.',
};

type Scoped = { kind: MemoryKind; scope: string; unclear: boolean };

function hostAgent(sentence: string, ctx: CandidateContext): string | null {
  for (const host of HOST_MENTIONS) {
    if (!host.pattern.test(sentence)) continue;
    const name = host.agent || ctx.agentName;
    if (name) return `agent:${name}`;
  }
  return null;
}

function assignScope(sentence: string, kind: MemoryKind, ctx: CandidateContext): Scoped {
  const agent = hostAgent(sentence, ctx);
  const anchored = PROJECT_ANCHOR.test(sentence) || NAMED_PROJECT_LEAD.test(sentence);
  const cross = CROSS_PROJECT.test(sentence);
  const project = ctx.projectScope;
  // Host-specific statements are usage preferences for that host (seed 000), unless factual.
  if (agent) return { kind: kind === 'fact' || kind === 'note' ? kind : 'preference', scope: agent, unclear: false };
  if (anchored && cross) return { kind, scope: project, unclear: true };
  switch (kind) {
    case 'preference':
      // "I prefer Apache-2.0 for this project" is a project decision, never a user default.
      if (anchored) return { kind: 'project_decision', scope: project, unclear: false };
      return { kind, scope: USER_DEFAULT_SCOPE, unclear: false };
    case 'instruction':
      if (anchored) return { kind, scope: project, unclear: false };
      if (COMMUNICATION.test(sentence)) return { kind: 'preference', scope: USER_DEFAULT_SCOPE, unclear: false };
      if (cross) return { kind, scope: USER_DEFAULT_SCOPE, unclear: false };
      return { kind, scope: project, unclear: true };
    default:
      return { kind, scope: project, unclear: false };
  }
}

function sameScopeFamily(a: string, b: string): boolean {
  return a === b || (a.startsWith('project:') && b.startsWith('project:') && a === b);
}

function confidenceOf(kind: MemoryKind, habit: boolean, unclear: boolean, sentence: string): number {
  let value = BASE_CONFIDENCE[kind] + (habit ? 0.06 : 0) - (unclear ? 0.15 : 0);
  if (sentence.split(/\s+/).length > 30) value -= 0.06;
  return Math.round(Math.min(0.95, Math.max(0.3, value)) * 100) / 100;
}

export function detectCandidates(text: string, ctx: CandidateContext): CandidateResult {
  const candidates: Candidate[] = [];
  const rejected: RejectedStatement[] = [];
  const memories = ctx.activeMemories ?? [];
  const segments = splitStatements(text);
  // Most turns hold no durable statement at all. The cheap classifier settles that first, so
  // the content policy (which only ever refuses, never proposes) runs when something could
  // become a draft: a Stop hook then skips compiling the policy's patterns on ordinary turns.
  const needPolicy = segments.some((seg) => !seg.raw && 'kind' in judge(stripMarkers(seg.text)));
  const policy = (part: string) => (needPolicy ? checkContent(part) : null);
  const whole = policy(text);
  // A finding in the whole message that no single statement explains spans statements (a
  // multi-line dump, a key split across lines): nothing from this message may become memory.
  if (whole && segments.every((seg) => seg.raw || policy(seg.text) === null)) {
    return { candidates, rejected: [{ reason: 'blocked by content policy', code: whole.code }] };
  }
  let previousBlocked = false;
  for (const segment of segments) {
    const afterBlocked = previousBlocked;
    previousBlocked = false;
    if (segment.raw) {
      rejected.push({ reason: 'command_output' });
      continue;
    }
    const finding = policy(segment.text);
    if (finding) {
      const blocked: RejectedStatement = { reason: 'blocked by content policy', code: finding.code };
      if ('kind' in judge(stripMarkers(segment.text))) blocked.sanitized_rewrite_possible = true;
      rejected.push(blocked);
      previousBlocked = true;
      continue;
    }
    const sentence = stripMarkers(segment.text);
    // "My token is …. Always use it in CI." — the follow-up points back at what was refused.
    if (afterBlocked && BACK_REFERENCE.test(sentence)) {
      rejected.push({ reason: 'refers to blocked content' });
      previousBlocked = true;
      continue;
    }
    const verdict = judge(sentence);
    if ('skip' in verdict) {
      rejected.push({ reason: verdict.skip, ...(verdict.skip === 'speculation' ? { code: 'SPECULATIVE_CONTENT' } : {}) });
      continue;
    }
    const scoped = assignScope(sentence, verdict.kind, ctx);
    const content = rewriteStatement(sentence);
    // The rewrite may not introduce anything policy would refuse (defence in depth).
    const rewritten = checkContent(content);
    if (rewritten) {
      rejected.push({ reason: 'blocked by content policy', code: rewritten.code });
      continue;
    }
    if (memories.some((m) => sameScopeFamily(scoped.scope, m.scope) && similarity(content, m.content) >= NEAR_DUPLICATE_THRESHOLD)) {
      rejected.push({ reason: 'already represented by an active memory', code: 'DUPLICATE_MEMORY' });
      continue;
    }
    if (candidates.some((c) => similarity(content, c.content) >= NEAR_DUPLICATE_THRESHOLD)) continue;
    const superseded = findSuperseded(content, scoped.scope, memories)?.memory;
    let reason = REASONS[scoped.kind];
    if (scoped.unclear) reason += ' Scope is unclear; confirm project or user scope before saving.';
    if (superseded) reason += ' It replaces an active memory.';
    const candidate: Candidate = {
      content,
      kind: scoped.kind,
      scope: scoped.scope,
      scope_unclear: scoped.unclear,
      tags: suggestTags(sentence),
      confidence: confidenceOf(scoped.kind, verdict.habit, scoped.unclear, sentence),
      reason,
    };
    if (superseded) candidate.supersedes = { id: superseded.id, expected_revision: superseded.revision };
    candidates.push(candidate);
  }
  return { candidates, rejected };
}
