// A hand-written config.json as a newcomer writes one: group-readable (umask 022), with a
// typo and a wrong type. Commands keep working and say once, on stderr, which key was
// skipped and why; doctor lists the same lines and tolerates the mode while no secret is in it.
import { strict as assert } from 'node:assert';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

function handWritten(config: unknown, mode = 0o644): void {
  mkdirSync(box.home, { recursive: true, mode: 0o700 });
  writeFileSync(join(box.home, 'config.json'), JSON.stringify(config, null, 2));
  chmodSync(join(box.home, 'config.json'), mode);
}

const doctorStatus = (run: { json: any }, id: string) => run.json.checks.filter((c: { id: string }) => c.id === id).map((c: { status: string }) => c.status);

describe('config.json problems', () => {
  it('are one warning line each on stderr; the command still runs on the rest of the file', async () => {
    handWritten({ recall: { session_start_limit: 'lots' }, bogus: 1, hooks: { stopp: false } });
    assert.equal((await box.nuzo(['memory', 'remember', 'The user prefers tabs.'])).code, 0);
    const run = await box.nuzo(['memory', 'list', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.total, 1, 'stdout stays one JSON document');
    assert.equal(run.stderr, [
      'nuzo: warning: ~/.nuzo/config.json: recall.session_start_limit must be an integer 1–20, got a string (ignored)',
      'nuzo: warning: ~/.nuzo/config.json: unknown key bogus (ignored)',
      'nuzo: warning: ~/.nuzo/config.json: unknown key hooks.stopp (ignored); did you mean hooks.stop?',
      '',
    ].join('\n'));
  });

  it('doctor lists them as warnings and still passes', async () => {
    handWritten({ recall: { session_start_limit: 'lots' }, bogus: 1 });
    await box.nuzo(['memory', 'init']);
    const run = await box.nuzo(['memory', 'doctor', '--json', '--no-write-check']);
    assert.equal(run.code, 0, JSON.stringify(run.json.checks.filter((c: { status: string }) => c.status === 'fail')));
    assert.deepEqual(doctorStatus(run, 'config'), ['warn', 'warn']);
    assert.deepEqual(run.json.checks.filter((c: { id: string }) => c.id === 'config').map((c: { summary: string }) => c.summary), [
      '~/.nuzo/config.json: recall.session_start_limit must be an integer 1–20, got a string (ignored)',
      '~/.nuzo/config.json: unknown key bogus (ignored)',
    ]);
    assert.equal(run.stderr, '', 'doctor reports config problems as findings, not as warnings on top');
  });
});

describe('a config.json readable by other users', () => {
  it('is a warning while it holds no secret, not a failed doctor', async () => {
    handWritten({ recall: { session_start_limit: 4 } });
    await box.nuzo(['memory', 'init']);
    const run = await box.nuzo(['memory', 'doctor', '--json', '--no-write-check']);
    assert.equal(run.code, 0, JSON.stringify(run.json.checks.filter((c: { status: string }) => c.status === 'fail')));
    assert.deepEqual(doctorStatus(run, 'home.permissions'), ['ok']);
    assert.deepEqual(doctorStatus(run, 'config.permissions'), ['warn']);
    const text = await box.nuzo(['memory', 'doctor', '--no-write-check']);
    assert.match(text.stdout, /warn {2}config\.permissions: config\.json is readable by other users \(mode 644\); it holds no secret/);
    assert.match(text.stdout, /fix: chmod 600 '.+config\.json'/);
  });

  it('fails when it holds a credential or when others can change it', async () => {
    handWritten({ capture: { scorer: { base_url: 'http://admin:hunter2hunter2@127.0.0.1:11434/v1' } } });
    await box.nuzo(['memory', 'init']);
    const secret = await box.nuzo(['memory', 'doctor', '--json', '--no-write-check']);
    assert.equal(secret.code, 1);
    assert.deepEqual(doctorStatus(secret, 'config.permissions'), ['fail']);
    assert.ok(!JSON.stringify(secret.json).includes('hunter2'), 'the credential is not repeated');
    handWritten({ recall: { session_start_limit: 4 } }, 0o666);
    const writable = await box.nuzo(['memory', 'doctor', '--json', '--no-write-check']);
    assert.equal(writable.code, 1);
    assert.deepEqual(doctorStatus(writable, 'config.permissions'), ['fail']);
  });

  it('in a home folder made by hand, before any store, is a warning too', async () => {
    mkdirSync(box.home, { recursive: true });
    chmodSync(box.home, 0o755);
    handWritten({ recall: { session_start_limit: 4 } });
    const run = await box.nuzo(['memory', 'doctor', '--json', '--no-write-check']);
    assert.equal(run.code, 0, JSON.stringify(run.json.checks.filter((c: { status: string }) => c.status === 'fail')));
    assert.deepEqual(doctorStatus(run, 'home.permissions'), ['warn']);
  });
});
