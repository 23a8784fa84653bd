// Used / went-against evidence (lib/receipts/evidence.ts) and the Stop hook's receipt of it:
// a heuristic over the agent's text and tool inputs, recorded as ids only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { addConfirmedGuard } from '../../lib/guards/store.ts';
import { runSessionStartHook } from '../../lib/hooks/session-start.ts';
import { runStopHook } from '../../lib/hooks/stop.ts';
import { remember } from '../../lib/memory/remember.ts';
import { findEvidence, distinctiveTerms } from '../../lib/receipts/evidence.ts';
import { receiptsPath, readReceipts } from '../../lib/receipts/log.ts';
import { injectedNeverUsed, summarizeReceipts } from '../../lib/receipts/summary.ts';
import { buildReceipt } from '../../lib/receipts/receipt.ts';
import { sandbox } from '../support/sandbox.ts';
import { claudeAssistantLine, claudeUserLine } from '../support/transcripts.ts';

const LINT = { id: 'mem_01AAAAAAAAAAAAAAAAAAAAAAAA', content: 'Run make lint before every commit.' };
const PNPM = { id: 'mem_01BBBBBBBBBBBBBBBBBBBBBBBB', content: 'Use pnpm workspaces, never npm.' };
const npmGuard = { id: 'grd_1', memory_id: PNPM.id, scope: 'project:aaaaaaaaaaaaaaaa', tool: 'shell' as const, pattern: '\\bnpm (install|i|ci)\\b', action: 'deny' as const };

test('distinctive terms drop function words and keep code-like tokens', () => {
  assert.deepEqual(distinctiveTerms('Use pnpm workspaces, never npm install in src/app.ts.'), ['pnpm', 'workspaces', 'never', 'npm', 'install', 'src/app.ts']);
});

test('used: two distinctive terms in the agent text or a tool input; went against: a command a guard forbids', () => {
  const said = findEvidence([LINT, PNPM], [npmGuard], [{ kind: 'assistant_message', text: 'I ran make lint first, as agreed.' }]);
  assert.deepEqual(said, { used: [LINT.id], contradicted: [] });
  const viaTool = findEvidence([LINT], [], [{ kind: 'tool_call', tool: { command: 'make lint && git commit -m x', file_paths: [] } }]);
  assert.deepEqual(viaTool.used, [LINT.id]);
  const against = findEvidence([PNPM], [npmGuard], [{ kind: 'tool_call', tool: { command: 'npm install left-pad', file_paths: [] } }]);
  assert.deepEqual(against, { used: [], contradicted: [PNPM.id] });
  // "npm" inside "pnpm" is not the term npm; one term alone is not enough; user text never counts.
  assert.deepEqual(findEvidence([PNPM], [npmGuard], [{ kind: 'assistant_message', text: 'Running pnpm now.' }, { kind: 'user_message', text: 'pnpm workspaces never npm' }]), { used: [], contradicted: [] });
});

test('the Stop hook records which handed-over memories the turn used or went against, as ids only', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open({ actor: 'nuzo:cli' });
  const lint = remember(ctx, { content: 'Run make lint before every commit.', kind: 'instruction', scope: box.projectScope });
  const pnpm = remember(ctx, { content: 'Use pnpm workspaces, never npm.', kind: 'instruction', scope: box.projectScope });
  addConfirmedGuard(ctx, box.home, { memory_id: pnpm.id, pattern: '\\bnpm (install|i|ci)\\b' });
  ctx.store.close();
  const sessionId = randomUUID();
  runSessionStartHook(JSON.stringify({ session_id: sessionId, transcript_path: null, cwd: box.project, hook_event_name: 'SessionStart', source: 'startup' }), box.env);
  const transcript = join(box.root, 'transcript.jsonl');
  const o = { sessionId, cwd: box.project };
  const toolUse = JSON.stringify({ parentUuid: null, isSidechain: false, userType: 'external', cwd: box.project, sessionId, version: '2.1.330', type: 'assistant', uuid: randomUUID(), timestamp: new Date().toISOString(),
    message: { id: 'msg_tool1', role: 'assistant', model: 'claude-test', content: [{ type: 'tool_use', id: 'toolu_1', name: 'Bash', input: { command: 'npm install left-pad' } }] } });
  writeFileSync(transcript, [claudeUserLine('Add left-pad and commit.', o), toolUse, claudeAssistantLine('Done; I ran make lint before the commit.', o)].join('\n') + '\n');
  runStopHook(JSON.stringify({ session_id: sessionId, transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false }), box.env);
  const receipts = readReceipts(box.home, { max_entries: 5000, max_age_days: 30 }, Date.now());
  const evidence = receipts.filter((r) => r.event === 'stop_evidence');
  assert.equal(evidence.length, 1, JSON.stringify(receipts.map((r) => r.event)));
  assert.deepEqual(evidence[0].evidence, { used: [lint.id], contradicted: [pnpm.id] });
  assert.deepEqual([evidence[0].chars, evidence[0].memories], [0, []]);
  assert.doesNotMatch(readFileSync(receiptsPath(box.home), 'utf8'), /left-pad|make lint/);
  const [session] = summarizeReceipts(receipts).sessions;
  assert.deepEqual([session.used, session.contradicted, session.handovers], [[lint.id], [pnpm.id], 1], 'evidence is no handover and costs nothing');
});

test('tidy\'s list: handed over in 5+ sessions and never found used', () => {
  const r = (session: string, ids: string[], event: 'session_start' | 'stop_evidence' = 'session_start') =>
    buildReceipt({ at: Date.now(), host: 'claude', session_id: session, event, project: null, memories: event === 'stop_evidence' ? [] : ids.map((id) => ({ id, revision: 1 })), chars: 100, evidence: event === 'stop_evidence' ? { used: ids, contradicted: [] } : undefined });
  const receipts = [...['s1', 's2', 's3', 's4', 's5'].map((s) => r(s, [LINT.id, PNPM.id])), r('s6', [PNPM.id]), r('s3', [LINT.id], 'stop_evidence')];
  assert.deepEqual(injectedNeverUsed(receipts), [{ id: PNPM.id, injected: 6, sessions: 6 }]);
});
