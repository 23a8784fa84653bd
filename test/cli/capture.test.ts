import { strict as assert } from 'node:assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { claudeTurn } from '../support/transcripts.ts';
import { cliSandbox, type CliSandbox } from './helpers.ts';

let box: CliSandbox;
beforeEach(() => { box = cliSandbox(); });
afterEach(() => box.cleanup());

function transcript(...turns: string[]): string {
  const path = join(box.root, 'session.jsonl');
  writeFileSync(path, turns.map((t) => claudeTurn(t, { sessionId: 's-cli', cwd: box.project })).join(''));
  return path;
}

describe('nuzo capture --transcript', () => {
  it('shows proposed drafts and refused codes, and stores nothing', async () => {
    const path = transcript('For this repo, always run the strict docs build before pushing.', 'My token is ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    const run = await box.nuzo(['capture', '--transcript', path, '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.dry_run, true);
    assert.equal(run.json.format, 'claude');
    assert.ok(run.json.drafts.length >= 1);
    assert.equal(run.json.drafts[0].scope, box.projectScope);
    assert.ok(!run.stdout.includes('ghp_'));
    const text = await box.nuzo(['capture', '--transcript', path]);
    assert.match(text.stdout, /Save this Nuzo memory\?\nContent: For this repo, always run the strict docs build before pushing\./);
    const init = await box.nuzo(['memory', 'init', '--json']);
    assert.equal(init.json.created, true, 'the dry run must not create a store');
  });

  it('a missing file is a failure (exit 1), a missing flag a usage error (exit 2)', async () => {
    const missing = await box.nuzo(['capture', '--transcript', join(box.root, 'nope.jsonl'), '--json']);
    assert.equal(missing.code, 1);
    assert.equal(missing.json.error.code, 'INVALID_INPUT');
    const usage = await box.nuzo(['capture']);
    assert.equal(usage.code, 2);
  });
});
