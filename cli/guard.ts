// `nuzo memory guard add|list|remove`: guards that stop a shell command a confirmed
// instruction memory forbids (lib/guards). Typing `guard add` is the user's confirmation,
// the only one there is: the agent's memory_* tools cannot add, widen or confirm a guard.
import { proposeGuard } from '../lib/guards/propose.ts';
import { addConfirmedGuard, GUARDABLE_KINDS, listGuards, removeGuard, type Guard } from '../lib/guards/store.ts';
import { getMemory } from '../lib/memory/get.ts';
import { visibleLine as v } from '../lib/text/visible.ts';
import { str, type CommandSpec, type Invocation } from './args.ts';
import { openCli, storeExists } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';
import { plural } from './render.ts';

const USAGE = 'add <memory-id> --command REGEX [--ask] | list | remove <guard-id> | suggest <memory-id>';

export const guardCmd: CommandSpec = {
  name: 'guard',
  summary: 'Stop shell commands a confirmed instruction forbids: guard add, list, remove, suggest',
  usage: USAGE,
  positionals: [1, 2],
  options: {
    command: { type: 'string', value: 'REGEX', help: 'add: a JavaScript regular expression the shell command must not match (e.g. "^npm (install|i|ci)\\b")' },
    ask: { type: 'boolean', help: 'add: ask before running a matching command instead of denying it (Claude Code; Codex denies)' },
  },
  notes: [
    'Adding a guard is your confirmation: from then on, in Claude Code and Codex, a shell command',
    "that matches is stopped before it runs, and the agent is shown the memory's text and the guard id.",
    'A guard applies in the memory\'s scope (this project, or every project for user:default).',
    'Patterns: up to 200 characters, no back-references or lookarounds, no repeated group that',
    'itself repeats or alternates, and none that matches an empty or trivial command.',
    "`guard suggest ID` only proposes a pattern from the memory's words and prints the add line.",
  ],
  async run(inv) {
    const [action, target] = inv.positionals;
    if (action === 'add') return add(inv, target);
    if (action === 'list' || action === 'ls') return list(inv, target);
    if (action === 'remove' || action === 'rm') return remove(inv, target);
    if (action === 'suggest') return suggest(inv, target);
    throw new UsageError(`Unknown guard action '${action}'; usage: ${inv.command} ${USAGE}`, inv.command);
  },
};

function add(inv: Invocation, memoryId: string | undefined): Promise<number> | number {
  if (!memoryId) throw new UsageError(`Missing memory id; usage: ${inv.command} add <memory-id> --command REGEX [--ask]`, inv.command);
  const pattern = str(inv.values, 'command');
  if (pattern === undefined) throw new UsageError('Missing --command REGEX: the shell commands this guard stops.', inv.command);
  const session = openCli(inv);
  try {
    const { guard, existed } = addConfirmedGuard(session.ctx, session.home, { memory_id: memoryId, pattern, action: inv.values.ask === true ? 'ask' : 'deny' });
    if (inv.json) writeJson(inv.io, { guard, existed });
    else {
      const c = colorsFor(inv.io.stdout, inv.io.env);
      writeLine(inv.io.stdout, `${c.green(existed ? 'Guard updated' : 'Guard added')} ${guard.id}: ${guard.action === 'ask' ? 'ask before' : 'deny'} shell commands matching /${v(guard.pattern)}/ (memory ${guard.memory_id}).`);
      writeLine(inv.io.stdout, c.dim(`Lift it with: nuzo memory guard remove ${guard.id}`));
    }
    return 0;
  } finally {
    session.close();
  }
}

function list(inv: Invocation, extra: string | undefined): number {
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}'.`, inv.command);
  if (!storeExists(inv)) {
    if (inv.json) writeJson(inv.io, { guards: [] });
    else writeLine(inv.io.stdout, 'No guards.');
    return 0;
  }
  const session = openCli(inv);
  try {
    const guards = listGuards(session.ctx.store);
    if (inv.json) writeJson(inv.io, { guards });
    else {
      const c = colorsFor(inv.io.stdout, inv.io.env);
      writeLine(inv.io.stdout, c.bold(`${plural(guards.length, 'guard')}.`));
      for (const g of guards) writeLine(inv.io.stdout, `  ${g.id} ${g.action} /${v(g.pattern)}/ memory ${g.memory_id} ${c.dim(v(state(g)))}`);
    }
    return 0;
  } finally {
    session.close();
  }
}

function state(g: Guard): string {
  if (g.status !== 'confirmed') return `(${g.status}, not in force)`;
  if (g.memory_status !== 'active') return `(memory ${g.memory_status}, not in force)`;
  return `(${g.scope})`;
}

function remove(inv: Invocation, guardId: string | undefined): number {
  if (!guardId) throw new UsageError(`Missing guard id; usage: ${inv.command} remove <guard-id>`, inv.command);
  const session = openCli(inv);
  try {
    const guard = removeGuard(session.ctx, session.home, guardId);
    if (inv.json) writeJson(inv.io, { removed: guard });
    else writeLine(inv.io.stdout, `Removed guard ${guard.id}: commands matching /${v(guard.pattern)}/ run again.`);
    return 0;
  } finally {
    session.close();
  }
}

// A proposal only: nothing is written; the user runs the printed line to confirm it.
function suggest(inv: Invocation, memoryId: string | undefined): number {
  if (!memoryId) throw new UsageError(`Missing memory id; usage: ${inv.command} suggest <memory-id>`, inv.command);
  const session = openCli(inv);
  try {
    const memory = getMemory(session.ctx.store, memoryId);
    const proposal = (GUARDABLE_KINDS as readonly string[]).includes(memory.kind) ? proposeGuard(memory.content) : null;
    const command = proposal ? `nuzo memory guard add ${memory.id} --command '${proposal.pattern.replace(/'/g, "'\\''")}'` : null;
    if (inv.json) writeJson(inv.io, { memory_id: memory.id, proposal, command });
    else if (!proposal) writeLine(inv.io.stdout, `No guard suggested for ${memory.id}${memory.kind === 'instruction' ? '' : ` (a ${v(memory.kind)}; only instructions carry guards)`}; write one with: nuzo memory guard add ${memory.id} --command REGEX`);
    else {
      writeLine(inv.io.stdout, `Suggested for ${memory.id}: deny ${v(proposal.why)} (/${v(proposal.pattern)}/). Nothing is saved; to confirm it, run:`);
      writeLine(inv.io.stdout, `  ${v(command!)}`);
    }
    return 0;
  } finally {
    session.close();
  }
}
