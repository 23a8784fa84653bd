// The Stop command in hooks/hooks.json starts node with --no-regexp-tier-up, so the hook
// need not load node:v8 to set it (~4 ms of every Stop); run without the flag (by hand, or
// an older hooks.json) the hook still sets it itself.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sandbox } from '../support/sandbox.ts';
import { claudeTurn } from '../support/transcripts.ts';
import { buildHooks, type HookBuild } from './build.ts';

let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

const hooksJson = JSON.parse(readFileSync(new URL('../../hooks/hooks.json', import.meta.url), 'utf8'));
const stopCommand: string = hooksJson.hooks.Stop[0].hooks[0].command;

test('the Stop command gives node the flag, and this node accepts it', () => {
  assert.match(stopCommand, /; node --no-regexp-tier-up "\$\{CLAUDE_PLUGIN_ROOT\}\/dist\/hook\.cjs" stop$/);
  const run = spawnSync(process.execPath, ['--no-regexp-tier-up', '-e', '0'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  for (const event of ['SessionStart', 'UserPromptSubmit', 'PreToolUse']) {
    assert.doesNotMatch(hooksJson.hooks[event][0].hooks[0].command, /--no-regexp/, `${event} keeps V8's default`);
  }
});

test('with the flag on its command line the Stop hook does not load node:v8; without it, it does', (t) => {
  if (built.runtimeError) return t.skip(`runtime bundles did not build: ${built.runtimeError}`);
  const box = sandbox();
  t.after(() => box.cleanup());
  // Preloaded into the hook's process: at exit, say whether node:v8 was ever loaded.
  const probe = join(box.root, 'probe.cjs');
  writeFileSync(probe, "process.on('exit', () => process.stderr.write(`v8-loaded=${process.moduleLoadList.includes('NativeModule v8')}\\n`));\n");
  const transcript = join(box.root, 't.jsonl');
  const stop = (flags: string[], n: number) => {
    writeFileSync(transcript, claudeTurn(`Rename variable v${n} in the parser module, then run the tests.`, { sessionId: `00000000-0000-4000-8000-00000000000${n}`, cwd: box.project }));
    const payload = { session_id: `00000000-0000-4000-8000-00000000000${n}`, transcript_path: transcript, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false };
    const run = spawnSync(process.execPath, [...flags, '--require', probe, join(built.dir, 'hook.cjs'), 'stop'], { input: JSON.stringify(payload), env: box.env, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    return /v8-loaded=(true|false)/.exec(run.stderr)?.[1];
  };
  assert.equal(stop(['--no-regexp-tier-up'], 1), 'false');
  assert.equal(stop([], 2), 'true');
});
