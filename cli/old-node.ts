// The CLI on a Node too old for Nuzo (no node:sqlite). First it looks for a newer Node where
// one usually is (lib/usable-node.ts) and runs itself again with it, so the README's
// `alias nuzo='node …/dist/cli.js'` keeps working. When there is none, help still prints,
// `nuzo memory doctor` still reports (the one check that matters, and Claude Code's cache of
// failed MCP starts), and every other command says in one line what to install; exit 1.
// Nothing here imports the store: main.ts calls this before anything needs node:sqlite.
import { spawnSync } from 'node:child_process';
import { CLAUDE_MCP_CACHE_ADVICE, MIN_NODE_TEXT, NODE_INSTALL_ADVICE } from '../lib/node-advice.ts';
import { findUsableNode, type UsableNode } from '../lib/usable-node.ts';
import { colorsFor, EXIT, writeJson, writeLine, type Io } from './io.ts';

// Set in the environment of the run with the newer Node: it never looks again (no loops),
// and doctor says which Node the command was started with.
export const STARTED_WITH_ENV = 'NUZO_CLI_STARTED_WITH';

export type OldNodeDeps = {
  find(env: Io['env'], exclude: string): UsableNode | null;
  rerun(node: string, args: string[], env: Record<string, string | undefined>): number;
  help(): Promise<number>;
};

export const isHelpRequest = (argv: string[]) => argv.length === 0 || argv[0] === 'help' || argv.some((a) => a === '--help' || a === '-h') || argv.every((a) => a === '--json');
const isDoctor = (argv: string[]) => {
  const words = argv.filter((a) => !a.startsWith('-'));
  return words[0] === 'doctor' || (words[0] === 'memory' && words[1] === 'doctor');
};

export function rerunWith(node: string, args: string[], env: Record<string, string | undefined>): number {
  const script = process.argv[1] ?? '';
  const flags = script.endsWith('.ts') ? ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'] : [];
  const run = spawnSync(node, [...flags, script, ...args], { stdio: 'inherit', env });
  return run.status ?? EXIT.failure;
}

export async function onOldNode(argv: string[], io: Io, json: boolean, deps: OldNodeDeps): Promise<number> {
  if (!io.env[STARTED_WITH_ENV]) {
    const usable = deps.find(io.env, process.execPath);
    if (usable) return deps.rerun(usable.path, argv, { ...io.env, [STARTED_WITH_ENV]: `${process.version} (${process.execPath})` });
  }
  const found = `this is Node ${process.versions.node} (${process.execPath}), and no newer \`node\` is on PATH, in NUZO_NODE, under ~/.nvm or in Nuzo's dev tools`;
  const message = `Nuzo needs Node ${MIN_NODE_TEXT} or newer (for node:sqlite); ${found}.`;
  if (isHelpRequest(argv)) {
    const code = await deps.help();
    if (!json) writeLine(io.stderr, `nuzo: ${message} Commands other than help and doctor stop here. ${NODE_INSTALL_ADVICE}`);
    return code;
  }
  if (isDoctor(argv)) {
    const checks = [
      { id: 'runtime.node', status: 'fail', summary: `Node ${process.versions.node} (${process.execPath}) is older than ${MIN_NODE_TEXT}: node:sqlite is missing, so no other check can run; no newer \`node\` was found.`, fix: NODE_INSTALL_ADVICE },
      { id: 'claude.mcp_cache', status: 'warn', summary: 'If a Claude Code session ran with this Node, Claude Code has cached the failed start of Nuzo\'s MCP server.', fix: CLAUDE_MCP_CACHE_ADVICE },
    ] as const;
    if (json) writeJson(io, { ok: false, node: process.versions.node, checks });
    else {
      const c = colorsFor(io.stdout, io.env);
      for (const check of checks) {
        writeLine(io.stdout, `${check.status === 'fail' ? c.red('FAIL') : c.yellow('warn')}  ${c.bold(check.id)}: ${check.summary}`);
        writeLine(io.stdout, c.dim(`      fix: ${check.fix}`));
      }
      writeLine(io.stderr, 'nuzo: doctor: 1 check failed (runtime.node); see the report above');
    }
    return EXIT.failure;
  }
  if (json) writeJson(io, { error: { code: 'NODE_UNSUPPORTED', message, details: { node: process.versions.node, minimum: MIN_NODE_TEXT, fix: NODE_INSTALL_ADVICE, claude_mcp_cache: CLAUDE_MCP_CACHE_ADVICE } } });
  const err = colorsFor(io.stderr, io.env);
  writeLine(io.stderr, `${err.red('nuzo:')} ${message} ${NODE_INSTALL_ADVICE} (NODE_UNSUPPORTED)`);
  writeLine(io.stderr, err.dim(CLAUDE_MCP_CACHE_ADVICE));
  return EXIT.failure;
}
