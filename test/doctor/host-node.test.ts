// doctor names the `node` the hosts will run when it cannot run Nuzo: a user whose CLI runs
// on a good Node but whose PATH starts with an old one would otherwise pass every check and
// still have memory off in both hosts.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkHostNode } from '../../lib/doctor/checks/host-node.ts';
import { DEFAULT_CONFIG } from '../../lib/config.ts';
import type { DoctorContext } from '../../lib/doctor/types.ts';
import { CLI } from '../cli/helpers.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';

function ctx(env: Record<string, string>): DoctorContext {
  return { home: env.NUZO_HOME, env, storePath: '', config: structuredClone(DEFAULT_CONFIG), configProblems: [], probe: {} as DoctorContext['probe'], writeCheck: false };
}

// A folder whose `node` answers --version like an old Node would.
function oldNodeDir(box: Sandbox): string {
  const dir = join(box.root, 'old-node-bin');
  mkdirSync(dir);
  writeFileSync(join(dir, 'node'), '#!/bin/sh\necho v20.11.1\n', { mode: 0o755 });
  return dir;
}

test('an old, a missing and a good node on PATH, each in one line', (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const old = checkHostNode(ctx({ ...box.env, PATH: `${oldNodeDir(box)}:/usr/bin:/bin` }));
  assert.equal(old.status, 'warn');
  assert.match(old.summary, /^The hosts will run Nuzo with .*old-node-bin\/node \(v20\.11\.1\), older than 22\.13: memory is off in Claude Code and Codex \(hooks only say so, the MCP server does not start\)\.$/);
  assert.match(old.fix ?? '', /Node 22\.13\+/);

  const empty = join(box.root, 'empty');
  mkdirSync(empty);
  const missing = checkHostNode(ctx({ ...box.env, PATH: empty }));
  assert.equal(missing.status, 'warn');
  assert.match(missing.summary, /^No `node` on PATH/);

  const good = join(box.root, 'good');
  mkdirSync(good);
  symlinkSync(process.execPath, join(good, 'node'));
  const ok = checkHostNode(ctx({ ...box.env, PATH: good }));
  assert.deepEqual([ok.status, ok.summary], ['ok', `The hosts will run Nuzo with ${join(good, 'node')} (${process.version}).`]);
  for (const result of [old, missing, ok]) assert.ok(!result.summary.includes('\n'));
});

test('nuzo memory doctor reports it, as a warning that does not fail doctor', async (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  const env = { ...box.env, PATH: `${oldNodeDir(box)}:/usr/bin:/bin` };
  const run = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'memory', 'doctor', '--json'], { cwd: box.project, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
  const report = JSON.parse(run.stdout);
  const check = report.checks.find((c: { id: string }) => c.id === 'runtime.host_node');
  assert.equal(check?.status, 'warn', run.stdout);
  assert.match(check.summary, /\(v20\.11\.1\), older than 22\.13/);
  assert.equal(run.code, 0);
});
