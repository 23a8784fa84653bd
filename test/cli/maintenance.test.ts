import { strict as assert } from 'node:assert';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

const store = () => join(box.home, 'memory', 'memories.sqlite');

describe('nuzo memory doctor', () => {
  it('reports every check, read-only, and exits 0 when none fails', async () => {
    const before = await box.nuzo(['memory', 'doctor', '--json']);
    assert.equal(before.code, 0, before.stderr);
    assert.equal(existsSync(store()), false, 'doctor must not create a store');
    const remember = await box.nuzo(['memory', 'remember', 'Prefer small commits.', '--kind', 'preference']);
    assert.equal(remember.code, 0, remember.stderr);
    const run = await box.nuzo(['memory', 'doctor', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(Object.keys(run.json).sort(), ['checks', 'counts', 'home', 'network', 'ok', 'store']);
    assert.equal(run.json.ok, true);
    assert.equal(run.json.counts.active_memories, 1);
    for (const check of run.json.checks) assert.ok(['ok', 'warn', 'fail'].includes(check.status) && typeof check.summary === 'string');
    assert.ok(!run.stdout.includes('Prefer small commits'), 'doctor never prints memory content');
    const text = await box.nuzo(['memory', 'doctor']);
    assert.match(text.stdout, /^Nuzo home: /);
    assert.match(text.stdout, /\nok {4}store\.open: /);
  });

  it('exits 1 with a one-line reason when a check fails', async () => {
    await box.nuzo(['memory', 'init']);
    writeFileSync(store(), 'this is not a database'.repeat(300));
    const run = await box.nuzo(['memory', 'doctor', '--json']);
    assert.equal(run.code, 1);
    assert.equal(run.json.ok, false);
    assert.match(run.stderr, /^nuzo: doctor: \d+ checks? failed \(.+\); see the report above\n$/);
  });
});

describe('nuzo memory purge', () => {
  it('previews with --dry-run, refuses without --yes off a terminal, purges with --yes', async () => {
    await box.nuzo(['memory', 'remember', 'Prefer small commits.', '--kind', 'preference']);
    const dry = await box.nuzo(['memory', 'purge', '--dry-run', '--json']);
    assert.equal(dry.code, 0, dry.stderr);
    assert.equal(dry.json.dry_run, true);
    assert.ok(dry.json.removed.includes('memory/memories.sqlite'));
    assert.ok(existsSync(store()));
    const refused = await box.nuzo(['memory', 'purge', '--json']);
    assert.equal(refused.code, 1);
    assert.equal(refused.json.error.code, 'CONFIRMATION_REQUIRED');
    assert.ok(existsSync(store()));
    const run = await box.nuzo(['memory', 'purge', '--yes', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(Object.keys(run.json).sort(), ['dry_run', 'home', 'home_removed', 'kept', 'removed']);
    assert.equal(existsSync(store()), false);
    const again = await box.nuzo(['memory', 'purge', '--yes']);
    assert.equal(again.code, 0);
    assert.match(again.stdout, /^Nothing to purge/);
  });
});
