// The hook shim (hooks/entry.ts → dist/hook.cjs) against stand-in runtimes: what reaches the
// runtime, and that every failure ends in exit 0 with output the host can parse.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { devModules } from '../../scripts/dev-tools.mjs';
import { buildHooks } from './build.ts';

const NODE24 = join(devModules(), 'node24/bin/node');
const STDIN = JSON.stringify({ session_id: 's1', transcript_path: null, cwd: '/tmp', hook_event_name: 'SessionStart', source: 'startup' });

let built = '';
before(async () => { built = (await buildHooks({ runtime: false })).dir; });
after(() => rmSync(built, { recursive: true, force: true }));

// A copy of the built shim next to a stand-in dist/hook-runtime.cjs.
function shimWith(runtimeSource: string | null): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'nuzo-shim-')));
  cpSync(join(built, 'hook.cjs'), join(dir, 'hook.cjs'));
  if (runtimeSource !== null) writeFileSync(join(dir, 'hook-runtime.cjs'), runtimeSource);
  return dir;
}

function runShim(dir: string, event: string, options: { env?: Record<string, string>; input?: string; node?: string } = {}) {
  const result = spawnSync(options.node ?? NODE24, [join(dir, 'hook.cjs'), event], {
    input: options.input ?? STDIN,
    env: { PATH: '/usr/bin:/bin', HOME: dir, ...options.env },
    encoding: 'utf8',
    maxBuffer: 8 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// The stand-in marks that it was loaded: a skipped hook never loads its runtime at all.
const ECHO_RUNTIME = `const { writeFileSync } = require('node:fs');
writeFileSync(require('node:path').join(__dirname, 'loaded'), '1');
exports.runHook = function runHook(event, stdin, env) {
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
    ['throws', 'exports.runHook = () => { throw new Error("boom"); };', 'session-start'],
    ['rejects', 'exports.runHook = async () => { throw new Error("boom"); };', 'stop'],
    ['fails to load', 'throw new Error("bad bundle");', 'session-start'],
    ['does not parse', 'exports.runHook = (;', 'session-start'],
    ['is missing', null, 'session-start'],
    ['has no runHook', 'exports.x = 1;', 'stop'],
    ['prints plain text for Stop', 'exports.runHook = () => ({ stdout: "not json", exitCode: 0 });', 'stop'],
  ];
  for (const [label, source, event] of cases) {
    const dir = shimWith(source);
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const out = runShim(dir, event);
    assert.deepEqual(out, { code: 0, stdout: '', stderr: '' }, label);
  }
});

test('with NUZO_DEBUG the shim says on stderr why it gave up, still exiting 0', (t) => {
  const dir = shimWith('exports.runHook = () => { throw new Error("boom\\nsecond line"); };');
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = runShim(dir, 'session-start', { env: { NUZO_DEBUG: '1' } });
  assert.deepEqual(out, { code: 0, stdout: '', stderr: 'nuzo hook: boom\n' });
});

test('plain-text SessionStart output passes through (both hosts add it to the context)', (t) => {
  const dir = shimWith('exports.runHook = () => ({ stdout: "plain context", exitCode: 0 });');
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
  const dir = shimWith('exports.runHook = () => { setInterval(() => {}, 1000); return new Promise(() => {}); };');
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.deepEqual(runShim(dir, 'session-start'), { code: 0, stdout: '', stderr: '' });
});

const systemNode = spawnSync('sh', ['-c', 'command -v node'], { env: { PATH: '/usr/local/bin:/usr/bin:/bin' }, encoding: 'utf8' }).stdout.trim();
const systemVersion = systemNode ? spawnSync(systemNode, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
const oldNode = /^v(\d+)\.(\d+)/.exec(systemVersion);
const isOld = oldNode !== null && (Number(oldNode[1]) < 22 || (Number(oldNode[1]) === 22 && Number(oldNode[2]) < 13));

test('on Node older than 22.13 SessionStart tells the model every time and the user once per host; other hooks print nothing', { skip: !isOld && `no Node < 22.13 on PATH (found ${systemVersion || 'none'})` }, (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const notice = `Nuzo needs Node >= 22.13 (found ${systemVersion}); memory is off for this session.`;
  const told = `Nuzo is off: the node on PATH is ${systemVersion} and Nuzo needs 22.13 or newer. Install Node 22.13+ or 24 and start a new session.`;
  const cache = " Claude Code then keeps Nuzo's tools off for up to 15 minutes: delete ~/.claude/mcp-needs-auth-cache.json to retry at once.";
  const once = JSON.stringify({ systemMessage: `${told}${cache}`, hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: notice } });
  const onceCodex = JSON.stringify({ systemMessage: told, hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: notice } });
  // HOME is the shim's folder here, so the mark lands in <dir>/.nuzo/logs.
  assert.deepEqual(runShim(dir, 'session-start', { node: systemNode }), { code: 0, stdout: `${once}\n`, stderr: '' }, 'first Claude session');
  assert.deepEqual(runShim(dir, 'session-start', { node: systemNode }), { code: 0, stdout: `${notice}\n`, stderr: '' }, 'later Claude sessions');
  assert.deepEqual(runShim(dir, 'session-start', { node: systemNode, env: { PLUGIN_ROOT: dir } }), { code: 0, stdout: `${onceCodex}\n`, stderr: '' }, 'first Codex session');
  assert.deepEqual(runShim(dir, 'session-start', { node: systemNode, env: { PLUGIN_ROOT: dir } }), { code: 0, stdout: `${notice}\n`, stderr: '' }, 'later Codex sessions');
  assert.equal(statSync(join(dir, '.nuzo')).mode & 0o777, 0o700);
  assert.equal(statSync(join(dir, '.nuzo/logs/old-node-notice-claude')).mode & 0o777, 0o600);
  const elsewhere = join(dir, 'other-home');
  assert.equal(runShim(dir, 'session-start', { node: systemNode, env: { NUZO_HOME: elsewhere } }).stdout, `${once}\n`, 'NUZO_HOME holds the mark');
  assert.ok(existsSync(join(elsewhere, 'logs/old-node-notice-claude')));
  for (const event of ['stop', 'user-prompt-submit']) {
    assert.deepEqual(runShim(dir, event, { node: systemNode, env: { PLUGIN_ROOT: dir } }), { code: 0, stdout: '', stderr: '' });
  }
  assert.equal(existsSync(join(dir, 'loaded')), false);
});

// Hosts hand stdin over as a pipe (Codex), a socket (libuv-based parents) or, by hand, a
// file; spawnSync above gives a socket. A pipe is read without blocking, so a parent that
// never ends it costs the hook its stdin wait (2 s), not the host's timeout.
function viaShell(dir: string, redirect: string, env: Record<string, string> = {}) {
  const started = Date.now();
  const result = spawnSync('bash', ['-c', `exec "$NODE" "$HOOK" session-start ${redirect}`], {
    env: { PATH: '/usr/bin:/bin', HOME: dir, NODE: NODE24, HOOK: join(dir, 'hook.cjs'), PAYLOAD: STDIN, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, ms: Date.now() - started };
}

test('stdin arrives whole through a pipe and from a file', (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const expected = { event: 'session-start', stdin: JSON.parse(STDIN), marker: null };
  const piped = viaShell(dir, `< <(printf %s "$PAYLOAD")`);
  assert.equal(piped.code, 0, piped.stderr);
  assert.deepEqual(JSON.parse(piped.stdout), expected);
  writeFileSync(join(dir, 'payload.json'), STDIN);
  const fromFile = viaShell(dir, `< "${join(dir, 'payload.json')}"`);
  assert.deepEqual(JSON.parse(fromFile.stdout), expected);
});

test('a pipe the host never closes skips the hook after the stdin wait, not the host timeout', (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // The writer sends the payload and then holds the pipe open for 30 s.
  const out = viaShell(dir, `< <(printf %s "$PAYLOAD"; exec sleep 30 2>/dev/null)`);
  assert.deepEqual({ code: out.code, stdout: out.stdout, stderr: out.stderr }, { code: 0, stdout: '', stderr: '' });
  assert.ok(out.ms < 15_000, `the hook waited ${out.ms} ms on an open pipe`);
  assert.equal(existsSync(join(dir, 'loaded')), false);
});

test('a closed, empty or unreadable stdin skips the hook silently', (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const redirect of ['<&-', '< /dev/null', `< "${dir}"`]) {
    const out = viaShell(dir, redirect, { NUZO_DEBUG: '1' });
    assert.deepEqual({ code: out.code, stdout: out.stdout }, { code: 0, stdout: '' }, redirect);
    assert.match(out.stderr, /^nuzo hook: stdin empty, unreadable or over 1 MiB\n$/, redirect);
  }
  assert.equal(existsSync(join(dir, 'loaded')), false);
});

// A device or pipe that never runs dry always has data, so a reader that checks its clock
// only when a read would block never stops (and the watchdog cannot fire inside it). Every
// hook entry must give up within its stdin wait, from /dev/zero and from an endless pipe.
test('stdin that never runs dry (/dev/zero, an endless pipe) skips every hook within the stdin wait', (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const event of ['session-start', 'stop', 'user-prompt-submit']) {
    for (const redirect of ['< /dev/zero', '< <(exec yes 2>/dev/null)', `< <(printf %s "$PAYLOAD"; exec cat /dev/zero 2>/dev/null)`]) {
      const started = Date.now();
      // Without the caps this runs for ever: spawnSync kills it after 30 s (status null).
      const result = spawnSync('bash', ['-c', `exec "$NODE" "$HOOK" ${event} ${redirect}`], {
        env: { PATH: '/usr/bin:/bin', HOME: dir, NODE: NODE24, HOOK: join(dir, 'hook.cjs'), PAYLOAD: STDIN, NUZO_DEBUG: '1' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      const label = `${event} ${redirect}`;
      assert.equal(result.status, 0, `${label}: killed after ${Date.now() - started} ms`);
      assert.equal(result.stdout, '', label);
      assert.match(result.stderr, /^nuzo hook: stdin empty, unreadable or over 1 MiB\n$/, label);
    }
  }
  assert.equal(existsSync(join(dir, 'loaded')), false);
});

// What libuv-based hosts hand a child is a socket, read as it is (never reopened): a writer
// that never stops must still end the hook, by the byte cap.
test('a socket stdin whose writer never stops skips every hook', async (t) => {
  const dir = shimWith(ECHO_RUNTIME);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const event of ['session-start', 'stop', 'user-prompt-submit']) {
    const child = spawn(NODE24, [join(dir, 'hook.cjs'), event], { env: { PATH: '/usr/bin:/bin', HOME: dir, NUZO_DEBUG: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
    child.stdin.on('error', () => { /* the hook stopped reading: expected */ });
    const chunk = Buffer.alloc(64 * 1024, 0x7b);
    let open = true;
    const pump = () => { while (open && child.stdin.write(chunk)); };
    child.stdin.on('drain', pump);
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => { open = false; clearTimeout(killer); resolve(code); }));
    pump();
    const code = await exited;
    assert.equal(code, 0, `${event}: killed after 30 s`);
    assert.equal(stdout, '', event);
    assert.match(stderr, /^nuzo hook: stdin empty, unreadable or over 1 MiB\n$/, event);
  }
  assert.equal(existsSync(join(dir, 'loaded')), false);
});
