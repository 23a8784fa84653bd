// The agent's own suggestions (memory_propose) through lib: the Stop hook's rules apply
// (policy, duplicates, rejections, supersede, scope, gates), and the Stop hook that ends the
// turn links the draft to the user's turn, files no second draft, and counts it in the gate.
import test from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreContext } from '../../lib/context.ts';
import { createDraft, getDraft, listDrafts, rejectDraft } from '../../lib/drafts/queue.ts';
import { runStopHook } from '../../lib/hooks/stop.ts';
import { remember } from '../../lib/memory/remember.ts';
import { agentGate, proposeFromAgent, type AgentProposal } from '../../lib/pipeline/agent-proposal.ts';
import { agentProposalTurns } from '../../lib/pipeline/agent-turns.ts';
import { readGateState } from '../../lib/pipeline/gate-store.ts';
import { engineConfig } from '../../lib/pipeline/propose.ts';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { parseTranscriptFile } from '../../lib/transcript/index.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { claudeAssistantLine, claudeUserLine } from '../support/transcripts.ts';

const SESSION = '3734f7a5-0000-4000-8000-0000000000a1';
const RULE = 'For this repo, always run the linter before committing.';
const AGENT_WORDS = 'Run the linter before every commit in this repository.';

function agentCtx(box: Sandbox): CoreContext {
  return { ...box.open({ actor: 'nuzo:mcp' }), project: { root: box.project, scope: box.projectScope } };
}

function proposal(box: Sandbox, over: Partial<AgentProposal> = {}): AgentProposal {
  return { content: AGENT_WORDS, kind: 'instruction', scope: box.projectScope, host: 'claude', session_id: null, gate_key: 'claude:mcp-test', ...over };
}

// A Claude turn: the user's message, the assistant calling memory_propose, its result, a reply.
function turnWithProposeCall(box: Sandbox, userUuid: string): string {
  const o = { sessionId: SESSION, cwd: box.project };
  const toolUseId = `toolu_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const call = JSON.stringify({
    parentUuid: userUuid, isSidechain: false, userType: 'external', cwd: box.project, sessionId: SESSION, version: '2.1.330', type: 'assistant', uuid: randomUUID(), timestamp: new Date().toISOString(),
    message: { id: `msg_${randomUUID().replace(/-/g, '')}`, role: 'assistant', model: 'claude-test', content: [{ type: 'tool_use', id: toolUseId, name: 'mcp__plugin_nuzo_nuzo__memory_propose', input: { content: AGENT_WORDS, kind: 'instruction', scope: 'project:auto' } }] },
  });
  const result = JSON.stringify({
    parentUuid: null, isSidechain: false, userType: 'external', cwd: box.project, sessionId: SESSION, version: '2.1.330', type: 'user', uuid: randomUUID(), timestamp: new Date().toISOString(),
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolUseId, content: '{"status":"drafted"}' }] },
  });
  return [claudeUserLine(RULE, { ...o, uuid: userUuid }), call, result, claudeAssistantLine('Noted: a draft waits for your review.', o)].join('\n') + '\n';
}

function stop(box: Sandbox, transcript: string) {
  const payload = { session_id: SESSION, transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false };
  return runStopHook(JSON.stringify(payload), box.env);
}

test('an agent proposal is a draft in the agent\'s words that says the agent proposed it; a scope beyond the project is left for the user to choose', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = agentCtx(box);
  const out = proposeFromAgent(ctx, proposal(box, { reason: 'The user set a standing rule for commits.' }));
  assert.equal(out.status, 'drafted');
  const draft = getDraft(ctx, out.status === 'drafted' ? out.draft.id : '');
  assert.equal(draft.content, AGENT_WORDS);
  assert.deepEqual(draft.proposed_by, ['agent']);
  assert.equal(draft.source, 'claude:agent-suggestion');
  assert.match(draft.reason, /^Proposed by the agent \(Claude Code\): The user set a standing rule/);
  assert.equal(draft.scope_unclear, false);
  assert.deepEqual(draft.origin, { host: 'claude', session_id: null, ref: null });
  assert.equal(ctx.store.db.prepare('SELECT COUNT(*) AS n FROM memories').get()!.n, 0, 'never a memory');

  const wide = proposeFromAgent(ctx, proposal(box, { content: 'I prefer concise final answers.', kind: 'preference', scope: USER_SCOPE, gate_key: 'claude:mcp-other' }));
  assert.equal(wide.status, 'drafted');
  assert.equal(wide.status === 'drafted' && wide.draft.scope_unclear, true, 'the agent\'s user:default is a proposal the user answers');
});

test('an agent proposal goes through policy, duplicates, remembered rejections and the supersede rule', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = agentCtx(box);
  const secret = `Deploy with token ghp_${'a1B2c3D4e5'.repeat(3)}x9Z8 always.`;
  assert.throws(() => proposeFromAgent(ctx, proposal(box, { content: secret })), (e: any) => e.code === 'SECRET_DETECTED');
  assert.equal(ctx.store.db.prepare('SELECT COUNT(*) AS n FROM drafts').get()!.n, 0);

  const saved = remember(ctx, { content: 'We use pnpm for this repository.', kind: 'project_decision', scope: box.projectScope });
  const dup = proposeFromAgent(ctx, proposal(box, { content: 'We use pnpm for this repository.', kind: 'project_decision' }));
  assert.deepEqual(dup, { status: 'duplicate_memory', existing_id: saved.id });

  const first = proposeFromAgent(ctx, proposal(box, { content: 'Always squash merge pull requests here.' }));
  assert.equal(first.status, 'drafted');
  rejectDraft(ctx, first.status === 'drafted' ? first.draft.id : '', { remember_rejection: true });
  assert.deepEqual(proposeFromAgent(ctx, proposal(box, { content: 'Always squash merge pull requests here.', gate_key: 'claude:mcp-2' })), { status: 'previously_rejected' });

  const revised = proposeFromAgent(ctx, proposal(box, { content: 'We switched from pnpm to yarn for this repository.', kind: 'project_decision', gate_key: 'claude:mcp-3' }));
  assert.equal(revised.status, 'drafted');
  assert.equal(revised.status === 'drafted' && revised.draft.supersedes?.id, saved.id, 'a revision proposes the update, as the hook\'s drafts do');
});

test('the agent\'s gate: a second proposal inside the minimum interval is low priority, the hourly cap and the daily budget stop it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const config = engineConfig(DEFAULT_CONFIG);
  const now = 10_000_000;
  const gate = (over: object) => ({ last_capture_at: {}, captures_last_hour: {}, tokens_today: 0, artifact_bytes_today: 0, ...over });
  assert.deepEqual(agentGate(gate({}), 'k', config, now), { file: true, priority: 'normal' });
  assert.equal((agentGate(gate({ last_capture_at: { k: now - 1000 } }), 'k', config, now) as any).priority, 'low');
  assert.equal(agentGate(gate({ captures_last_hour: { k: config.max_captures_per_hour } }), 'k', config, now).file, false);
  assert.equal(agentGate(gate({ tokens_today: config.daily_token_budget }), 'k', config, now).file, false);

  const ctx = { ...agentCtx(box), config: { ...structuredClone(DEFAULT_CONFIG), capture: { ...DEFAULT_CONFIG.capture, max_captures_per_hour: 2 } } };
  const outs = ['Always use tabs in this repository.', 'Never push to main directly here.', 'Always write tests first in this repository.'].map((content) => proposeFromAgent(ctx, proposal(box, { content })));
  assert.deepEqual(outs.map((o) => o.status), ['drafted', 'drafted', 'limited']);
  assert.deepEqual(outs.slice(0, 2).map((o) => (o as any).draft.priority), ['normal', 'low']);
  assert.equal(readGateState(ctx.store, 'claude:mcp-test', ctx.store.clock.now()).captures_last_hour['claude:mcp-test'], 2);
});

test('when the same text already waits as capture\'s draft, one draft stays, in the agent\'s words, with both sources', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = agentCtx(box);
  const hook = createDraft(ctx, { content: 'Always run the linter before committing in this repository.', kind: 'instruction', scope: box.projectScope, source: 'claude:capture-suggestion', confidence: 0.8, reason: 'A standing rule.', proposed_by: ['capture'] });
  assert.ok('created' in hook);
  const out = proposeFromAgent(ctx, proposal(box, { content: 'Always run the linter before committing, in this repository.' }));
  assert.equal(out.status, 'merged');
  const all = listDrafts(ctx, [box.projectScope]);
  assert.equal(all.length, 1);
  assert.equal(all[0].content, 'Always run the linter before committing, in this repository.');
  assert.deepEqual(all[0].proposed_by, ['capture', 'agent']);
});

test('the Stop hook links the agent\'s draft to the user\'s turn, files none of its own for that turn, and counts it in the session gate', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = agentCtx(box);
  const out = proposeFromAgent(ctx, proposal(box));
  assert.equal(out.status, 'drafted');
  const transcript = join(box.root, 'session.jsonl');
  const userUuid = randomUUID();
  writeFileSync(transcript, turnWithProposeCall(box, userUuid));
  assert.equal(agentProposalTurns([]).size, 0);

  stop(box, transcript);
  const reader = box.open();
  const pending = listDrafts(reader, [box.projectScope, USER_SCOPE]);
  assert.equal(pending.length, 1, JSON.stringify(pending.map((d) => d.content)));
  assert.equal(pending[0].content, AGENT_WORDS, 'the agent\'s wording');
  assert.deepEqual(pending[0].proposed_by, ['agent', 'capture'], 'capture would have drafted the same turn: both sources recorded');
  const userRef = parseTranscriptFile(transcript, { sessionId: SESSION }).events.find((e) => e.kind === 'user_message')!.ref;
  assert.deepEqual(pending[0].origin, { host: 'claude', session_id: SESSION, ref: userRef }, 'the pointer to the user\'s turn, never its text');
  const gate = readGateState(reader.store, `claude:${SESSION}`, reader.store.clock.now());
  assert.equal(gate.captures_last_hour[`claude:${SESSION}`], 1, 'the session gate counts the agent\'s draft');
});

test('without the agent\'s call the Stop hook drafts the turn itself, as before', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, `${claudeUserLine(RULE, { sessionId: SESSION, cwd: box.project })}\n${claudeAssistantLine('Noted.', { sessionId: SESSION, cwd: box.project })}\n`);
  stop(box, transcript);
  const pending = listDrafts(box.open(), [box.projectScope]);
  assert.deepEqual(pending.map((d) => [d.content, d.proposed_by]), [[RULE, ['capture']]]);
});

test('Stop claims only drafts its own session could have proposed: another project\'s unlinked agent draft stays unlinked, and the turn is drafted as usual', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const other = { ...box.open({ actor: 'nuzo:mcp' }), project: { root: '/elsewhere/repo', scope: 'project:00000000000000aa' } };
  const theirs = proposeFromAgent(other, proposal(box, { scope: 'project:00000000000000aa', gate_key: 'claude:mcp-theirs' }));
  assert.equal(theirs.status, 'drafted');
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, turnWithProposeCall(box, randomUUID()));
  stop(box, transcript);
  const reader = box.open();
  assert.deepEqual(getDraft(reader, theirs.status === 'drafted' ? theirs.draft.id : '').origin, { host: 'claude', session_id: null, ref: null });
  assert.deepEqual(listDrafts(reader, [box.projectScope]).map((d) => [d.content, d.proposed_by]), [[RULE, ['capture']]]);
});
