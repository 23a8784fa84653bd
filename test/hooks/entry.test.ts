// The hook shim (hooks/entry.ts → dist/hook.js) against stand-in runtimes: what reaches the
// runtime, and that every failure ends in exit 0 with output the host can parse.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildHooks, REPO } from './build.ts';

const NODE24 = join(REPO, 'node_modules/node24/bin/node');
const STDIN = JSON.stringify({ session_id: 's1', transcript_path: null, cwd: '/tmp', hook_event_name: 'SessionStart', source: 'startup' });

let built = '';
before(async () => { built = (await buildHooks({ runtime: false })).dir; });
after(() => rmSync(built, { recursive: true, force: true }));

// A copy of the built shim next to a stand-in dist/hook-runtime.js.
function shimWith(runtimeSource: string | null): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-shim-')));
  cpSync(join(built, 'hook.js'), join(dir, 'hook.js'));
  cpSync(join(built, 'package.json'), join(dir, 'package.json'));
  if (runtimeSource !== null) writeFileSync(join(dir, 'hook-runtime.js'), runtimeSource);
  return dir;
}

function runShim(dir: string, event: string, options: { env?: Record<string, string>; input?: string; node?: string } = {}) {
  const result = spawnSync(options.node ?? NODE24, [join(dir, 'hook.js'), event], {
    input: options.input ?? STDIN,
    env: { PATH: '/usr/bin:/bin', HOME: dir, ...options.env },
    encoding: 'utf8',
    maxBuffer: 8 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// The shim loads the runtime while it reads stdin, so "skipped" means runHook never ran.
const ECHO_RUNTIME = `import { writeFileSync } from 'node:fs';
export function runHook(event, stdin, env) {
  writeFileSync(new URL('./loaded', import.meta.url), '1');
  return { stdout: JSON.stringify({ event, stdin: JSON.parse(stdin), marker: env.NUZO_E2E_MARK ?? null }), exitCode: 0 };
}
`;

test('the shim hands the event name, stdin and environment to runHook and prints its stdout', (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const event of ['session-start', 'stop', 'user-prompt-submit']) {
    const out = runShim(dir, event, { env: { NUZO_E2E_MARK: 'm1' } });
    assert.equal(out.code, 0);
    assert.equal(out.stderr, '');
    assert.deepEqual(JSON.parse(out.stdout), { event, stdin: JSON.parse(STDIN), marker: 'm1' });
  }
});

test('NUZO_DISABLED=1 exits 0 silently without loading the runtime', (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const value of ['1', 'true']) {
    const out = runShim(dir, 'session-start', { env: { NUZO_DISABLED: value } });
    assert.deepEqual(out, { code: 0, stdout: '', stderr: '' });
  }
  assert.equal(existsSync(join(dir, 'loaded')), false);
});

test('a runtime that throws, rejects, is missing or prints junk for Stop leaves stdout empty', (t) => {
  const cases: Array<[string, string | null, string]> = [
    ['throws', 'export function runHook() { throw new Error("boom"); }', 'session-start'],
    ['rejects', 'export async function runHook() { throw new Error("boom"); }', 'stop'],
    ['fails to load', 'throw new Error("bad bundle");', 'session-start'],
    ['is missing', null, 'session-start'],
    ['has no runHook', 'export const x = 1;', 'stop'],
    ['prints plain text for Stop', 'export function runHook() { return { stdout: "not json", exitCode: 0 }; }', 'stop'],
  ];
  for (const [label, source, event] of cases) {
    const dir = shimWith(source);
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const out = runShim(dir, event);
    assert.deepEqual(out, { code: 0, stdout: '', stderr: '' }, label);
  }
});

test('with NUZO_DEBUG the shim says on stderr why it gave up, still exiting 0', (t) => {
  const dir = shimWith('export function runHook() { throw new Error("boom\\nsecond line"); }');
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = runShim(dir, 'session-start', { env: { NUZO_DEBUG: '1' } });
  assert.deepEqual(out, { code: 0, stdout: '', stderr: 'nuzo hook: boom\n' });
});

test('plain-text SessionStart output passes through (both hosts add it to the context)', (t) => {
  const dir = shimWith('export function runHook() { return { stdout: "plain context", exitCode: 0 }; }');
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.equal(runShim(dir, 'session-start').stdout, 'plain context\n');
});

test('stdin over 1 MiB skips the hook; an unknown event name does nothing', (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const huge = JSON.stringify({ hook_event_name: 'Stop', last_assistant_message: 'x'.repeat(1024 * 1024 + 10) });
  assert.deepEqual(runShim(dir, 'stop', { input: huge }), { code: 0, stdout: '', stderr: '' });
  assert.deepEqual(runShim(dir, 'session-end'), { code: 0, stdout: '', stderr: '' });
  assert.deepEqual(runShim(dir, ''), { code: 0, stdout: '', stderr: '' });
  assert.equal(existsSync(join(dir, 'loaded')), false);
});

test('a runtime that never finishes is cut off by the watchdog with exit 0 and no output', (t) => {
  const dir = shimWith('export function runHook() { setInterval(() => {}, 1000); return new Promise(() => {}); }');
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.deepEqual(runShim(dir, 'session-start'), { code: 0, stdout: '', stderr: '' });
});

const systemNode = spawnSync('sh', ['-c', 'command -v node'], { env: { PATH: '/usr/local/bin:/usr/bin:/bin' }, encoding: 'utf8' }).stdout.trim();
const systemVersion = systemNode ? spawnSync(systemNode, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
const oldNode = /^v(\d+)\.(\d+)/.exec(systemVersion);
const isOld = oldNode !== null && (Number(oldNode[1]) < 22 || (Number(oldNode[1]) === 22 && Number(oldNode[2]) < 13));

test('on Node older than 22.13 SessionStart prints one notice line and other hooks print nothing', { skip: !isOld && `no Node < 22.13 on PATH (found ${systemVersion || 'none'})` }, (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const start = runShim(dir, 'session-start', { node: systemNode });
  assert.deepEqual(start, { code: 0, stdout: `Nuzo needs Node >= 22.13 (found ${systemVersion}); memory is off for this session.\n`, stderr: '' });
  for (const event of ['stop', 'user-prompt-submit']) {
    assert.deepEqual(runShim(dir, event, { node: systemNode, env: { PLUGIN_ROOT: dir } }), { code: 0, stdout: '', stderr: '' });
  }
  assert.equal(existsSync(join(dir, 'loaded')), false);
});
