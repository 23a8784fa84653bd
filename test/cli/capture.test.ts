import { strict as assert } from 'node:assert';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
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

  it('a missing file and a missing flag are input errors (exit 2)', async () => {
    const missing = await box.nuzo(['capture', '--transcript', join(box.root, 'nope.jsonl'), '--json']);
    assert.equal(missing.code, 2);
    assert.equal(missing.json.error.code, 'INVALID_INPUT');
    const usage = await box.nuzo(['capture']);
    assert.equal(usage.code, 2);
  });
});

describe('nuzo capture --transcript and the Stop hook agree', () => {
  // Every turn may propose (no minimum interval between captures), in the hook and the dry run.
  const eager = () => {
    mkdirSync(box.home, { recursive: true });
    writeFileSync(join(box.home, 'config.json'), JSON.stringify({ capture: { min_interval_ms: 0 } }), { mode: 0o600 });
  };
  // The Stop hook after each turn, as the host runs it.
  const stopAfterEachTurn = (sessionId: string, path: string, turns: string[]) => {
    writeFileSync(path, '');
    for (const turn of turns) {
      appendFileSync(path, claudeTurn(turn, { sessionId, cwd: box.project }));
      runStopHook(JSON.stringify({ session_id: sessionId, transcript_path: path, cwd: box.project, hook_event_name: 'Stop' }), box.env);
    }
  };
  const pendingContents = async () => (await box.nuzo(['drafts', 'list', '--json'])).json.drafts.map((d: { content: string }) => d.content) as string[];

  it('a draft rejected with "don\'t suggest again", one pending and one already saved are not proposed', async () => {
    eager();
    const rejected = 'For this repo, always run the strict docs build before pushing.';
    const pending = 'For this repo, never force-push to the release branches.';
    const saved = 'For this repo, keep changelog entries in the imperative mood.';
    const fresh = 'For this repo, run the linter with the strict profile before committing.';
    stopAfterEachTurn('s-first', join(box.root, 'first.jsonl'), [rejected, pending]);
    const drafts = (await box.nuzo(['drafts', 'list', '--json'])).json.drafts as Array<{ id: string; content: string }>;
    assert.deepEqual(drafts.map((d) => d.content).sort(), [pending, rejected].sort());
    assert.equal((await box.nuzo(['drafts', 'reject', drafts.find((d) => d.content === rejected)!.id, '--remember'])).code, 0);
    assert.equal((await box.nuzo(['memory', 'remember', saved])).code, 0);

    const later = [rejected, pending, saved, fresh];
    const path = join(box.root, 'later.jsonl');
    writeFileSync(path, later.map((t) => claudeTurn(t, { sessionId: 's-later', cwd: box.project })).join(''));
    const dry = await box.nuzo(['capture', '--transcript', path, '--json']);
    assert.equal(dry.code, 0, dry.stderr);
    assert.deepEqual(dry.json.drafts.map((d: { content: string }) => d.content), [fresh]);
    // Capture itself already sets aside what an active memory says; the rest is the drafts'.
    assert.deepEqual(dry.json.refused, { DUPLICATE_MEMORY: 1 });
    assert.deepEqual(dry.json.skipped, { duplicate_memory: 0, duplicate_draft: 1, previously_rejected: 1 });
    const text = await box.nuzo(['capture', '--transcript', path]);
    assert.match(text.stdout, /Not proposed again: already pending ×1, rejected with "don't suggest again" ×1/);

    // The hook, over the same turns, files exactly what the dry run showed.
    stopAfterEachTurn('s-later', join(box.root, 'later-live.jsonl'), later);
    assert.deepEqual((await pendingContents()).sort(), [fresh, pending].sort());
  });

  it('a near-repeat later in the same transcript is proposed once, as Stop files it once', async () => {
    eager();
    const turns = ['For this repo, always run the strict docs build before pushing.', 'For this repo, always run the strict docs build before you push.'];
    const dry = await box.nuzo(['capture', '--transcript', transcript(...turns), '--json']);
    assert.deepEqual(dry.json.drafts.map((d: { content: string }) => d.content), [turns[0]]);
    assert.equal(dry.json.skipped.duplicate_draft, 1);
    stopAfterEachTurn('s-live', join(box.root, 'live.jsonl'), turns);
    assert.deepEqual(await pendingContents(), [turns[0]]);
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
