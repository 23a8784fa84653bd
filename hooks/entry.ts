// The process both hosts start for every Nuzo hook: `node dist/hook.js <event>`. It is built
// for node16 and imports nothing statically, so even a Node too old for node:sqlite parses
// it and can say why memory is off. It never fails in a way the host shows: every path ends
// in exit 0 with stdout the host can parse (Codex Stop accepts JSON or nothing), and a
// watchdog ends the process before the host's own timeout would report it.

export type HookOutcome = { stdout: string; exitCode: 0 };

const MAX_STDIN_BYTES = 1024 * 1024;
const STDIN_WAIT_MS = 2000;
const MIN_NODE: [number, number] = [22, 13];
// Below each hook's timeout in hooks/hooks.json (5 s and 10 s).
const WATCHDOG_MS: Record<string, number> = { 'session-start': 4000, 'user-prompt-submit': 4000, stop: 9000 };

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());

function finish(stdout: string): void {
  if (!stdout) process.exit(0);
  process.stdout.write(stdout.endsWith('\n') ? stdout : `${stdout}\n`, () => process.exit(0));
}

function debug(reason: string): void {
  if (truthy(process.env.NUZO_DEBUG)) process.stderr.write(`nuzo hook: ${reason}\n`);
}

// Reads all of stdin (the host writes it whole; leaving it unread can fail the write) but
// keeps at most the cap; an oversized or never-ending stdin yields null (skip the hook).
function readStdin(): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (value: string | null) => {
      clearTimeout(timer);
      process.stdin.removeAllListeners();
      process.stdin.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), STDIN_WAIT_MS);
    process.stdin.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_STDIN_BYTES) chunks.push(chunk);
    });
    process.stdin.on('end', () => done(size > MAX_STDIN_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', () => done(null));
  });
}

function nodeTooOld(): boolean {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1]);
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

type Runtime = { runHook(event: string, stdin: string, env: NodeJS.ProcessEnv): HookOutcome | Promise<HookOutcome> };

async function loadRuntime(): Promise<Runtime> {
  try {
    // Node >= 22.1: cache compiled code so later hook runs skip most of the parse/compile.
    const mod = (await import('node:module')) as { enableCompileCache?: () => unknown };
    mod.enableCompileCache?.();
  } catch {
    // No cache: slower, still correct.
  }
  // Resolved next to this file at run time (dist/hook-runtime.js), never bundled.
  const runtimeUrl = './hook-runtime.js';
  return (await import(runtimeUrl)) as Runtime;
}

async function main(): Promise<void> {
  const event = (process.argv[2] ?? '').toLowerCase();
  if (!(event in WATCHDOG_MS)) return finish('');
  setTimeout(() => { debug('watchdog'); process.exit(0); }, WATCHDOG_MS[event]).unref();
  // Loading the runtime (and compiling it, from V8's on-disk cache after the first run)
  // overlaps with reading stdin: both are on the path the user waits for.
  const runtimeLoad = nodeTooOld() || truthy(process.env.NUZO_DISABLED) ? null : loadRuntime();
  runtimeLoad?.catch(() => undefined);
  const stdin = await readStdin();
  if (truthy(process.env.NUZO_DISABLED)) return finish('');
  if (nodeTooOld()) {
    const notice = `Nuzo needs Node >= ${MIN_NODE.join('.')} (found ${process.version}); memory is off for this session.`;
    return finish(event === 'session-start' ? notice : '');
  }
  if (stdin === null) {
    debug('stdin missing or over 1 MiB');
    return finish('');
  }
  const runtime = await runtimeLoad!;
  const outcome = await runtime.runHook(event, stdin, process.env);
  finish(safeOutput(event, typeof outcome?.stdout === 'string' ? outcome.stdout : ''));
}

main().catch((error: unknown) => {
  debug(String((error as Error)?.message ?? error).split('\n')[0]);
  finish('');
});
