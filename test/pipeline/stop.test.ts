import test from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { runStopHook } from '../../lib/hooks/stop.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { remember } from '../../lib/memory/remember.ts';
import { filesContaining } from '../support/files.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { claudeTurn, claudeUserLine } from '../support/transcripts.ts';

const SESSION = '3734f7a5-0000-4000-8000-000000000001';

function stop(box: Sandbox, transcript: string | null, env: Record<string, string> = {}) {
  const payload = { session_id: SESSION, transcript_path: transcript, cwd: join(box.project, 'src'), hook_event_name: 'Stop', stop_hook_active: false };
  return runStopHook(JSON.stringify(payload), { ...box.env, ...env });
}

function drafts(box: Sandbox) {
  const ctx = box.open();
  return listDrafts(ctx, [box.projectScope, USER_SCOPE]);
}

test('a durable instruction leaves exactly one draft, and another Stop adds nothing', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, claudeTurn('For this repo, always run the linter before committing.', { sessionId: SESSION, cwd: box.project }));
  const first = stop(box, transcript);
  const pending = drafts(box);
  assert.equal(pending.length, 1);
  assert.equal(pending[0].kind, 'instruction');
  assert.equal(pending[0].scope, box.projectScope);
  assert.ok(pending[0].reason.length > 0);
  assert.equal(pending[0].origin.session_id, SESSION);
  const out = JSON.parse(first.stdout) as { systemMessage: string };
  assert.match(out.systemMessage, /1 memory suggestion waiting — review with \/nuzo:nuzo-review/);
  assert.equal(stop(box, transcript).stdout, '');
  assert.equal(drafts(box).length, 1);
});

test('a Codex rollout leaves a draft and Codex sessions get the $nuzo:nuzo-review hint', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, `rollout-2026-11-22T05-04-03-${SESSION}.jsonl`);
  const line = (type: string, payload: unknown) => JSON.stringify({ timestamp: new Date().toISOString(), type, payload });
  writeFileSync(transcript, [
    line('session_meta', { id: SESSION, cwd: box.project, originator: 'codex_exec', cli_version: '0.169.0', source: 'exec' }),
    line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: '<environment_context>\n  <cwd>/x</cwd>\n</environment_context>' }] }),
    line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'For this repo, always run the linter before committing.' }] }),
    line('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Noted.' }] }),
  ].join('\n') + '\n');
  const out = stop(box, transcript, { PLUGIN_ROOT: '/tmp/plugin' });
  assert.match(out.stdout, /\$nuzo:nuzo-review/);
  assert.equal(drafts(box).length, 1);
  assert.equal(drafts(box)[0].origin.host, 'codex');
  assert.equal(stop(box, transcript, { PLUGIN_ROOT: '/tmp/plugin' }).stdout, '');
});

test('a partial last line is left for the next Stop and replaying a rewritten file adds no duplicates', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  const line = claudeUserLine('I prefer concise final answers in every project.', { sessionId: SESSION, cwd: box.project });
  writeFileSync(transcript, line.slice(0, 40));
  stop(box, transcript);
  assert.equal(drafts(box).length, 0);
  appendFileSync(transcript, `${line.slice(40)}\n`);
  stop(box, transcript);
  assert.equal(drafts(box).length, 1);
  // Rewrite the file with the same content plus a header change: same records, no new drafts.
  writeFileSync(transcript, `{"type":"summary","summary":"x","leafUuid":"y"}\n${line}\n`);
  stop(box, transcript);
  assert.equal(drafts(box).length, 1);
});

test('pasted secrets, .env blocks and stack traces leave no draft and no byte on disk', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  const key = 'sk-ant-api03-' + 'Zx9'.repeat(30) + 'AA';
  const env = ['DATABASE_URL=postgres://admin:' + 'S3cr3tPassw0rd' + '@db.internal:5432/app', 'STRIPE_KEY=sk_live_' + '4eC39HqLyjWDarjtT1zdp7dc'].join('\n');
  const trace = 'TypeError: Cannot read properties of undefined\n    at Object.<anonymous> (/app/src/index.js:10:5)\n    at Module._compile (node:internal/modules/cjs/loader:1105:14)';
  writeFileSync(
    transcript,
    claudeTurn(`Always use this key for the API: ${key}`, { sessionId: SESSION, cwd: box.project }) +
      claudeTurn(`Here is my .env file, remember it:\n${env}`, { sessionId: SESSION, cwd: box.project }) +
      claudeTurn(`Remember that the build always fails like this:\n${trace}`, { sessionId: SESSION, cwd: box.project }),
  );
  stop(box, transcript);
  assert.equal(drafts(box).length, 0);
  for (const secret of [key, 'S3cr3tPassw0rd', '4eC39HqLyjWDarjtT1zdp7dc']) assert.deepEqual(filesContaining(box.home, secret), [], 'secret bytes must not be on disk');
});

test('a missing transcript path is a no-op and a broken store fails open', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  assert.equal(stop(box, null).stdout, '');
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, claudeTurn('For this repo, always run the linter before committing.', { sessionId: SESSION, cwd: box.project }));
  box.open().store.close(); // create the store, then overwrite it with junk
  for (const suffix of ['-wal', '-shm']) rmSync(join(box.home, 'memory', `memories.sqlite${suffix}`), { force: true });
  writeFileSync(join(box.home, 'memory', 'memories.sqlite'), 'this is not a database at all, just junk bytes'.repeat(100));
  assert.equal(stop(box, transcript).stdout, '');
  const log = readFileSync(join(box.home, 'logs', 'hooks.log'), 'utf8');
  assert.match(log, /Stop STORE_CORRUPT/);
  assert.ok(!log.includes('linter'), 'the hook log carries no content');
});

test('a turn that contradicts an active memory leaves an update draft for it', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const npm = remember(ctx, { content: 'This project uses npm for package management.', kind: 'project_decision', scope: box.projectScope });
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, claudeTurn('We moved from npm to pnpm for package management in this repo.', { sessionId: SESSION, cwd: box.project }));
  stop(box, transcript);
  const pending = drafts(box);
  assert.equal(pending.length, 1);
  assert.deepEqual(pending[0].supersedes, { id: npm.id, expected_revision: 1 });
});

test('without its gate store Stop falls back to conservative capture and still keeps an explicit statement', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  ctx.store.db.exec('DROP TABLE capture_gates; DROP TABLE capture_budget; DROP TABLE capture_recent');
  const transcript = join(box.root, 'session.jsonl');
  writeFileSync(transcript, claudeTurn('For this repo, always run the linter before committing.', { sessionId: SESSION, cwd: box.project }));
  assert.match(stop(box, transcript).stdout, /1 memory suggestion waiting/);
  const pending = drafts(box);
  assert.equal(pending.length, 1);
  assert.equal(pending[0].priority, 'low', 'gated: a low-priority draft, never dropped');
});
