// Candidate detection: turns a user message into zero or more memory drafts-to-be.
//
// Order matters and is the safety contract: content policy runs on the full message and on
// every statement before anything else; a blocked statement leaves only a reason code behind
// (never its text). Then a statement must be durable (not a question, task request, temporary
// error, command output, speculation or chatter), is rewritten into a third-person memory,
// scoped by the seed's rules (project facts never go to user:default) and compared with
// active memories: near-duplicates are dropped, contradictions propose `supersedes`.

import type { MemoryKind } from '../limits.ts';
import { COMMUNICATION, HABIT, IMPERATIVE_VERB, judge, quantifiedOnly, statedProjectFact } from './classify.ts';
import { dataShape, describesProblem, limitRule, placementRule, productName, universalConstraint, userEnvironment } from './durable-shapes.ts';
import { HOST_MENTIONS, TASK_REQUEST } from './cues.ts';
import { checkContent, NEAR_DUPLICATE_THRESHOLD, similarity } from './policy-port.ts';
import { rewriteStatement } from './rewrite.ts';
import { normalizeTypography, splitStatements, stripMarkers } from './sentences.ts';
import { quotesAssistant } from './echo.ts';
import { identifyingDetail } from './identifying.ts';
import { answersToAgent, looksLikeAnswerToAgent, quotedPick, type OptionDraft } from './option-answers.ts';
import { mayRepeatOffer } from './offered-choice.ts';
import { withoutHostButtons } from './host-buttons.ts';
import { findSuperseded } from '../memory/supersede.ts';
import { suggestTags } from './topics.ts';
import type { ActiveMemory, Candidate, CandidateContext, CandidateResult, RejectedStatement } from './types.ts';
import type { AskedAnswer } from '../transcript/events.ts';
import { draftsFromAskedAnswers } from './asked-answers.ts';
import { mayMatch, prefilter } from './prefilter.ts';
import { explicitMemory } from './memory-request.ts';

export const USER_DEFAULT_SCOPE = 'user:default';

const PROJECT_ANCHOR =
  /\b(this|the|our|in the) ([\w-]+ )?(repo|repository|project|codebase|monorepo|app|application|service|package|workspace|module|frontend|backend|api|site|cli|crate)\b|\b(here|in here|we|we're|we've|our|us|ours)\b|(^|\s|`)(\.{0,2}\/|~\/)[\w.-]+|\b[\w.-]+\/[\w.-]+\/[\w./-]*|\b[\w.-]+\/(?=[\s,.;:)`]|$)|\b[\w-]+\/[\w-]+\.\w{1,5}\b|`[\w.-]+\/[\w./-]+`|\b[\w-]+\.(ts|tsx|js|mjs|cjs|json|ya?ml|toml|md|py|go|rs|sql|sh|css|lock)\b/i;
// "For Nuzo, …" names the project; case-sensitive so "In general, …" does not count.
const NAMED_PROJECT_LEAD = /^(?:[Ff]or|[Ii]n) [A-Z][\w.-]*,/;
const CROSS_PROJECT =
  /\b(all (of )?my (projects|repos|repositories|code|work)|every (project|repo|repository|codebase)|any (project|repo|repository|codebase)|across (all )?(my )?(projects|repos|repositories)|in general|generally|everywhere|globally|regardless of (the )?(project|repo)|no matter (which|what) (project|repo)|in every (project|repo)|all repos|all projects|personally|other projects too)\b/i;
const BACK_REFERENCE = /\b(it|that|this one|them|those|these|the (key|token|password|value|same))\b/i;

// Candidates scored below this are not proposed. Chosen on the dev split of
// bench/capture-real.mjs: at 0.5 precision rose from 0.71 to 0.86 and noise fell from 0.5 to
// 0.1 drafts per 10 typed turns, for recall 0.38 -> 0.31 (high-importance recall unchanged).
export const DRAFT_CONFIDENCE_FLOOR = 0.5;

const BASE_CONFIDENCE: Record<MemoryKind, number> = { preference: 0.78, project_decision: 0.74, instruction: 0.72, fact: 0.64, note: 0.6 };
const REASONS: Record<MemoryKind, string> = {
  preference: 'The user stated a recurring preference.',
  project_decision: 'The user stated a project decision.',
  instruction: 'The user gave a recurring instruction.',
  fact: 'The user stated a durable project fact.',
  note: 'The user shared a workflow note.',
};

// Scope null: nothing may be proposed (a project statement in a session with no project).
type Scoped = { kind: MemoryKind; scope: string | null; unclear: boolean };

// "always"/"never" and their kin: a rule the user keeps everywhere unless they name the project.
const STANDING = /\b(always|never|from now on|going forward|every time|each time|at all times|without exception|no matter what)\b/i;

function hostAgent(sentence: string, ctx: CandidateContext): string | null {
  for (const host of HOST_MENTIONS) {
    if (!host.pattern.test(sentence)) continue;
    const name = host.agent || ctx.agentName;
    if (name) return `agent:${name}`;
  }
  return null;
}

// How the user wants the agent to work anywhere: planning, approval, questions, git habits,
// testing approach, secrets. "We" in such a rule is the user and the agent, not the project.
const WORKING_STYLE =
  /\b(plan|plans|planning|approval|approve|explain|pros and cons|clarifying|questions?|step by step|at a time|commit|commits|committing|push|pushing|branch|branches|rebase|squash|git|git mv|tests? first|tdd|review|secrets?|credentials?|api keys?)\b/i;
// A pronoun is a weak anchor; a named place in the project is a strong one.
const PRONOUN_ONLY_ANCHOR = /\b(here|in here|we|we're|we've|our|us|ours)\b/i;

function strongAnchor(sentence: string): boolean {
  const withoutPronouns = sentence.replace(new RegExp(PRONOUN_ONLY_ANCHOR.source, 'gi'), ' ');
  return PROJECT_ANCHOR.test(withoutPronouns) || NAMED_PROJECT_LEAD.test(sentence);
}

const RECOMMENDATION = /\b(?:we|you) should (?:probably |always |never |really )?(?:use|prefer|run|keep|avoid)\b/i;

function assignScope(sentence: string, stated: MemoryKind, ctx: CandidateContext): Scoped {
  let kind = stated;
  const agent = hostAgent(sentence, ctx);
  // "We should use `git mv` instead of mv": a recommendation about how to work, to the agent.
  if (kind === 'project_decision' && RECOMMENDATION.test(sentence) && WORKING_STYLE.test(sentence) && !strongAnchor(sentence)) kind = 'instruction';
  const styleRule = (kind === 'instruction' || kind === 'preference') && WORKING_STYLE.test(sentence) && !strongAnchor(sentence);
  const anchored = !styleRule && (PROJECT_ANCHOR.test(sentence) || NAMED_PROJECT_LEAD.test(sentence));
  const cross = CROSS_PROJECT.test(sentence);
  const project = ctx.projectScope;
  // Host-specific statements are usage preferences for that host (seed 000), unless factual.
  if (agent) return { kind: kind === 'fact' || kind === 'note' ? kind : 'preference', scope: agent, unclear: false };
  if (anchored && cross) return { kind, scope: project ?? USER_DEFAULT_SCOPE, unclear: true };
  switch (kind) {
    case 'preference':
      // "I prefer Apache-2.0 for this project" is a project decision, never a user default.
      if (anchored) return { kind: 'project_decision', scope: project, unclear: false };
      return { kind, scope: USER_DEFAULT_SCOPE, unclear: false };
    case 'instruction':
      if (anchored) return { kind, scope: project, unclear: false };
      if (COMMUNICATION.test(sentence)) return { kind: 'preference', scope: USER_DEFAULT_SCOPE, unclear: false };
      if (cross) return { kind, scope: USER_DEFAULT_SCOPE, unclear: false };
      // "never commit without signing" names no project: the user's own rule, to confirm.
      if (STANDING.test(sentence) || project === null) return { kind, scope: USER_DEFAULT_SCOPE, unclear: true };
      return { kind, scope: project, unclear: true };
    default:
      // "I'm on a Mac": the user's machine is the same in every project.
      if (kind === 'fact' && userEnvironment(sentence)) return { kind, scope: USER_DEFAULT_SCOPE, unclear: false };
      return { kind, scope: project, unclear: false };
  }
}

function sameScopeFamily(a: string, b: string): boolean {
  return a === b;
}

// Confidence is a ranking the reviewer can trust: an explicit marker of durability raises it;
// everything that made real drafts wrong lowers it (an unclear scope, a long or pasted-looking
// message, a statement among many, a fact read off sentence shape alone).
export type ConfidenceSignals = {
  kind: MemoryKind;
  habit: boolean;
  unclear: boolean;
  words: number;
  statements: number;
  pasted: boolean;
  // What the project is, said so ("this is a Nuxt 2 project").
  projectFact: boolean;
  // A wish about how something should behave ("I don't want to …", "I would also like …"),
  // which on real sessions is mostly a feature request, not a standing preference.
  desire: boolean;
  // The statement is a plain imperative in a message that also asks for work this turn.
  taskContext: boolean;
  // ... and only a quantifier ("all levels of detail") made it look like a rule.
  quantifiedOnly?: boolean;
  // The user asked for it to be remembered ("remember: …", "add to your memory that …").
  asked?: boolean;
};

export function confidenceOf(signals: ConfidenceSignals): number {
  let value = BASE_CONFIDENCE[signals.kind];
  if (signals.habit) value += 0.08;
  if (signals.projectFact) value += 0.12;
  if (signals.desire) value -= 0.22;
  if (signals.unclear) value -= 0.12;
  if (signals.words > 30) value -= 0.08;
  if (signals.words <= 4) value -= 0.06;
  if (signals.statements > 6) value -= 0.1;
  if (signals.pasted) value -= 0.05;
  if (signals.taskContext) value -= 0.08;
  if (signals.quantifiedOnly) value -= 0.1;
  if (signals.asked) value += 0.2;
  return Math.round(Math.min(0.95, Math.max(0.3, value)) * 100) / 100;
}

const DESIRE = /\bI(?:'d|\s+would)\s+(?:also |really |just )*like\b|\bI\s+(?:also |really |just |do )*(?:don'?t |do not )?(?:want|need|wish)\b/i;

// "use `git mv` instead of mv": naming what was not chosen makes a spec sentence a choice.
const CHOSEN_OVER = /\b(instead of|rather than)\b/i;

// "X should …" / "X must …" without a decision verb: how something ought to behave.
const SPEC_MODAL = /^[^,]{1,60}\b(should|must|shall|needs? to|has to|have to)\b/i;


// "complete the commit, always verify and run hooks": a task clause, then a standing rule.
// The rule alone is the statement; the task belongs to this turn.
const RULE_AFTER_TASK = /^(.+?)(?:,|;|\s+-+\s+|\s+[–—]\s+)\s*(?:and |but |also |then |pls |please )*((?:always|never|from now on|going forward|every time|each time|in (?:the )?future|whenever)\b.{6,})$/i;

// A clause that starts with a verb: not a subject, a determiner, a preposition or a condition.
const TASK_CLAUSE =
  /^(please |pls )?(?!(i|we|you|it|they|he|she|this|that|these|those|the|a|an|my|our|your|their|there|in|for|on|with|when|whenever|if|before|after|while|once|since|as|at|by|during|unless|until|to|from|of|and|but|or|so|because)\b)[a-z]+\b/i;

// "Prices are in cents as integers, never floats": a clause that states how things are (its
// second or third word a form of "be" or "have") is no task; the rule after it belongs to it.
const STATED_CLAUSE = /^[a-z`][\w./@`-]*(?: [\w./@`-]+)? (?:is|are|was|were|has|have|stays?|lives?|go|goes) /i;

// "I'd like to add to that section - although …, with other tools I typically want images of at
// least 4000px": a habit of the user's, said in passing inside a longer sentence.
const HABIT_CLAUSE =
  /(?:[,;:–—]|\s-\s)\s*([^,;:–—]{0,40}?\bI (?:typically|usually|generally|normally|always|tend to|mostly) (?:want|use|prefer|like|need|produce|work|write|run|keep|create|make)\b.{6,})$/i;

const INTERJECTION = /^(?:no|nope|nah|yes|yeah|yep|ok|okay|sure)[.,!]+\s+(?=\S+\s+\S+\s+\S)/i;

function standingRule(sentence: string): string {
  const match = mayMatch(RULE_AFTER_TASK, sentence) ? RULE_AFTER_TASK.exec(sentence) : null;
  const task = (match?.[1] ?? '').trim();
  if (match && (TASK_REQUEST.test(task) || (TASK_CLAUSE.test(task) && !STATED_CLAUSE.test(task)))) return match[2] as string;
  const clause = mayMatch(HABIT_CLAUSE, sentence) ? HABIT_CLAUSE.exec(sentence) : null;
  if (clause) {
    const before = sentence.slice(0, clause.index).trim();
    if (TASK_REQUEST.test(before) || TASK_CLAUSE.test(before) || 'skip' in judge(sentence)) return (clause[1] as string).replace(/^(?:but|and|so|yet|though|although)\s+/i, '');
  }
  return sentence;
}

// "its a tinder style app for pets. can you scaffold the swipe card": typed in lower case, the
// sentences after a durable one stay joined to it (sentences.ts splits only before an upper-case
// start or a marker); those that state nothing durable themselves leave the draft.
// "… a discord bot that pings members but its crashing on startup": the report of what is
// broken now is this session's; what the project is stays.
const TRAILING_TROUBLE = /,?\s+but (?:it(?:'s| is|s)|now it|it keeps|it won'?t|it doesn'?t|it can'?t|it isn'?t|right now it) (?:\w+ ){0,2}(?:crash|fail|broken|break|not|error|throw|hang|stuck|wrong)\w*\b.*$/i;

function withoutTrailingRequests(sentence: string): string {
  if (TRAILING_TROUBLE.test(sentence) && 'kind' in judge(sentence.replace(TRAILING_TROUBLE, ''))) sentence = sentence.replace(TRAILING_TROUBLE, '');
  const parts = sentence.split(/(?<=[a-z0-9)"'`][.!])\s+(?=[a-z])/);
  if (parts.length < 2 || !('kind' in judge(parts[0] as string))) return sentence;
  return parts.filter((part, i) => i === 0 || 'kind' in judge(part)).join(' ');
}

// A heading whose items are standing rules by definition.
const RULES_HEADING =
  /^(?:(?:our|the|project|coding|code|design|general|house|ground|style|team)\s+)*(?:guidelines?|rules|conventions|principles|standards|style guide|do'?s and don'?ts|constraints|tech stack|stack)\s*:\s*$/i;

// "Option 2: Use PowerShell as Primary Shell": the heading of an option the agent offered.
const OPTION_QUOTE = /^(option|choice|approach|alternative)\s+([0-9]{1,2}|[a-h])\b\s*[:.)—–-]/i;

// Where every statement and answer becomes a candidate or a reason: the rewrite is checked by
// policy again, a near duplicate of an active memory or of a draft already made is dropped, a
// contradiction proposes `supersedes`, and a draft below the confidence floor is not proposed.
function proposer(ctx: CandidateContext) {
  const candidates: Candidate[] = [];
  const rejected: RejectedStatement[] = [];
  const memories = ctx.activeMemories ?? [];
  const propose = (content: string, sentence: string, scoped: Scoped, confidence: number, reasonText: string): void => {
    if (scoped.scope === null) {
      rejected.push({ reason: 'no_project' });
      return;
    }
    // Below the floor a draft is more often noise than not (on real sessions the lowest band
    // was the noisiest by far): the user is not asked to review it.
    if (confidence < DRAFT_CONFIDENCE_FLOOR) {
      rejected.push({ reason: 'low_confidence' });
      return;
    }
    // The rewrite may not introduce anything policy would refuse (defence in depth).
    const rewritten = checkContent(content);
    if (rewritten) {
      rejected.push({ reason: 'blocked by content policy', code: rewritten.code });
      return;
    }
    const scope = scoped.scope;
    if (memories.some((m) => sameScopeFamily(scope, m.scope) && similarity(content, m.content) >= NEAR_DUPLICATE_THRESHOLD)) {
      rejected.push({ reason: 'already represented by an active memory', code: 'DUPLICATE_MEMORY' });
      return;
    }
    if (candidates.some((c) => similarity(content, c.content) >= NEAR_DUPLICATE_THRESHOLD)) return;
    const superseded = findSuperseded(content, scope, memories)?.memory;
    let reason = reasonText;
    if (scoped.unclear) reason += ' Scope is unclear; confirm project or user scope before saving.';
    if (superseded) reason += ' It replaces an active memory.';
    const candidate: Candidate = { content, kind: scoped.kind, scope, scope_unclear: scoped.unclear, tags: suggestTags(sentence), confidence, reason };
    if (superseded) candidate.supersedes = { id: superseded.id, expected_revision: superseded.revision };
    candidates.push(candidate);
  };

  // A decision drafted from the agent's options or questions, checked as any statement is.
  const proposeAnswer = (draft: OptionDraft): void => {
    const finding = checkContent(draft.content);
    if (finding) {
      rejected.push({ reason: 'blocked by content policy', code: finding.code });
      return;
    }
    if (identifyingDetail(draft.content)) {
      rejected.push({ reason: 'identifying_detail' });
      return;
    }
    const reason = draft.shape === 'answers' ? "The user answered the agent's questions." : 'The user chose among the options the agent offered.';
    propose(draft.content, draft.source, { kind: 'project_decision', scope: ctx.projectScope, unclear: false }, draft.confidence, reason);
  };
  return { candidates, rejected, propose, proposeAnswer };
}

// Answers the user gave in the host's question picker (asked-answers.ts): decisions, checked as
// any statement is.
export function detectAnswerCandidates(answers: readonly AskedAnswer[], ctx: CandidateContext): CandidateResult {
  const { candidates, rejected, proposeAnswer } = proposer(ctx);
  const read = draftsFromAskedAnswers(answers);
  for (const reason of read.rejected) rejected.push({ reason });
  for (const draft of read.drafts) proposeAnswer(draft);
  return { candidates, rejected };
}

export function detectCandidates(input: string, ctx: CandidateContext): CandidateResult {
  const text = withoutHostButtons(normalizeTypography(input));
  const { candidates, rejected, propose, proposeAnswer } = proposer(ctx);
  // The agent's text before this turn, read at most once each way: all of it, or (`near`) its
  // last message only, the cheap read a reply repeating a line of its closing offer needs.
  const read: { full?: string; near?: string } = {};
  const readAssistant = (near: boolean): string => {
    const known = read.full ?? (near ? read.near : undefined);
    if (known !== undefined) return known;
    const source = ctx.previousAssistant;
    let text = '';
    try {
      text = typeof source === 'function' ? source(near ? { near: true } : undefined) : (source ?? '');
    } catch {
      // Unreadable: nothing to answer to.
    }
    if (near) read.near = text;
    else read.full = text;
    return text;
  };
  const previousAssistant = (): string => readAssistant(false);

  // "2", "1.A", "option B", "1. … 2. …", a yes to the agent's recommendation: a reply to it.
  let statements = text;
  const answerDrafts: OptionDraft[] = [];
  // Merged answers join the user's lines: the whole reply must pass policy too, whether or not
  // a statement of it needed the policy, and they come after the statements written in full.
  const proposeAnswers = (): void => {
    const answers = answerDrafts.filter((d) => d.shape === 'answers');
    const replyFinding = answers.length > 0 ? checkContent(text) : null;
    if (replyFinding && replyFinding.code !== 'SPECULATIVE_CONTENT') rejected.push({ reason: 'blocked by content policy', code: replyFinding.code });
    else for (const draft of answers) proposeAnswer(draft);
  };
  const replyShaped = looksLikeAnswerToAgent(text);
  // A line of the agent's closing offer, pasted back or said again: a pick of it.
  if (!replyShaped && mayRepeatOffer(text)) {
    const quoted = quotedPick(text, readAssistant(true));
    if (quoted && 'rejected' in quoted) return { candidates, rejected: [{ reason: quoted.rejected }] };
    if (quoted) {
      proposeAnswer(quoted.draft);
      return { candidates, rejected };
    }
  }
  if (replyShaped) {
    const answered = answersToAgent(text, previousAssistant());
    for (const reason of answered.rejected) rejected.push({ reason });
    answerDrafts.push(...answered.drafts);
    for (const draft of answerDrafts.filter((d) => d.shape === 'pick')) proposeAnswer(draft);
    if (answered.rest === null) {
      proposeAnswers();
      return { candidates, rejected };
    }
    statements = answered.rest;
  }

  const segments = splitStatements(statements);
  const prose = segments.filter((seg) => !seg.raw);
  let task: boolean | null = null;
  const taskTurn = (): boolean => (task ??= prose.some((seg) => {
    const sentence = stripMarkers(seg.text);
    const verdict = judge(sentence);
    if (!('skip' in verdict)) return false;
    return verdict.skip === 'one_off' || (verdict.skip === 'no_durable_signal' && (IMPERATIVE_VERB.test(sentence) || /^as part of\b/i.test(sentence)));
  }));
  const pasted = prose.length < segments.length;
  // Most turns hold no durable statement at all. The cheap classifier settles that first, so
  // the content policy (which only ever refuses, never proposes) runs when something could
  // become a draft: a Stop hook then skips compiling the policy's patterns on ordinary turns.
  const needPolicy = prose.some((seg) => 'kind' in judge(standingRule(stripMarkers(seg.text))));
  const policy = (part: string) => (needPolicy ? checkContent(part) : null);
  // The whole reply, lines taken as answers included: a finding may span them.
  const whole = policy(text);
  // A finding in the whole message that no single statement explains spans statements (a
  // multi-line dump, a key split across lines): nothing from this message may become memory.
  // Speculation is the exception: it is judged per statement, never summed over a message.
  if (whole && whole.code !== 'SPECULATIVE_CONTENT' && segments.every((seg) => seg.raw || policy(seg.text) === null)) {
    return { candidates, rejected: [{ reason: 'blocked by content policy', code: whole.code }] };
  }
  let previousBlocked = false;
  // The paragraph a "Guidelines:" heading opened: its lines are rules by where they stand.
  let rulesBlock: number | undefined;
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
    const stripped = stripMarkers(segment.text);
    // "Rules for this repo:" introduces what follows; it states nothing itself. Under "Coding
    // guidelines:" or "Conventions:" each item is a rule by where it stands.
    if (/:\s*$/.test(stripped) && !('kind' in judge(stripped.replace(/:\s*$/, '')))) {
      rulesBlock = RULES_HEADING.test(stripped) ? segment.block : undefined;
      rejected.push({ reason: 'introduction' });
      continue;
    }
    const rulesFollow = rulesBlock !== undefined && segment.block === rulesBlock;
    // "no. the client is generated, never edit it": the interjection answered the agent; the
    // statement is what follows it.
    const colonless = stripped.replace(/:\s*$/, '');
    const plain = mayMatch(INTERJECTION, colonless) ? colonless.replace(INTERJECTION, '') : colonless;
    const whole = standingRule(plain);
    // "remember: we deploy on fridays": the ask is not part of the memory, and what the user
    // asked to keep is kept whole (a rule after a task clause is cut out only without an ask).
    const asked = explicitMemory(plain, segments.length === 1 && !text.trim().includes('\n'));
    const sentence = asked ? (asked.strong ? asked.rest : standingRule(asked.rest)) : whole;
    // "My token is …. Always use it in CI." — the follow-up points back at what was refused.
    if (afterBlocked && BACK_REFERENCE.test(sentence)) {
      rejected.push({ reason: 'refers to blocked content' });
      previousBlocked = true;
      continue;
    }
    // An ask the rules already read ("remember that …", "heads up: …" are notes) keeps their
    // kind; after an aside ("fyi …") what follows must hold up on its own ("fyi I pushed it").
    let verdict = judge(sentence);
    const wholeVerdict = asked ? judge(whole) : null;
    if (wholeVerdict && 'kind' in wholeVerdict && (asked?.strong || 'kind' in verdict)) verdict = wholeVerdict;
    if ('skip' in verdict && (verdict.skip === 'no_durable_signal' || verdict.skip === 'one_off') && rulesFollow && !describesProblem(sentence)) {
      verdict = { kind: IMPERATIVE_VERB.test(sentence) ? 'instruction' : 'project_decision', habit: true };
    }
    // Asked to remember it: kept whatever its shape, unless it is this session's news, a
    // question, chatter or a guess (those skips stand).
    if (asked?.strong && 'skip' in verdict && (verdict.skip === 'no_durable_signal' || verdict.skip === 'too_short') && !describesProblem(sentence)) {
      verdict = { kind: IMPERATIVE_VERB.test(sentence) ? 'instruction' : 'fact', habit: true };
    }
    if ('skip' in verdict) {
      rejected.push({ reason: verdict.skip, ...(verdict.skip === 'speculation' ? { code: 'SPECULATIVE_CONTENT' } : {}) });
      continue;
    }
    // In a message that also reports, asks or requests, a sentence shaped like a fact is
    // almost always this session's state ("the buttons are still not showing up"); only a
    // fact stated as what the project is survives there.
    // The same holds for a spec sentence ("The modal should close on Escape") in a request.
    // Where code lives and what holds for every case are conventions, not this turn's spec.
    const spec = verdict.kind === 'project_decision' && SPEC_MODAL.test(sentence) && !HABIT.test(sentence) && !placementRule(sentence) && !universalConstraint(sentence) && !dataShape(sentence) && !limitRule(sentence) && !CHOSEN_OVER.test(sentence);
    if ((verdict.kind === 'fact' || spec) && (prose.length > 2 || taskTurn()) && !statedProjectFact(sentence) && !asked?.strong) {
      rejected.push({ reason: 'session_state' });
      continue;
    }
    // The agent's own words pasted back are a pointer at its message, not the user's statement.
    if (OPTION_QUOTE.test(sentence) || quotesAssistant(sentence, previousAssistant())) {
      rejected.push({ reason: 'quoted_agent_text' });
      continue;
    }
    // Hostnames, home paths with a user name, fingerprints and opaque ids never enter a draft.
    if (identifyingDetail(sentence)) {
      rejected.push({ reason: 'identifying_detail' });
      continue;
    }
    const scoped = assignScope(sentence, verdict.kind, ctx);
    // "The bot's name is Gryag, don't hardcode it, use this template": the name is the memory,
    // the clauses spliced after it are this turn's requests.
    const content = rewriteStatement(productName(sentence) ? (sentence.split(/,\s+/)[0] as string) : withoutTrailingRequests(sentence));
    const words = sentence.split(/\s+/).length;
    const habit = verdict.habit || HABIT.test(sentence) || asked?.strong === true;
    // A prohibition is no exception: "don't touch the config" beside a request limits that
    // request; only a habit marker ("never", "from now on") makes it outlive the turn.
    const taskContext = !habit && scoped.kind === 'instruction' && taskTurn();
    const confidence = confidenceOf({
      kind: scoped.kind,
      habit,
      unclear: scoped.unclear,
      words,
      statements: prose.length,
      pasted,
      projectFact: verdict.kind === 'fact' && statedProjectFact(sentence),
      desire: !habit && DESIRE.test(sentence),
      taskContext,
      quantifiedOnly: taskContext && quantifiedOnly(sentence),
      asked: asked?.strong === true,
    });
    propose(content, sentence, scoped, confidence, REASONS[scoped.kind]);
  }
  proposeAnswers();
  return { candidates, rejected };
}

// A pattern whose words the sentence lacks is not run, nor compiled (./prefilter.ts).
prefilter(INTERJECTION, TRAILING_TROUBLE, RULES_HEADING, PROJECT_ANCHOR, NAMED_PROJECT_LEAD, RULE_AFTER_TASK, HABIT_CLAUSE, STATED_CLAUSE, CROSS_PROJECT, BACK_REFERENCE, STANDING, WORKING_STYLE, PRONOUN_ONLY_ANCHOR, DESIRE, SPEC_MODAL, TASK_CLAUSE, OPTION_QUOTE);
