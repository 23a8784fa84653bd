// Receipts (lib/receipts): every handover of memory to the model leaves ids, revisions and
// sizes, never text; the file stays bounded; purge and forgetting a scope remove them.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { runPromptRecallHook } from '../../lib/hooks/prompt-recall.ts';
import { runSessionStartHook } from '../../lib/hooks/session-start.ts';
import { forgetMany, forgetMemory } from '../../lib/memory/forget.ts';
import { remember } from '../../lib/memory/remember.ts';
import { updateMemory } from '../../lib/memory/update.ts';
import { purgeNuzoHome } from '../../lib/purge.ts';
import { appendReceipt, readReceipts, receiptsPath } from '../../lib/receipts/log.ts';
import { buildReceipt, estimateTokens, type Receipt } from '../../lib/receipts/receipt.ts';
import { summarizeReceipts } from '../../lib/receipts/summary.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';

const LIMITS = { max_entries: 5000, max_age_days: 30 };
const MEM_A = 'mem_01AAAAAAAAAAAAAAAAAAAAAAAA';
const MEM_B = 'mem_01BBBBBBBBBBBBBBBBBBBBBBBB';
const lines = (box: Sandbox): Receipt[] => readFileSync(receiptsPath(box.home), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));

const startOf = (box: Sandbox, session = 'sess-1') => runSessionStartHook(JSON.stringify({ session_id: session, transcript_path: null, cwd: box.project, hook_event_name: 'SessionStart', source: 'startup' }), box.env);

test('SessionStart records which memories went in, at which revision, and their size; never their text', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const a = remember(ctx, { content: 'Use pnpm workspaces in this repository.', kind: 'instruction', scope: box.projectScope });
  const b = remember(ctx, { content: 'Prefer short commit subjects.', kind: 'preference', scope: 'user:default' });
  updateMemory(ctx, { id: b.id, content: 'Prefer short, imperative commit subjects.', expected_revision: 1, confirmed: true });
  ctx.store.close();
  const context = JSON.parse(startOf(box).stdout).hookSpecificOutput.additionalContext as string;
  const [receipt] = lines(box);
  assert.deepEqual([receipt.event, receipt.host, receipt.session_id, receipt.project], ['session_start', 'claude', 'sess-1', box.projectScope]);
  assert.deepEqual(receipt.memories.sort((x, y) => x.id.localeCompare(y.id)), [{ id: a.id, revision: 1 }, { id: b.id, revision: 2 }].sort((x, y) => x.id.localeCompare(y.id)));
  assert.equal(receipt.chars, context.length);
  assert.equal(receipt.tokens, Math.ceil(context.length / 4));
  const raw = readFileSync(receiptsPath(box.home), 'utf8');
  assert.doesNotMatch(raw, /pnpm|commit subjects/);
  assert.equal(statSync(receiptsPath(box.home)).mode & 0o777, 0o600);
});

test('UserPromptSubmit records its block but not the prompt', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const m = remember(ctx, { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  ctx.store.close();
  const out = runPromptRecallHook(JSON.stringify({ session_id: 's2', transcript_path: null, cwd: box.project, hook_event_name: 'UserPromptSubmit', prompt: 'do I run lint before committing?' }), { ...box.env, NUZO_PROMPT_RECALL: '1' });
  assert.ok(out.stdout);
  const [receipt] = lines(box);
  assert.deepEqual([receipt.event, receipt.session_id, receipt.memories], ['user_prompt_submit', 's2', [{ id: m.id, revision: 1 }]]);
  assert.doesNotMatch(readFileSync(receiptsPath(box.home), 'utf8'), /do I run|lint|committing/);
});

test('a session start with nothing to hand over and max_entries 0 record nothing', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  box.open().store.close();
  startOf(box);
  assert.equal(existsSync(receiptsPath(box.home)), false);
  const ctx = box.open();
  remember(ctx, { content: 'Use pnpm workspaces in this repository.', kind: 'instruction', scope: box.projectScope });
  ctx.store.close();
  writeFileSync(join(box.home, 'config.json'), JSON.stringify({ receipts: { max_entries: 0 } }));
  startOf(box);
  assert.equal(existsSync(receiptsPath(box.home)), false);
});

test('bounded: past max_entries the oldest go, and receipts older than max_age_days are dropped', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  box.open().store.close();
  const day = 86_400_000;
  const now = Date.parse('2026-11-26T12:00:00Z');
  const r = (at: number, id = MEM_A) => buildReceipt({ at, host: 'claude', session_id: `s${at}`, event: 'session_start', project: null, memories: [{ id, revision: 1 }], chars: 400 });
  const limits = { max_entries: 3, max_age_days: 2 };
  appendReceipt(box.home, r(now - 5 * day), limits);
  for (let i = 39; i >= 0; i--) appendReceipt(box.home, r(now - i * 1000), limits);
  const kept = readReceipts(box.home, limits, now);
  assert.deepEqual(kept.map((x) => x.at), [now - 2000, now - 1000, now].map((at) => new Date(at).toISOString()));
  assert.ok(lines(box).length < 41, 'the file itself was pruned, not only the reading');
  assert.ok(readFileSync(receiptsPath(box.home)).length <= 3 * 1024, 'to within 1 KiB per allowed entry');
  assert.ok(lines(box).every((x) => Date.parse(x.at) > now - 2 * day));
});

test('summary: per session the memories and their cost, totals per day and per project; --last and --session select', () => {
  const at = (s: string) => Date.parse(s);
  const receipts = [
    buildReceipt({ at: at('2026-11-25T09:00:00Z'), host: 'claude', session_id: 'old', event: 'session_start', project: 'project:aaaaaaaaaaaaaaaa', memories: [{ id: MEM_A, revision: 1 }], chars: 800 }),
    buildReceipt({ at: at('2026-11-26T10:00:00Z'), host: 'codex', session_id: 'new', event: 'session_start', project: 'project:bbbbbbbbbbbbbbbb', memories: [{ id: MEM_A, revision: 2 }, { id: MEM_B, revision: 1 }], chars: 1000 }),
    buildReceipt({ at: at('2026-11-26T10:05:00Z'), host: 'codex', session_id: 'new', event: 'memory_recall', project: 'project:bbbbbbbbbbbbbbbb', memories: [{ id: MEM_B, revision: 1 }], chars: 201 }),
    buildReceipt({ at: at('2026-11-26T10:06:00Z'), host: 'codex', session_id: 'new', event: 'guard_fired', project: 'project:bbbbbbbbbbbbbbbb', memories: [{ id: MEM_A, revision: 2 }], chars: 300, guard: { id: 'grd_01', memory_id: MEM_A, pattern: 'npm install', action: 'deny' } }),
  ];
  const all = summarizeReceipts(receipts);
  assert.equal(all.token_estimate, 'estimated as characters / 4');
  assert.deepEqual(all.sessions.map((s) => [s.session_id, s.handovers, s.chars, s.tokens]), [['new', 3, 1501, 250 + 51 + 75], ['old', 1, 800, 200]]);
  const [fresh] = all.sessions;
  assert.deepEqual(fresh.memories, [{ id: MEM_A, revision: 2, times: 2 }, { id: MEM_B, revision: 1, times: 2 }]);
  assert.deepEqual(fresh.events, { session_start: 1, memory_recall: 1, guard_fired: 1 });
  assert.deepEqual(fresh.guards_fired.map((g) => [g.guard_id, g.pattern]), [['grd_01', 'npm install']]);
  assert.deepEqual(all.days.map((d) => [d.day, d.sessions, d.chars]), [['2026-11-26', 1, 1501], ['2026-11-25', 1, 800]]);
  assert.deepEqual(all.projects.map((p) => [p.project, p.tokens]), [['project:bbbbbbbbbbbbbbbb', 376], ['project:aaaaaaaaaaaaaaaa', 200]]);
  assert.deepEqual(summarizeReceipts(receipts, { last: true }).sessions.map((s) => s.session_id), ['new']);
  assert.deepEqual(summarizeReceipts(receipts, { session: 'old' }).days.map((d) => d.day), ['2026-11-25']);
  assert.equal(estimateTokens(401), 101);
});

test('forgetting a scope or hard-deleting a memory drops its receipts, and purge removes the file', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open({ actor: 'nuzo:cli' });
  remember(ctx, { content: 'Use pnpm workspaces in this repository.', kind: 'instruction', scope: box.projectScope });
  const mine = remember(ctx, { content: 'Prefer short commit subjects.', kind: 'preference', scope: 'user:default' });
  startOf(box, 'in-project');
  const elsewhere = buildReceipt({ at: Date.now(), host: 'codex', session_id: 'elsewhere', event: 'memory_recall', project: null, memories: [{ id: mine.id, revision: 1 }], chars: 120 });
  appendReceipt(box.home, elsewhere, LIMITS);
  assert.equal(lines(box).length, 2);
  forgetMany(ctx, { scope: box.projectScope, mode: 'archive', dry_run: false });
  assert.deepEqual(lines(box).map((r) => r.session_id), ['elsewhere'], "the project's session went, the other stays");
  forgetMemory(ctx, { id: mine.id, mode: 'delete', confirmed: true });
  assert.deepEqual(lines(box), [], 'a hard-deleted memory takes its receipts along');
  startOf(box, 'again');
  assert.equal(lines(box).length, 0, 'nothing active is left to hand over');
  appendReceipt(box.home, elsewhere, LIMITS);
  ctx.store.close();
  purgeNuzoHome({ home: box.home, confirmed: true });
  assert.equal(existsSync(receiptsPath(box.home)), false);
});
