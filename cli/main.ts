// `nuzo`: the terminal adapter over lib/. Checks the Node version before anything else (on
// an old Node it runs itself with a newer one, or helps and says what to install: see
// cli/old-node.ts; nothing imported here needs node:sqlite, so one file still runs alone),
// loads only the command group it needs (so `nuzo memory recall` stays a cold-start path),
// and maps every outcome to an exit code once (cli/io.ts): 0 success, 1 refused or failed,
// 2 input or usage error.
import { NuzoError } from '../lib/errors.ts';
import { NUZO_VERSION } from '../lib/version.ts';
import { nodeSupported } from '../lib/store/sqlite.ts';
import { findUsableNode } from '../lib/usable-node.ts';
import { onOldNode, rerunWith } from './old-node.ts';
import { parseCommand, printCommandHelp, printGroupHelp, type CommandSpec, type GroupSpec } from './args.ts';
import { colorsFor, EXIT, EXIT_CODES_HELP, reportError, UsageError, writeJson, writeLine, type Io } from './io.ts';
import { unknownCommand } from './messages.ts';

type Entry = { summary: string; load(): Promise<GroupSpec | CommandSpec> };

// Summaries live here so `nuzo help` needs no group module; groups load on first use.
const ENTRIES: Record<string, Entry> = {
  memory: { summary: 'Save, find, edit, forget, move and check memories', load: async () => (await import('./memory.ts')).memoryGroup },
  drafts: { summary: 'Inspect and decide on memory suggestions waiting for your confirmation', load: async () => (await import('./drafts.ts')).draftsGroup },
  review: { summary: 'Review pending drafts one by one: confirm, edit, reject, skip or quit', load: async () => (await import('./review.ts')).reviewCommand },
  capture: { summary: 'Dry-run capture on a transcript: show the drafts it would propose, store nothing', load: async () => (await import('./capture.ts')).captureCommand },
  team: { summary: "Share a project's memories through git (.nuzo/team.ndjson): add, list, remove, check", load: async () => (await import('./team.ts')).teamGroup },
  ui: { summary: 'Open a local web page to see, search, edit and review memory (127.0.0.1 only)', load: async () => (await import('./ui.ts')).uiCommand },
};

const EXIT_CODE_TABLE = { 0: 'success', 1: 'refused (content policy, scope, confirmation) or failed', 2: 'input or usage error' };

const isGroup = (x: GroupSpec | CommandSpec): x is GroupSpec => 'commands' in x;

// Help says every command takes --json, so `nuzo --json memory list` is the same command as
// `nuzo memory list --json`: a leading --json moves behind the command words.
export function globalFlagsLast(argv: string[]): string[] {
  let i = 0;
  while (argv[i] === '--json') i++;
  if (i === 0 || i === argv.length) return argv;
  return [...argv.slice(i), '--json'];
}

export async function main(given: string[], io: Io): Promise<number> {
  const argv = globalFlagsLast(given);
  const json = argv.includes('--json');
  if (!nodeSupported()) {
    return onOldNode(argv, io, json, {
      find: findUsableNode,
      rerun: rerunWith,
      help: async () => {
        try {
          return await dispatch(argv, io, json);
        } catch (error) {
          return reportError(io, error, json);
        }
      },
    });
  }
  try {
    return await dispatch(argv, io, json);
  } catch (error) {
    return reportError(io, io.cwdGone && isCwdFailure(error) ? cwdGoneError() : error, json);
  }
}

// A relative path met in a deleted working directory: Node's own resolve() throws there.
function isCwdFailure(error: unknown): boolean {
  return (error as { syscall?: string } | null)?.syscall === 'uv_cwd';
}

function cwdGoneError(): NuzoError {
  return new NuzoError('INVALID_INPUT', 'The current folder no longer exists (deleted?); cd into an existing folder or give absolute paths.', { reason: 'cwd_deleted' });
}

async function dispatch(argv: string[], io: Io, json: boolean): Promise<number> {
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-v' || first === 'version') {
    if (json) writeJson(io, { version: NUZO_VERSION, node: process.versions.node });
    else writeLine(io.stdout, `nuzo ${NUZO_VERSION}`);
    return EXIT.ok;
  }
  if (first === undefined || first === '--help' || first === '-h' || (first === '--json' && rest.length === 0)) return topHelp(io, json);
  if (first === 'help') {
    const path = rest.filter((a) => a !== '--json');
    if (path.length === 0) return topHelp(io, json);
    return run([...path, '--help'], io);
  }
  return run(argv, io);
}

async function run(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  const entry = Object.hasOwn(ENTRIES, name) ? ENTRIES[name] : undefined;
  if (!entry) throw new UsageError(unknownCommand('nuzo', name, Object.keys(ENTRIES)), 'nuzo');
  const target = await entry.load();
  if (!isGroup(target)) return runCommand(target, `nuzo ${name}`, rest, io);
  const [sub, ...args] = rest;
  const json = rest.includes('--json');
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === '--json') return printGroupHelp(io, target, json);
  const command = target.commands.find((c) => c.name === sub);
  if (!command) throw new UsageError(unknownCommand(`nuzo ${name}`, sub, target.commands.map((c) => c.name)), `nuzo ${name}`);
  return runCommand(command, `nuzo ${name} ${sub}`, args, io);
}

async function runCommand(spec: CommandSpec, name: string, argv: string[], io: Io): Promise<number> {
  const parsed = parseCommand(spec, name, argv, io);
  if ('help' in parsed) return printCommandHelp(io, spec, name, parsed.json);
  return spec.run(parsed);
}

function topHelp(io: Io, json: boolean): number {
  if (json) {
    writeJson(io, { help: { command: 'nuzo', version: NUZO_VERSION, commands: Object.entries(ENTRIES).map(([name, e]) => ({ name: `nuzo ${name}`, summary: e.summary })), exit_codes: EXIT_CODE_TABLE } });
    return EXIT.ok;
  }
  const c = colorsFor(io.stdout, io.env);
  writeLine(io.stdout, `${c.bold('nuzo')} ${NUZO_VERSION} — local-first memory for coding agents`);
  writeLine(io.stdout);
  writeLine(io.stdout, `${c.bold('Usage:')} nuzo <command> [options]`);
  writeLine(io.stdout);
  writeLine(io.stdout, c.bold('Commands:'));
  const width = Math.max(...Object.keys(ENTRIES).map((n) => n.length)) + 2;
  for (const [name, e] of Object.entries(ENTRIES)) writeLine(io.stdout, `  ${name.padEnd(width)}${e.summary}`);
  writeLine(io.stdout, `  ${'help'.padEnd(width)}Show help for a command (nuzo help memory recall)`);
  writeLine(io.stdout);
  writeLine(io.stdout, 'Every command takes --help and --json.');
  writeLine(io.stdout, EXIT_CODES_HELP);
  writeLine(io.stdout, 'Data lives in NUZO_HOME (default ~/.nuzo); nothing leaves this machine.');
  return EXIT.ok;
}

// A reader that stops early (`nuzo memory doctor | head`) is not a failure worth a stack
// trace: later writes are dropped and the command still ends with its own exit code.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    stream.write = (() => true) as typeof stream.write;
  });
}

// In a folder deleted under the shell, process.cwd() throws: commands that need no project
// (--scope user, help) still run, and the others say in one line that there is no project.
function workingDirectory(): Pick<Io, 'cwd' | 'cwdGone'> {
  try {
    return { cwd: process.cwd() };
  } catch {
    const pwd = process.env.PWD;
    return { cwd: pwd && pwd.startsWith('/') ? pwd : '/', cwdGone: true };
  }
}

const io: Io = { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, ...workingDirectory() };
const code = await main(process.argv.slice(2), io);
// Let stdout drain (pipes are async) before the process ends with the right code.
process.exitCode = code;
