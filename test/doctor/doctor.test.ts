import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mcpDoctorSummary, runDoctor, type DoctorCheck } from '../../lib/doctor/index.ts';
import { fts5Available } from '../../lib/doctor/probe.ts';
import { remember } from '../../lib/memory/remember.ts';
import { storePath } from '../../lib/paths.ts';
import { loadSqlite } from '../../lib/store/sqlite.ts';

import { sandbox } from '../support/sandbox.ts';

const status = (report: ReturnType<typeof runDoctor>, id: string) => report.checks.find((c) => c.id === id)?.status;

test('a healthy store passes every check and the MCP summary carries counts, never content', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  remember(ctx, { content: 'The user prefers zstd for archives.', kind: 'preference', scope: 'user:default', tags: ['compression'], source: 'codex:mcp' });
  const report = runDoctor({ home: box.home, env: box.env });
  assert.equal(report.ok, true, JSON.stringify(report.checks.filter((c) => c.status === 'fail')));
  // Without FTS5 (Node 22.13-22.15) the runtime check warns and there is no index to check.
  const fts = fts5Available() === true;
  for (const id of ['runtime.node', 'home.permissions', 'store.open', 'store.schema', 'store.integrity', 'store.lock', 'git.tracking', 'secrets.store', 'secrets.exports', 'network', ...(fts ? ['runtime.sqlite', 'store.fts'] : [])]) {
    assert.equal(status(report, id), 'ok', id);
  }
  if (!fts) assert.equal(status(report, 'runtime.sqlite'), 'warn');
  assert.deepEqual(report.counts && [report.counts.active_memories, report.counts.total_memories], [1, 1]);
  assert.equal(report.network.mode, 'disabled');
  const summary = JSON.stringify(mcpDoctorSummary(report));
  for (const forbidden of ['zstd', 'compression', 'codex:mcp', 'details']) assert.ok(!summary.includes(forbidden), forbidden);
  assert.match(summary, /"total_memories":1/);
});

test('doctor does not create a store that does not exist', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const report = runDoctor({ home: box.home, env: box.env });
  assert.equal(report.store.exists, false);
  assert.equal(status(report, 'store.open'), 'warn');
  assert.equal(runDoctor({ home: box.home, env: box.env }).store.exists, false);
});

test('widened permissions, stored secrets and secrets in exports are failures with counts', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const memory = remember(ctx, { content: 'The build cache lives on the fast disk.', kind: 'fact', scope: 'user:default' });
  const token = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
  ctx.store.db.prepare('UPDATE memories SET content = ? WHERE id = ?').run(`Old row with ${token}`, memory.id);
  mkdirSync(join(box.home, 'exports'), { mode: 0o700 });
  writeFileSync(join(box.home, 'exports', 'old.json'), JSON.stringify({ format: 'nuzo-memory-export', version: 1, exported_at: '2026-01-01T00:00:00Z', memories: [{ content: `token ${token}`, tags: [], source: 'x' }] }), { mode: 0o600 });
  writeFileSync(join(box.home, 'exports', 'clean.md'), '# Nuzo Memory Export\n\n### Memory 1\n\nThe user likes tea.\n', { mode: 0o600 });
  chmodSync(storePath(box.home), 0o644);
  const report = runDoctor({ home: box.home, env: box.env });
  assert.equal(report.ok, false);
  assert.equal(status(report, 'home.permissions'), 'fail');
  const stored = report.checks.find((c) => c.id === 'secrets.store')!;
  assert.equal(stored.status, 'fail');
  assert.deepEqual(stored.details?.ids, [memory.id]);
  const exported = report.checks.find((c) => c.id === 'secrets.exports')!;
  assert.equal(exported.status, 'fail');
  assert.deepEqual(exported.details, { files: 2, flagged: 1, skipped: 0 });
  assert.ok(!JSON.stringify(report).includes(token));
  assert.ok(!JSON.stringify(mcpDoctorSummary(report)).includes(memory.id));
});

test('a full-text index out of step with the memories table fails the FTS check', { skip: fts5Available() !== true && 'this Node has no FTS5 index to check' }, (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const ctx = box.open();
  const memory = remember(ctx, { content: 'The nightly job rotates the logs.', kind: 'fact', scope: 'user:default' });
  ctx.store.close();
  const { DatabaseSync } = loadSqlite();
  const raw = new DatabaseSync(storePath(box.home));
  raw.prepare('UPDATE memories SET content = ? WHERE id = ?').run('Something else entirely now.', memory.id);
  raw.close();
  assert.equal(status(runDoctor({ home: box.home, env: box.env }), 'store.fts'), 'fail');
});

test('git tracking is reported as not in a repo, untracked, ignored or tracked', { skip: spawnSync('git', ['--version']).status !== 0 && 'git is not installed' }, (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const repo = join(box.root, 'home');
  mkdirSync(join(box.home, 'memory'), { recursive: true });
  writeFileSync(join(box.home, 'memory', 'memories.sqlite'), '');
  const git = (...args: string[]) => assert.equal(spawnSync('git', ['-C', repo, ...args], { stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.test', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.test' } }).status, 0);
  const state = () => runDoctor({ home: box.home, env: box.env }).checks.find((c) => c.id === 'git.tracking')!;
  assert.equal(state().details?.state, 'not_in_repo');
  git('init', '-q');
  assert.deepEqual([state().details?.state, state().status], ['untracked', 'warn']);
  writeFileSync(join(repo, '.gitignore'), '.nuzo/\n');
  assert.deepEqual([state().details?.state, state().status], ['ignored', 'ok']);
  git('add', '-f', '.nuzo/memory/memories.sqlite');
  assert.deepEqual([state().details?.state, state().status], ['tracked', 'fail']);
});

test('a loopback scorer is reported as loopback only, a remote one as a warning', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  mkdirSync(box.home, { recursive: true });
  const write = (base_url: string) => writeFileSync(join(box.home, 'config.json'), JSON.stringify({ capture: { scorer: { enabled: true, base_url } } }));
  write('http://127.0.0.1:11434/v1');
  assert.equal(runDoctor({ home: box.home, env: box.env }).network.mode, 'loopback_only');
  write('https://api.example.com/v1');
  const report = runDoctor({ home: box.home, env: box.env });
  assert.equal(report.network.mode, 'misconfigured');
  assert.equal(status(report, 'network'), 'warn');
  assert.match(report.network.statement, /refuses/);
});

test('extra checks join the list, and a crashing check fails alone', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const wiring: DoctorCheck = () => ({ id: 'codex.wiring', status: 'ok', summary: 'Codex MCP entry found.' });
  const broken: DoctorCheck = function brokenCheck() { throw new Error('boom'); };
  const report = runDoctor({ home: box.home, env: box.env, extraChecks: [wiring, broken] });
  assert.equal(status(report, 'codex.wiring'), 'ok');
  assert.equal(status(report, 'brokenCheck'), 'fail');
  assert.ok(report.checks.some((c) => c.id === 'network'));
});

test('doctor reports whether this Node\'s node:sqlite has FTS5, which fast recall needs', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const check = runDoctor({ home: box.home, env: box.env }).checks.find((c) => c.id === 'runtime.sqlite')!;
  const hasFts5 = fts5Available() === true;
  assert.equal(check.status, hasFts5 ? 'ok' : 'warn');
  if (!hasFts5) assert.match(check.summary, /has no FTS5/);
});

test('doctor run inside a project checks that project\'s .nuzo/config.json as well', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  mkdirSync(join(box.project, '.nuzo'), { recursive: true });
  writeFileSync(join(box.project, '.nuzo', 'config.json'), JSON.stringify({ recall: { session_start_limit: 'many' }, allowed_projects: ['*'] }));
  const outside = runDoctor({ home: box.home, env: box.env });
  assert.deepEqual(outside.checks.filter((c) => c.id === 'config').map((c) => c.status), ['ok']);
  const inside = runDoctor({ home: box.home, env: box.env, cwd: join(box.project, 'src') });
  const config = inside.checks.filter((c) => c.id === 'config');
  assert.deepEqual(config.map((c) => [c.status, c.details?.file, c.details?.key]), [
    ['warn', 'project', 'recall.session_start_limit'],
    ['warn', 'project', 'allowed_projects'],
  ]);
  assert.match(config[1].summary, /\.nuzo\/config\.json: allowed_projects can be set only in your own ~\/\.nuzo\/config\.json, not in a project's \(ignored\)$/);
  assert.equal(inside.ok, true, 'config problems are warnings');
});
