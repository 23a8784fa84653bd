// `nuzo team …`: the repository's shared memory, .nuzo/team.ndjson (lib/team). add and
// remove edit the file through the same policy as every write and never commit: the user
// reviews the diff and commits it. check says what is wrong with the file and how to fix
// it (exit 1 when something is). Agents cannot write the file: there is no MCP tool for it.
import { randomBytes } from 'node:crypto';
import { relative } from 'node:path';
import { NuzoError } from '../lib/errors.ts';
import { TEAM_MAX_BYTES, TEAM_MAX_MEMORIES } from '../lib/team/format.ts';
import type { TeamProblem } from '../lib/team/parse.ts';
import { readTeamFile } from '../lib/team/read.ts';
import { vetTeamFile } from '../lib/team/vet.ts';
import { addTeamMemory, removeTeamMemory } from '../lib/team/write.ts';
import { visibleLine } from '../lib/text/visible.ts';
import { KIND_OPTION, list, SCOPE_OPTIONS, str, TAG_OPTION, type CommandSpec, type GroupSpec, type Invocation } from './args.ts';
import { cliSettings } from './context.ts';
import { colorsFor, writeJson, writeLine } from './io.ts';

const ROOT_OPTION = { 'project-root': SCOPE_OPTIONS['project-root'] };

// The repository whose file is meant: a real project (a .git or .nuzo/config.json marker,
// NUZO_PROJECT_ROOT or --project-root), never the bare working directory.
function teamRoot(inv: Invocation): string {
  const project = cliSettings(inv).project;
  if (!project || project.via === 'cwd') {
    throw new NuzoError('PROJECT_UNRESOLVED', 'Not inside a project: run this in a git repository or pass --project-root DIR.', {});
  }
  return project.root;
}

const shown = (inv: Invocation, path: string) => relative(inv.io.cwd, path) || path;

const add: CommandSpec = {
  name: 'add',
  summary: "Add a memory to this repository's team file (you review and commit it)",
  usage: '<content> [options]',
  positionals: [1, 1],
  options: {
    team: { type: 'string', value: 'NAME', help: "Team name, e.g. backend (default: the file's only team, else default)" },
    ...KIND_OPTION,
    ...TAG_OPTION,
    source: { type: 'string', value: 'SOURCE', help: 'Where the memory came from (default nuzo:team)' },
    ...ROOT_OPTION,
  },
  notes: [
    'Defaults: --kind note. The memory goes through the same content policy as every Nuzo write.',
    'Everyone who clones the repository reads it at session start and in recall, marked as coming',
    'from the repository. Nothing is committed: review the change with git diff and commit it.',
  ],
  async run(inv) {
    const root = teamRoot(inv);
    const result = addTeamMemory(root, { content: inv.positionals[0], kind: str(inv.values, 'kind') ?? 'note', team: str(inv.values, 'team'), tags: list(inv.values, 'tag') ?? [], source: str(inv.values, 'source') }, { now: Date.now(), random: (n) => randomBytes(n) });
    if (inv.json) writeJson(inv.io, result);
    else {
      const c = colorsFor(inv.io.stdout, inv.io.env);
      writeLine(inv.io.stdout, `${c.green('Added')} ${result.memory.id} (${visibleLine(result.memory.kind)}, ${visibleLine(result.memory.scope)}) to ${shown(inv, result.path)}`);
      if (result.wrote_gitattributes) writeLine(inv.io.stdout, 'Also wrote .nuzo/.gitattributes, so git merges additions from two branches by itself.');
      writeLine(inv.io.stdout, c.dim('Not committed: review it with git diff, then commit.'));
    }
    return 0;
  },
};

const remove: CommandSpec = {
  name: 'remove',
  summary: "Remove a memory from this repository's team file by id",
  usage: '<id> [options]',
  positionals: [1, 1],
  options: { ...ROOT_OPTION },
  async run(inv) {
    const result = removeTeamMemory(teamRoot(inv), inv.positionals[0]);
    if (inv.json) writeJson(inv.io, result);
    else writeLine(inv.io.stdout, `Removed ${result.removed.id} from ${shown(inv, result.path)} (not committed).`);
    return 0;
  },
};

const listCmd: CommandSpec = {
  name: 'list',
  summary: "Show the memories in this repository's team file",
  usage: '[options]',
  positionals: [0, 0],
  options: { team: { type: 'string', value: 'NAME', help: 'Only this team' }, ...ROOT_OPTION },
  async run(inv) {
    const file = vetTeamFile(readTeamFile(teamRoot(inv)));
    const wanted = str(inv.values, 'team')?.trim().toLowerCase();
    const scope = wanted === undefined ? null : wanted.startsWith('team:') ? wanted : `team:${wanted}`;
    const memories = file.memories.filter((m) => scope === null || m.scope === scope);
    if (inv.json) {
      writeJson(inv.io, { path: file.path, state: file.state, memories, problems: file.problems.length });
      return file.state === 'skipped' ? 1 : 0;
    }
    const c = colorsFor(inv.io.stdout, inv.io.env);
    if (file.state === 'absent') writeLine(inv.io.stdout, 'No team file in this repository (nuzo team add creates .nuzo/team.ndjson).');
    else if (file.state === 'skipped') {
      // Nothing could be listed: a failure, told on stderr with exit 1 like every other.
      writeLine(inv.io.stderr, `${colorsFor(inv.io.stderr, inv.io.env).red('nuzo:')} the team file is not read as it is (a git conflict, or past a cap); run nuzo team check.`);
      return 1;
    }
    else if (memories.length === 0) writeLine(inv.io.stdout, 'The team file holds no memories.');
    for (const m of memories) writeLine(inv.io.stdout, `${c.bold(m.id)} ${c.dim(`${m.kind} · ${m.scope} · added ${m.added}${m.tags.length ? ` · ${m.tags.join(', ')}` : ''}`)}\n  ${visibleLine(m.content)}`);
    const skipped = file.problems.filter((p) => p.level === 'line').length;
    if (file.state === 'read' && skipped) writeLine(inv.io.stdout, c.yellow(`${skipped} line problem(s) skip some lines: run nuzo team check.`));
    return 0;
  },
};

const check: CommandSpec = {
  name: 'check',
  summary: "Check this repository's team file: format, policy, caps and git conflicts (exit 1 on problems)",
  usage: '[options]',
  positionals: [0, 0],
  options: { ...ROOT_OPTION },
  notes: [`Caps: ${TEAM_MAX_MEMORIES} memories and ${TEAM_MAX_BYTES / 1024 / 1024} MiB; past either, the file is not read at all.`],
  async run(inv) {
    const file = vetTeamFile(readTeamFile(teamRoot(inv)));
    const errors = file.problems.filter((p) => p.level !== 'note');
    const ok = errors.length === 0;
    if (inv.json) {
      writeJson(inv.io, { ok, path: file.path, state: file.state, memories: file.memories.length, bytes: file.bytes, problems: file.problems });
      return ok ? 0 : 1;
    }
    const c = colorsFor(inv.io.stdout, inv.io.env);
    const where = shown(inv, file.path);
    if (file.state === 'absent') writeLine(inv.io.stdout, `No team file (${where}); nothing to check.`);
    else if (ok) writeLine(inv.io.stdout, `${c.green('ok')} ${where}: ${file.memories.length} memor${file.memories.length === 1 ? 'y' : 'ies'}, ${file.bytes} bytes.`);
    else writeLine(inv.io.stdout, `${c.red('problems')} ${where}: ${file.state === 'skipped' ? 'the file is not read at all until they are fixed' : `${file.memories.length} memories read, some lines skipped`}.`);
    for (const p of file.problems) printProblem(inv, p);
    return ok ? 0 : 1;
  },
};

function printProblem(inv: Invocation, p: TeamProblem): void {
  const c = colorsFor(inv.io.stdout, inv.io.env);
  const tag = p.level === 'note' ? c.dim('note') : p.level === 'file' ? c.red('file') : c.yellow('line');
  writeLine(inv.io.stdout, `  ${tag} ${visibleLine(p.message)} (${p.code})`);
  writeLine(inv.io.stdout, `       ${c.dim('fix:')} ${visibleLine(p.fix)}`);
}

export const teamGroup: GroupSpec = {
  name: 'team',
  summary: "Share a project's memories through git: add, list, remove and check .nuzo/team.ndjson",
  commands: [add, listCmd, remove, check],
};
