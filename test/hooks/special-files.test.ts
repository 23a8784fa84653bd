// A transcript_path is whatever the hook input says. Through the built shim and runtime,
// paths that are not regular files (a FIFO nobody writes to, /dev/zero, a directory, a
// socket, a symlink to a FIFO) must end the hook well inside its deadline, with exit 0 and
// nothing on stdout; the FIFO used to block open() past every watchdog.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { STOP_DEADLINE_MS } from '../../lib/hooks/stop.ts';
import { remember } from '../../lib/memory/remember.ts';
import { readNewLines } from '../../lib/transcript/reader.ts';
import { devModules } from '../../scripts/dev-tools.mjs';
import { sandbox, type Sandbox } from '../support/sandbox.ts';
import { buildHooks, type HookBuild } from './build.ts';

const NODE24 = join(devModules(), 'node24/bin/node');
let built: HookBuild = { dir: '', runtimeError: 'not built' };
before(async () => { built = await buildHooks(); });
after(() => built.dir && rmSync(built.dir, { recursive: true, force: true }));

function specialPaths(box: Sandbox, t: test.TestContext): Promise<Array<[string, string]>> {
  const dir = join(box.root, 'special');
  mkdirSync(dir);
  const fifo = join(dir, 'transcript.fifo');
  execFileSync('mkfifo', [fifo]);
  symlinkSync(fifo, join(dir, 'link-to-fifo.jsonl'));
  mkdirSync(join(dir, 'a-directory.jsonl'));
  const socket = join(dir, 's.sock');
  const server: Server = createServer();
  t.after(() => server.close());
  return new Promise((resolve) => server.listen(socket, () => resolve([
    ['a FIFO with no writer', fifo],
    ['a symlink to that FIFO', join(dir, 'link-to-fifo.jsonl')],
    ['/dev/zero', '/dev/zero'],
    ['a directory', join(dir, 'a-directory.jsonl')],
    ['a socket', socket],
  ])));
}

function hook(event: string, input: Record<string, unknown>, env: Record<string, string>) {
  const started = Date.now();
  // The kill is only a backstop so a regression fails the test instead of hanging it.
  const result = spawnSync(NODE24, [join(built.dir, 'hook.cjs'), event], { input: JSON.stringify(input), env, encoding: 'utf8', timeout: 20_000 });
  return { code: result.status, signal: result.signal, stdout: result.stdout, ms: Date.now() - started };
}

test('Stop ends within its deadline whatever kind of file transcript_path names', async (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  // The hook's start-up, measured here and now on an ordinary transcript, is not part of its
  // deadline: on a loaded machine it alone can take seconds.
  const startup = hook('stop', { session_id: 's1', transcript_path: join(box.root, 'missing.jsonl'), cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false }, box.env).ms;
  for (const [label, path] of await specialPaths(box, t)) {
    const out = hook('stop', { session_id: 's1', transcript_path: path, cwd: box.project, hook_event_name: 'Stop', stop_hook_active: false }, box.env);
    assert.equal(out.signal, null, `${label}: the hook had to be killed after ${out.ms} ms`);
    assert.equal(out.code, 0, label);
    assert.equal(out.stdout, '', label);
    assert.ok(out.ms < STOP_DEADLINE_MS + startup, `${label}: took ${out.ms} ms (${startup} ms without a transcript)`);
  }
  // Each refusal is logged as a fail-open error code, never with the path.
  const log = readFileSync(join(box.home, 'logs', 'hooks.log'), 'utf8');
  assert.ok(!log.includes(box.root), 'the log holds no paths');
  assert.match(log, /Stop INVALID_INPUT/);
});

test('UserPromptSubmit recall ends quickly on a FIFO transcript too', async (t) => {
  if (built.runtimeError) return t.skip(built.runtimeError);
  const box = sandbox();
  t.after(() => box.cleanup());
  remember(box.open(), { content: 'Run make lint before committing.', kind: 'instruction', scope: box.projectScope });
  const startup = hook('user-prompt-submit', { session_id: 's1', transcript_path: join(box.root, 'missing.jsonl'), cwd: box.project, hook_event_name: 'UserPromptSubmit', prompt: 'lint before commit?' }, { ...box.env, NUZO_PROMPT_RECALL: '1' }).ms;
  for (const [label, path] of await specialPaths(box, t)) {
    const out = hook('user-prompt-submit', { session_id: 's1', transcript_path: path, cwd: box.project, hook_event_name: 'UserPromptSubmit', prompt: 'lint before commit?' }, { ...box.env, NUZO_PROMPT_RECALL: '1' });
    assert.equal(out.signal, null, `${label}: the hook had to be killed after ${out.ms} ms`);
    assert.equal(out.code, 0, label);
    assert.ok(out.ms < 2 * startup + 2000, `${label}: took ${out.ms} ms (${startup} ms without a transcript)`);
  }
});

test('the transcript reader refuses a non-regular file without opening it for a blocking read', async (t) => {
  const box = sandbox();
  t.after(() => box.cleanup());
  for (const [label, path] of await specialPaths(box, t)) {
    assert.throws(() => readNewLines(path, null), (error: { code?: string }) => error.code === 'INVALID_INPUT', label);
  }
  assert.equal(readNewLines(join(box.root, 'not-yet.jsonl'), null).reset, 'first_sight', 'a missing file is still "nothing yet"');
});
