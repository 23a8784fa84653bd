// `nuzo memory receipts` through the built CLI: sessions with what went in and what it cost,
// totals per day and per project, --last, --session, --json.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { appendReceipt } from '../../lib/receipts/log.ts';
import { buildReceipt } from '../../lib/receipts/receipt.ts';
import { cliSandbox } from './helpers.ts';

const MEM_A = 'mem_01AAAAAAAAAAAAAAAAAAAAAAAA';
const limits = { max_entries: 5000, max_age_days: 30 };

test('receipts: per session, per day and per project; --last and --session narrow; --json is the report', async (t) => {
  const box = cliSandbox();
  t.after(() => box.cleanup());
  mkdirSync(join(box.home, 'memory'), { recursive: true });
  const empty = await box.nuzo(['memory', 'receipts']);
  assert.equal(empty.code, 0);
  assert.match(empty.stdout, /No receipts yet/);
  const now = Date.now();
  appendReceipt(box.home, buildReceipt({ at: now - 60_000, host: 'claude', session_id: 'older', event: 'session_start', project: box.projectScope, memories: [{ id: MEM_A, revision: 2 }], chars: 1200 }), limits);
  appendReceipt(box.home, buildReceipt({ at: now, host: 'codex', session_id: 'newer', event: 'guard_fired', project: box.projectScope, memories: [{ id: MEM_A, revision: 2 }], chars: 400, guard: { id: 'grd_01', memory_id: MEM_A, pattern: 'npm install', action: 'deny' } }), limits);

  const all = await box.nuzo(['memory', 'receipts']);
  assert.equal(all.code, 0, all.stderr);
  assert.match(all.stdout, /Tokens estimated as characters \/ 4/);
  assert.match(all.stdout, /Session newer .*codex, this project/);
  assert.match(all.stdout, new RegExp(`guard fired: \`npm install\` stopped by ${MEM_A} \\(grd_01\\)`));
  assert.match(all.stdout, /Session older .*claude, this project/);
  assert.match(all.stdout, new RegExp(`session_start x1: 1 memory, 1200 chars, ~300 tokens\\n  ${MEM_A} r2`));
  assert.match(all.stdout, /Per day:\n  \d{4}-\d\d-\d\d  2 sessions, 2 handovers, 1600 chars, ~400 tokens/);
  assert.match(all.stdout, /Per project:\n  this project  2 sessions/);

  const last = await box.nuzo(['memory', 'receipts', '--last', '--json']);
  assert.deepEqual(last.json.sessions.map((s: any) => s.session_id), ['newer']);
  const one = await box.nuzo(['memory', 'receipts', '--session', 'older', '--json']);
  assert.deepEqual([one.json.sessions.length, one.json.days[0].tokens, one.json.token_estimate], [1, 300, 'estimated as characters / 4']);
  const both = await box.nuzo(['memory', 'receipts', '--session', 'x', '--last']);
  assert.equal(both.code, 2);
});

test('tidy lists a memory handed over in five sessions and never found used', async (t) => {
  const box = cliSandbox();
  t.after(() => box.cleanup());
  const id = (await box.nuzo(['memory', 'remember', 'Run make lint before every commit.', '--kind', 'instruction', '--json'])).json.memory.id;
  for (const s of ['a', 'b', 'c', 'd', 'e']) appendReceipt(box.home, buildReceipt({ at: Date.now(), host: 'claude', session_id: s, event: 'session_start', project: box.projectScope, memories: [{ id, revision: 1 }], chars: 300 }), limits);
  const json = await box.nuzo(['memory', 'tidy', '--json']);
  assert.deepEqual(json.json.injected_never_used, [{ id, injected: 5, sessions: 5 }]);
  const text = await box.nuzo(['memory', 'tidy']);
  assert.match(text.stdout, new RegExp(`Handed over in 5\\+ sessions, never seen used: 1 memory\\.\\n  ${id} 5 sessions, 5 times`));
  appendReceipt(box.home, buildReceipt({ at: Date.now(), host: 'claude', session_id: 'e', event: 'stop_evidence', project: box.projectScope, memories: [], chars: 0, evidence: { used: [id], contradicted: [] } }), limits);
  assert.deepEqual((await box.nuzo(['memory', 'tidy', '--json'])).json.injected_never_used, []);
});
