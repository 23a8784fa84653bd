// The process both hosts start for every Nuzo hook: `node dist/hook.cjs <event>`. It is built
// for node16 as CommonJS and loads nothing but node:fs and node:module until it knows the
// Node is new enough, so even a Node too old for node:sqlite runs it and can say why memory
// is off. It never fails in a way the host shows: every path ends in exit 0 with stdout the
// host can parse (Codex Stop accepts JSON or nothing), and a watchdog ends the process
// before the host's own timeout would report it.
//
// Start-up cost is the whole point of how this file is written. The bundles are CommonJS
// because ESM would build a namespace for each builtin it imports (node:fs's pulls in
// fs/promises, readline and more) and walk the async module-job pipeline per file. Stdin and
// stdout go through file descriptors, never process.stdin/stdout: those streams load the
// net and stream modules, about 8 ms of wall time where a bare `node -e 0` takes 75 ms.
import { closeSync, constants, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync, writeSync } from 'node:fs';

export type HookOutcome = { stdout: string; exitCode: 0 };

const MAX_STDIN_BYTES = 1024 * 1024;
// Read (and dropped) past the cap so a host that wrote a little too much is not left blocked
// on a full pipe; a source that keeps giving past this (/dev/zero, `yes |`) is given up on.
const MAX_DRAIN_BYTES = 4 * MAX_STDIN_BYTES;
const STDIN_WAIT_MS = 2000;
const MIN_NODE: [number, number] = [22, 13];
// Below each hook's timeout in hooks/hooks.json (5 s and 10 s).
const WATCHDOG_MS: Record<string, number> = { 'session-start': 4000, 'user-prompt-submit': 4000, stop: 9000, 'pre-tool-use': 4000 };

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());

const pause = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(pause, 0, 0, ms);

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

// Writes all of `text` to fd 1, waiting out EAGAIN on a non-blocking pipe.
function writeAll(text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let offset = 0; offset < bytes.length;) {
    try {
      offset += writeSync(1, bytes, offset, bytes.length - offset);
    } catch (error) {
      if (errorCode(error) !== 'EAGAIN') return; // the host stopped listening: nothing to tell
      sleep(1);
    }
  }
}

function finish(stdout: string): never {
  if (stdout) writeAll(stdout.endsWith('\n') ? stdout : `${stdout}\n`);
  process.exit(0);
}

function debug(reason: string): void {
  if (truthy(process.env.NUZO_DEBUG)) {
    try { writeSync(2, `nuzo hook: ${reason}\n`); } catch { /* stderr gone */ }
  }
}

// A pipe or terminal on fd 0 is reopened non-blocking through /proc (Linux), so a host that
// never closes stdin costs at most STDIN_WAIT_MS. Sockets (what libuv-based parents hand a
// child) and regular files cannot be reopened that way; they are read as they are: a file
// always ends, and a socket parent ends stdin after writing the payload, as both hosts do.
function openStdin(): { fd: number; own: boolean } {
  try {
    const stat = fstatSync(0);
    if (stat.isFIFO() || stat.isCharacterDevice()) return { fd: openSync('/proc/self/fd/0', constants.O_RDONLY | constants.O_NONBLOCK), own: true };
  } catch {
    // No /proc, or fd 0 is closed (the read below then fails and the hook is skipped).
  }
  return { fd: 0, own: false };
}

// Reads all of stdin (the host writes it whole; leaving it unread can fail its write) but
// keeps at most the cap; an oversized, unreadable or never-ending stdin yields null.
// (Node itself puts /dev/null on a closed fd 0, which reads as empty.) Both caps are checked
// on every read, not only when a read would block: a device or pipe that never runs dry
// (/dev/zero, `yes |`) always has data, and the watchdog timer cannot fire inside this loop.
function readStdin(): string | null {
  const { fd, own } = openStdin();
  const deadline = Date.now() + STDIN_WAIT_MS;
  const chunks: Buffer[] = [];
  const buffer = Buffer.allocUnsafe(64 * 1024);
  let size = 0;
  try {
    for (;;) {
      if (Date.now() >= deadline) return null;
      let n: number;
      try {
        n = readSync(fd, buffer, 0, buffer.length, null);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'EAGAIN' && Date.now() < deadline) { sleep(1); continue; }
        if (code === 'EOF') break; // Windows pipes report their end this way
        return null;
      }
      if (n === 0) break;
      size += n;
      if (size > MAX_DRAIN_BYTES) return null;
      if (size <= MAX_STDIN_BYTES) chunks.push(Buffer.from(buffer.subarray(0, n)));
    }
  } finally {
    if (own) try { closeSync(fd); } catch { /* already closed */ }
  }
  return size > MAX_STDIN_BYTES ? null : Buffer.concat(chunks).toString('utf8');
}

function nuzoHomeDir(): string {
  return process.env.NUZO_HOME?.trim() || (process.env.HOME ? `${process.env.HOME}/.nuzo` : '');
}

// Whether NUZO_HOME/memory/guards.json exists: one stat, no parse.
function guardsIndexed(): boolean {
  const home = nuzoHomeDir();
  return home !== '' && existsSync(`${home}/memory/guards.json`);
}

function nodeTooOld(): boolean {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1]);
}

// On a Node too old for node:sqlite the model hears it at every session start (one line of
// context), and the user once per host and Node version: a systemMessage, which both hosts
// show to the user and not to the model. Without it a user whose `node` is old would see
// nothing at all and believe memory works.
// Claude Code does not retry a failed MCP start for 15 minutes (lib/node-advice.ts says the
// same; the shim imports nothing of lib/, so the sentence is spelled out here).
const CLAUDE_CACHE_NOTE = ' Claude Code then keeps Nuzo\'s tools off for up to 15 minutes: delete ~/.claude/mcp-needs-auth-cache.json to retry at once.';

function oldNodeNotice(): string {
  const context = `Nuzo needs Node >= ${MIN_NODE.join('.')} (found ${process.version}); memory is off for this session.`;
  if (!firstNoticeFor(process.version)) return context;
  return JSON.stringify({
    systemMessage: `Nuzo is off: the node on PATH is ${process.version} and Nuzo needs ${MIN_NODE.join('.')} or newer. Install Node 22.13+ or 24 and start a new session.${process.env.PLUGIN_ROOT ? '' : CLAUDE_CACHE_NOTE}`,
    hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: context },
  });
}

// Remembered in NUZO_HOME/logs (purged with the rest). If the mark cannot be read or written
// the user is told again: repeating beats staying silent.
function firstNoticeFor(version: string): boolean {
  const home = process.env.NUZO_HOME?.trim() || (process.env.HOME ? `${process.env.HOME}/.nuzo` : '');
  if (!home) return true;
  const mark = `${home}/logs/old-node-notice-${process.env.PLUGIN_ROOT ? 'codex' : 'claude'}`;
  try {
    if (readFileSync(mark, 'utf8') === version) return false;
  } catch { /* not told yet */ }
  try {
    mkdirSync(`${home}/logs`, { recursive: true, mode: 0o700 });
    writeFileSync(mark, version, { mode: 0o600 });
  } catch { /* read-only home: tell again next time */ }
  return true;
}

// Stop output must be JSON for Codex (plain text there is an invalid hook result) and is
// only ever a systemMessage for Claude, so anything else is dropped.
function safeOutput(event: string, stdout: string): string {
  if (event !== 'stop' || !stdout.trim()) return stdout;
  try {
    JSON.parse(stdout);
    return stdout;
  } catch {
    return '';
  }
}

type Runtime = { runHook(event: string, stdin: string, env: NodeJS.ProcessEnv, startedAt: number): HookOutcome | Promise<HookOutcome> };

function loadRuntime(event: string): Runtime {
  try {
    // Node >= 22.1: cache compiled code so later hook runs skip most of the parse/compile.
    (require('node:module') as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  } catch {
    // No cache: slower, still correct.
  }
  // hooks/hooks.json gives the Stop command the flag itself (`node --no-regexp-tier-up …`):
  // setting it from here costs loading node:v8, ~4 ms of a ~55 ms hook. A Stop run by hand
  // without the flag still gets it below.
  if (event === 'stop' && !process.execArgv.includes('--no-regexp-tier-up')) {
    try {
      // Stop runs each capture cue and policy rule over every sentence of the turn, so most
      // patterns run more than once. V8 first compiles a pattern to bytecode and, on its
      // second run, again to machine code; compiling straight to machine code pays once
      // (judging one sentence: 5.6 ms against 2.8 ms, and its second run 2.1 ms against
      // 0.02 ms). It changes what is compiled, not what matches. SessionStart runs most of
      // its patterns once and measured the same either way, so it keeps the default.
      (require('node:v8') as { setFlagsFromString(flags: string): void }).setFlagsFromString('--no-regexp-tier-up');
    } catch {
      // Slower, still correct.
    }
  }
  // dist/hook-runtime.cjs next to this file; left out of this bundle by scripts/build.mjs.
  return require('./hook-runtime.cjs') as Runtime;
}

async function main(): Promise<void> {
  const event = (process.argv[2] ?? '').toLowerCase();
  if (!(event in WATCHDOG_MS)) return finish('');
  // Deadlines count from process start: node's own start-up is part of the host's budget.
  const startedAt = Math.round(Date.now() - process.uptime() * 1000);
  setTimeout(() => { debug('watchdog'); process.exit(0); }, WATCHDOG_MS[event]).unref();
  const stdin = readStdin();
  if (truthy(process.env.NUZO_DISABLED)) return finish('');
  // PreToolUse runs before every tool call: without a guards index (lib/guards/index-file.ts)
  // there is nothing to check, and no more code is loaded
  // (a call that looks like `guard add|remove|rm` still goes on: the hook refuses guard
  // changes by the agent).
  if (event === 'pre-tool-use' && !guardsIndexed() && !/guard(?:\s|\\[tn])+(?:add|remove|rm)\b/.test(stdin ?? '')) return finish('');
  if (nodeTooOld()) return finish(event === 'session-start' ? oldNodeNotice() : '');
  if (stdin === null || stdin.trim() === '') {
    debug('stdin empty, unreadable or over 1 MiB');
    return finish('');
  }
  const outcome = await loadRuntime(event).runHook(event, stdin, process.env, startedAt);
  finish(safeOutput(event, typeof outcome?.stdout === 'string' ? outcome.stdout : ''));
}

main().catch((error: unknown) => {
  debug(String((error as Error)?.message ?? error).split('\n')[0]);
  finish('');
});
