// Cold start of `nuzo memory recall`: wall time of `node dist/cli.js memory recall "query"`
// over a store of 10k memories, as a ratio to `node -e 0` on the same Node and machine.
// Hyperfine-style: warm-up runs first, then the two commands alternate so drift hits both,
// and the medians are compared. Each CLI run is a fresh process (nothing cached but the OS
// page cache), so this is what a user or an agent shelling out to `nuzo` waits for.
//
// Run: sh scripts/node.sh 24 bench/cli-recall-cold.mjs [runs=30] [memories=10000]
// (on 22, add --disable-warning=ExperimentalWarning to quiet the seeding's own node:sqlite notice)
// (uses the committed dist/cli.js; rebuild first with `sh scripts/node.sh 24 scripts/build.mjs`)
// The timed command records use (last_used_at + one audit event per result), as a user's does.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = Number(process.argv[2] ?? 30);
const count = Number(process.argv[3] ?? 10_000);
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(cli)) {
  console.error('bench/cli-recall-cold.mjs: dist/cli.js is missing; run `sh scripts/node.sh 24 scripts/build.mjs` first.');
  process.exit(2);
}

const root = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-bench-cli-')));
const home = join(root, 'home', '.nuzo');
const project = join(root, 'repo');
mkdirSync(join(project, '.git'), { recursive: true });
const env = { PATH: process.env.PATH ?? '', HOME: join(root, 'home'), NUZO_HOME: home, NO_COLOR: '1' };
const projectScope = `project:${createHash('sha256').update(project).digest('hex').slice(0, 16)}`;

try {
  // The CLI creates the store (migrations included); rows are then bulk-inserted straight
  // into the schema it made, since 10k policy-checked remembers would only time the seeding.
  const init = spawnSync(process.execPath, [cli, 'memory', 'init'], { cwd: project, env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`nuzo memory init failed: ${init.stderr}`);
  seed(join(home, 'memory', 'memories.sqlite'));

  const query = 'how should storage and migrations work for the plugin';
  const recallArgs = [cli, 'memory', 'recall', query, '--limit', '8'];
  const check = spawnSync(process.execPath, [...recallArgs, '--json'], { cwd: project, env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`recall failed: ${check.stderr}`);
  const hits = JSON.parse(check.stdout).results.length;
  if (hits === 0) throw new Error('recall found nothing in the seeded store; the bench would time an empty search');

  const time = (args) => {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { cwd: project, env, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (let i = 0; i < 3; i++) { time(['-e', '0']); time(recallArgs); }
  const base = [];
  const recall = [];
  for (let i = 0; i < runs; i++) {
    base.push(time(['-e', '0']));
    recall.push(time(recallArgs));
  }
  const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
  const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`nuzo memory recall cold start — Node ${process.versions.node}, ${count} memories, ${runs} runs each, ${hits} results`);
  console.log(`  node -e 0                 median ${fmt(median(base))}  p90 ${fmt(p90(base))}`);
  console.log(`  node dist/cli.js recall   median ${fmt(median(recall))}  p90 ${fmt(p90(recall))}`);
  console.log(`  median ratio: ${(median(recall) / median(base)).toFixed(2)}x  (recall − baseline: ${fmt(median(recall) - median(base))})`);
} finally {
  rmSync(root, { recursive: true, force: true });
}

function seed(path) {
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
  const db = new DatabaseSync(path);
  const words = ['sqlite', 'storage', 'migration', 'plugin', 'hooks', 'recall', 'docs', 'build', 'release', 'tests', 'lint', 'format', 'api', 'schema', 'cache',
    'queue', 'logging', 'metrics', 'deploy', 'branch', 'review', 'commit', 'typescript', 'bundle', 'esbuild', 'node', 'python', 'rust', 'config', 'secrets', 'ci',
    'docker', 'kubernetes', 'postgres', 'redis', 'frontend', 'backend', 'latency', 'timeouts', 'retries', 'fixtures', 'snapshots', 'pagination', 'auth', 'tokens'];
  const verbs = ['prefers', 'always uses', 'avoids', 'decided on', 'keeps', 'runs', 'documents', 'reviews', 'splits', 'pins'];
  const kinds = ['preference', 'project_decision', 'fact', 'instruction', 'note'];
  const scopes = [projectScope, 'user:default', 'project:00000000000000a1', 'project:00000000000000b2', 'agent:codex'];
  const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let s = 7;
  const rand = (n) => { s = (s * 1103515245 + 12345) & 0x7fffffff; return s % n; };
  const insert = db.prepare(`INSERT INTO memories (id, content, content_norm, kind, scope, tags, tags_text, source, status, sensitive, revision, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'bench', 'active', 0, 1, ?, ?)`);
  db.exec('BEGIN');
  for (let i = 0; i < count; i++) {
    const pick = () => words[rand(words.length)];
    const content = `Memory ${i}: the team ${verbs[rand(verbs.length)]} ${pick()} with ${pick()} for ${pick()} and ${pick()} in module ${i % 97}.`;
    const tags = [pick(), pick()];
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const id = `mem_${[...i.toString(32).padStart(26, '0')].map((d) => CROCKFORD[parseInt(d, 32)]).join('')}`;
    insert.run(id, content, content.toLowerCase(), kinds[rand(kinds.length)], scopes[rand(scopes.length)], JSON.stringify(tags), tags.join(' '), at, at);
  }
  // The full-text index is kept by application code (lib/store/fts.ts), not triggers: mark it
  // stale so the first CLI run (the untimed check below) rebuilds it, as after a Node 22 write.
  db.exec("INSERT INTO meta(key, value) VALUES ('fts_dirty', '1') ON CONFLICT(key) DO UPDATE SET value = '1'");
  db.exec('COMMIT');
  db.close();
}
