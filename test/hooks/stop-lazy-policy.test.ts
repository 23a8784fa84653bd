// The Stop bundle keeps content policy in the hook-policy sibling (scripts/build.mjs,
// lazyPolicy): an ordinary turn never loads it, a turn that could become a draft loads it in
// the same process, and what policy refuses is still refused, with no byte of it on disk.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { listDrafts } from '../../lib/drafts/queue.ts';
import { USER_SCOPE } from '../../lib/scope.ts';
import { prefilteredPatterns, readingKey, requiredLiterals } from '../../lib/capture/prefilter.ts';
import '../../lib/capture/index.ts';
import { filesContaining } from '../support/files.ts';
import { sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { buildHooks, type HookBuild } from './build.ts';

let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

// One Stop in a fresh process that requires the bundle itself, so its module cache tells
// which siblings the turn loaded.
function stopInFreshProcess(env: Record<string, string>, payload: object): { policyLoaded: boolean; stdout: string } {
  const script = `
    const stop = require(${JSON.stringify(join(built.dir, 'hook-stop.cjs'))});
    const out = stop.runStopHook(${JSON.stringify(JSON.stringify(payload))}, process.env);
    const policyLoaded = Object.keys(require.cache).some((file) => file.endsWith('hook-policy.cjs'));
    process.stdout.write(JSON.stringify({ policyLoaded, stdout: out.stdout }));`;
  const run = spawnSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout) as { policyLoaded: boolean; stdout: string };
}

test('an ordinary turn does not load content policy; a rule does, and a secret is still refused', (t) => {
  if (built.runtimeError) return t.skip(`runtime bundles did not build: ${built.runtimeError}`);
  assert.doesNotMatch(readFileSync(join(built.dir, 'hook-stop.cjs'), 'utf8'), /lib\/policy\/(scan|secrets|pii)\.ts/);
  const box = sandbox();
  t.after(() => box.cleanup());
  const transcript = join(box.root, 'session.jsonl');
  const session = (n: number) => `5e551047-0000-4000-8000-00000000000${n}`;
  const payload = (n: number) => ({ session_id: session(n), transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false });
  const drafts = () => listDrafts(box.open(), [box.projectScope, USER_SCOPE]).map((d) => d.content);

  writeFileSync(transcript, claudeTurn('Rename variable v1 in module 1, then run the tests.', { sessionId: session(1), cwd: box.project }));
  assert.deepEqual(stopInFreshProcess(box.env, payload(1)), { policyLoaded: false, stdout: '' });
  assert.deepEqual(drafts(), []);

  const secret = 'Tr0ub4dor&3xK9q';
  writeFileSync(transcript, claudeTurn(`Always log in to staging with the password ${secret} when you deploy.`, { sessionId: session(2), cwd: box.project }));
  assert.equal(stopInFreshProcess(box.env, payload(2)).policyLoaded, true);
  assert.deepEqual(drafts(), []);
  assert.deepEqual(filesContaining(box.home, secret), []);

  writeFileSync(transcript, claudeTurn('For this repo, always run the linter before committing.', { sessionId: session(3), cwd: box.project }));
  const rule = stopInFreshProcess(box.env, payload(3));
  assert.equal(rule.policyLoaded, true);
  assert.match(rule.stdout, /1 memory suggestion waiting/);
  assert.equal(drafts().length, 1);
});

test('every bundle that captures carries the prefilter readings, so a hook never parses pattern sources', (t) => {
  if (built.runtimeError) return t.skip(`runtime bundles did not build: ${built.runtimeError}`);
  const line = readFileSync(join(built.dir, 'hook-stop.cjs'), 'utf8').split('\n').find((l) => l.startsWith('var READINGS = '));
  assert.ok(line, 'hook-stop.cjs defines READINGS');
  const readings = runInNewContext(line.replace(/^var READINGS = /, '').replace(/;$/, '')) as Map<string, string[] | null>;
  const patterns = prefilteredPatterns();
  assert.ok(patterns.length > 0);
  for (const pattern of patterns) {
    assert.ok(readings.has(readingKey(pattern)), `${pattern} has no reading in hook-stop.cjs`);
    assert.equal(JSON.stringify(readings.get(readingKey(pattern))), JSON.stringify(requiredLiterals(pattern)));
  }
});
