// The Stop hook's rate gates, through the built shim and runtime the hosts run: gate rows are
// written under `host:session`, and the engine must read them under the same key, or the
// minimum interval, the hourly cap and cross-turn duplicates never apply. Each Stop here is
// a separate process on a real store; the assertions read the decision traces it left.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { devModules } from '../../scripts/dev-tools.mjs';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { buildHooks, type HookBuild } from './build.ts';

const NODE24 = join(devModules(), 'node24/bin/node');
const SESSION = '3734f7a5-0000-4000-8000-00000000a7e5';
let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

function stop(box: Sandbox, transcript: string) {
  const input = { session_id: SESSION, transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false };
  const result = spawnSync(NODE24, [join(built.dir, 'hook.cjs'), 'stop'], { input: JSON.stringify(input), env: box.env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

function withConfig(box: Sandbox, capture: Record<string, number>): void {
  mkdirSync(box.home, { recursive: true });
  writeFileSync(join(box.home, 'config.json'), JSON.stringify({ capture }));
}

function traces(box: Sandbox) {
  return box.open().store.db.prepare("SELECT outcome, mode, limited_reason FROM capture_traces WHERE event_kind = 'user_message' ORDER BY seq").all() as Array<{ outcome: string; mode: string; limited_reason: string | null }>;
}

function turn(box: Sandbox, text: string): string {
  return claudeTurn(text, { sessionId: SESSION, cwd: box.project });
}

test('a second statement within the minimum interval becomes a low-priority draft, limited by min_interval', (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  withConfig(box, { min_interval_ms: 3_600_000, max_captures_per_hour: 100 });
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, turn(box, 'For this repo, always run the linter before committing.'));
  stop(box, transcript);
  appendFileSync(transcript, turn(box, 'Never push directly to the main branch of this repo.'));
  stop(box, transcript);
  const rows = traces(box);
  assert.deepEqual(rows.map((r) => r.limited_reason), [null, 'min_interval']);
  assert.deepEqual(rows.map((r) => r.mode), ['full', 'light']);
  const drafts = listDrafts(box.open(), [box.projectScope, USER_SCOPE]);
  assert.equal(drafts.length, 2, 'a gate delays an explicit statement, it never drops it');
  assert.equal(drafts.find((d) => d.content.startsWith('Never'))?.priority, 'low');
  assert.equal(drafts.find((d) => !d.content.startsWith('Never'))?.priority, 'normal');
});

test('past the hourly cap a statement is kept only as a low-priority draft, limited by max_per_hour', (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  withConfig(box, { min_interval_ms: 0, max_captures_per_hour: 1 });
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, turn(box, 'For this repo, always run the linter before committing.'));
  stop(box, transcript);
  appendFileSync(transcript, turn(box, 'Never push directly to the main branch of this repo.'));
  stop(box, transcript);
  assert.deepEqual(traces(box).map((r) => r.limited_reason), [null, 'max_per_hour']);
});

test('the same statement in a later turn is recognised as a recent capture and not drafted in full again', (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  withConfig(box, { min_interval_ms: 0, max_captures_per_hour: 100 });
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, turn(box, 'For this repo, always run the linter before committing any change.'));
  stop(box, transcript);
  appendFileSync(transcript, turn(box, 'Again: for this repo, always run the linter before committing any change!'));
  stop(box, transcript);
  const rows = traces(box);
  assert.equal(rows.length, 2);
  assert.deepEqual(rows.map((r) => r.mode), ['full', 'light'], 'the repeat is a near-duplicate of a recent capture');
  assert.deepEqual(rows.map((r) => r.limited_reason), [null, null]);
});
