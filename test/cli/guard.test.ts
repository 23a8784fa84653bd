// `nuzo memory guard add|list|remove` through the built CLI: typing `guard add` confirms the
// guard; bad patterns are refused with one line and exit 2.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import test from 'node:test';
import { guardIndexPath } from '../../lib/guards/index-file.ts';
import { CLI, cliSandbox } from './helpers.ts';

test('guard add, list --json and remove; the index follows', async (t) => {
  const box = cliSandbox();
  t.after(() => box.cleanup());
  const saved = await box.nuzo(['memory', 'remember', 'Use pnpm, never npm.', '--kind', 'instruction', '--json']);
  assert.equal(saved.code, 0, saved.stderr);
  const id = saved.json.memory.id;
  const added = await box.nuzo(['memory', 'guard', 'add', id, '--command', '\\bnpm (install|i|ci)\\b']);
  assert.equal(added.code, 0, added.stderr);
  const guardId = added.stdout.match(/grd_[0-9A-Z]{26}/)![0];
  assert.match(added.stdout, /Guard added grd_\w+: deny shell commands matching \/\\bnpm \(install\|i\|ci\)\\b\/ \(memory mem_\w+\)\./);
  assert.match(added.stdout, new RegExp(`nuzo memory guard remove ${guardId}`));
  assert.ok(existsSync(guardIndexPath(box.home)));
  const listed = await box.nuzo(['memory', 'guard', 'list', '--json']);
  assert.equal(listed.json.guards.length, 1);
  assert.deepEqual([listed.json.guards[0].id, listed.json.guards[0].status, listed.json.guards[0].action, listed.json.guards[0].scope], [guardId, 'confirmed', 'deny', box.projectScope]);
  const text = await box.nuzo(['memory', 'guard', 'list']);
  assert.match(text.stdout, /1 guard\.\n  grd_\w+ deny \/.*\/ memory mem_\w+/);
  const removed = await box.nuzo(['memory', 'guard', 'remove', guardId]);
  assert.equal(removed.code, 0, removed.stderr);
  assert.equal(existsSync(guardIndexPath(box.home)), false);
  assert.deepEqual((await box.nuzo(['memory', 'guard', 'list', '--json'])).json, { guards: [] });
});

test('bad input: one line on stderr and exit 2, nothing stored', async (t) => {
  const box = cliSandbox();
  t.after(() => box.cleanup());
  const rule = (await box.nuzo(['memory', 'remember', 'Never force-push to main.', '--kind', 'instruction', '--json'])).json.memory.id;
  const fact = (await box.nuzo(['memory', 'remember', 'CI runs on Node 24.', '--kind', 'fact', '--json'])).json.memory.id;
  const cases: Array<[string[], RegExp]> = [
    [['add', rule, '--command', 'git push (--force'], /Refused guard pattern: not a valid regular expression/],
    [['add', rule, '--command', '(a+)+$'], /exponential time/],
    [['add', rule, '--command', '.*'], /would stop nearly every command/],
    [['add', rule, '--command', 'x'.repeat(300)], /longer than 200 characters/],
    [['add', fact, '--command', 'npm'], /Only an instruction memory can carry a guard/],
    [['add', 'mem_nope', '--command', 'npm'], /A memory id looks like/],
    [['remove', 'grd_nope'], /A guard id looks like/],
    [['frobnicate'], /Unknown guard action/],
  ];
  for (const [args, message] of cases) {
    const run = await box.nuzo(['memory', 'guard', ...args]);
    assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stderr, message, args.join(' '));
    if (!/Unknown guard action/.test(run.stderr)) assert.equal(run.stderr.trim().split('\n').length, 1, `one line: ${run.stderr}`);
  }
  const missing = await box.nuzo(['memory', 'guard', 'add', rule]);
  assert.equal(missing.code, 2);
  assert.deepEqual((await box.nuzo(['memory', 'guard', 'list', '--json'])).json, { guards: [] });
});

test('guard suggest proposes a pattern from the instruction and saves nothing; the printed line confirms it', async (t) => {
  const box = cliSandbox();
  t.after(() => box.cleanup());
  const id = (await box.nuzo(['memory', 'remember', 'Use pnpm, never npm.', '--kind', 'instruction', '--json'])).json.memory.id;
  const run = await box.nuzo(['memory', 'guard', 'suggest', id]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /Suggested for mem_\w+: deny npm install \/ i \/ ci \/ add .* Nothing is saved/);
  assert.deepEqual((await box.nuzo(['memory', 'guard', 'list', '--json'])).json, { guards: [] });
  const json = (await box.nuzo(['memory', 'guard', 'suggest', id, '--json'])).json;
  assert.equal(json.command, `nuzo memory guard add ${id} --command '\\bnpm (install|i|ci|add)\\b'`);
  const typed = spawnSync('sh', ['-c', `nuzo() { "${process.execPath}" "${CLI}" "$@"; }\n${json.command}`], { cwd: box.project, env: box.env, encoding: 'utf8' });
  assert.equal(typed.status, 0, typed.stderr);
  assert.equal((await box.nuzo(['memory', 'guard', 'list', '--json'])).json.guards[0].pattern, '\\bnpm (install|i|ci|add)\\b');
  const fact = (await box.nuzo(['memory', 'remember', 'We never deploy on Fridays.', '--kind', 'fact', '--json'])).json.memory.id;
  assert.match((await box.nuzo(['memory', 'guard', 'suggest', fact])).stdout, /No guard suggested .*only instructions carry guards/);
});
