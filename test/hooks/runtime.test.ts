// dist/hook.cjs + dist/hook-runtime.cjs as the hosts run them (built from source into a temp
// dir), on a real store: the adapter maps each event to its lib/hooks function.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { devModules } from '../../scripts/dev-tools.mjs';
import { remember } from '../../lib/memory/remember.ts';
import { sandbox } from '../support/sandbox.ts';
import { buildHooks, type HookBuild } from './build.ts';

const NODE24 = join(devModules(), 'node24/bin/node');
let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

function hook(event: string, input: Record<string, unknown>, env: Record<string, string>) {
  const result = spawnSync(NODE24, [join(built.dir, 'hook.cjs'), event], { input: JSON.stringify(input), env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('SessionStart through the built shim and runtime recalls this project\'s memories', (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  remember(box.open(), { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });

  const out = hook('session-start', { session_id: 's1', transcript_path: null, cwd: box.project, hook_event_name: 'SessionStart', source: 'startup' }, box.env);

  assert.equal(out.code, 0, out.stderr);
  const context = JSON.parse(out.stdout).hookSpecificOutput;
  assert.equal(context.hookEventName, 'SessionStart');
  assert.match(context.additionalContext, /Run make lint before committing\./);
});

test('Stop and UserPromptSubmit through the built runtime print nothing or JSON, never fail', (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  remember(box.open(), { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  const base = { session_id: 's1', transcript_path: join(box.root, 'missing.jsonl'), cwd: box.project };
  for (const [event, input, env] of [
    ['stop', { ...base, hook_event_name: 'Stop', stop_hook_active: false }, { ...box.env, PLUGIN_ROOT: box.root }],
    ['user-prompt-submit', { ...base, hook_event_name: 'UserPromptSubmit', prompt: 'lint before commit?' }, box.env],
    ['user-prompt-submit', { ...base, hook_event_name: 'UserPromptSubmit', prompt: 'lint before commit?' }, { ...box.env, NUZO_PROMPT_RECALL: '1' }],
  ] as const) {
    const out = hook(event, input, env);
    assert.equal(out.code, 0, out.stderr);
    if (out.stdout) assert.doesNotThrow(() => JSON.parse(out.stdout), `${event}: ${out.stdout}`);
  }
});
