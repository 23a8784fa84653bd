import { strict as assert } from 'node:assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { runStopHook } from '../../lib/hooks/stop.ts';
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

describe('nuzo capture --stats', () => {
  it('summarizes the Stop hook\'s decisions as counts, and is empty (creating nothing) before any', async () => {
    const empty = await box.nuzo(['capture', '--stats', '--json']);
    assert.equal(empty.code, 0, empty.stderr);
    assert.equal(empty.json.days, 7);
    assert.equal(empty.json.decisions, 0);
    const path = transcript('For this repo, always run the strict docs build before pushing.');
    const hook = runStopHook(JSON.stringify({ session_id: 's-cli', transcript_path: path, cwd: box.project, hook_event_name: 'Stop' }), box.env);
    assert.match(hook.stdout, /memory suggestion/);
    const run = await box.nuzo(['capture', '--stats', '--days', '1', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.days, 1);
    assert.ok(run.json.decisions >= 1 && run.json.captures >= 1, JSON.stringify(run.json));
    assert.ok(run.json.by_kind.user_message);
    const text = await box.nuzo(['capture', '--stats']);
    assert.match(text.stdout, /^Capture, last 7 days: \d+ decisions?, \d+ captured/);
    assert.ok(!text.stdout.includes('docs build'), 'stats carry no text');
  });

  it('--stats and --transcript are exclusive; --days needs --stats', async () => {
    assert.equal((await box.nuzo(['capture', '--stats', '--transcript', 'x'])).code, 2);
    assert.equal((await box.nuzo(['capture', '--days', '3'])).code, 2);
    assert.equal((await box.nuzo(['capture', '--stats', '--days', '99'])).code, 2);
  });
});
