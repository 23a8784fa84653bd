// `nuzo memory …`: the tool contract's operations from a terminal. A command typed by the
// user is the user's own confirmation for what it names (remember, content and scope
// changes); hard deletes still ask again (--yes or a y/N prompt), since they cannot be undone.
import { historyOf } from '../lib/audit.ts';
import type { AnchorState } from '../lib/anchors/check.ts';
import { anchorStates } from '../lib/anchors/store.ts';
import { DEFAULT_KIND, LIMITS, MEMORY_STATUSES } from '../lib/limits.ts';
import { forgetMany, forgetMemory } from '../lib/memory/forget.ts';
import { validateMemoryId } from '../lib/memory/get.ts';
import { listMemories } from '../lib/memory/list.ts';
import { rememberReplacing, updateReplacing } from '../lib/memory/replace.ts';
import { CATCH_UP_MAX, catchesUp, embedPending, embedQuery, providerFor, semanticState } from '../lib/embed/semantic.ts';
import { recall, recallScopes } from '../lib/recall/index.ts';
import { embedCmd } from './embed.ts';
import { teamRootOf } from '../lib/team/read.ts';
import { carriedFor } from '../lib/memory/carried-store.ts';
import { visibleLine } from '../lib/text/visible.ts';
import { choice, int, KIND_OPTION, list, SCOPE_OPTIONS, str, TAG_OPTION, type CommandSpec, type Invocation } from './args.ts';
import { confirmHardDelete, defaultScopes, openCli, scopeOf, storeExists } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';
import { carriedParts, memoryBlock, memoryLine, plural } from './render.ts';
import { storeCommands } from './memory-store.ts';
import { sessionStartView } from './session-start-view.ts';
import { staleCmd } from './stale.ts';
import { tidyCmd } from './tidy.ts';
import { SUPERSEDE_OPTIONS, supersedeChoice, withSupersedeQuestion } from './supersede.ts';
import { writebackCmd } from './writeback.ts';
import { guardCmd } from './guard.ts';
import { receiptsCmd } from './receipts.ts';

const YES_OPTION = { yes: { type: 'boolean', short: 'y', help: 'Skip the y/N question for a hard delete' } } as const;

async function withSession<T>(inv: Invocation, fn: (session: ReturnType<typeof openCli>) => T): Promise<T> {
  const session = openCli(inv);
  try {
    return fn(session);
  } finally {
    session.close();
  }
}

const init: CommandSpec = {
  name: 'init',
  summary: 'Create the private store (~/.nuzo, or NUZO_HOME) if it does not exist yet',
  usage: '[options]',
  positionals: [0, 0],
  options: { 'project-root': SCOPE_OPTIONS['project-root'] },
  async run(inv) {
    const existed = storeExists(inv);
    return withSession(inv, (session) => {
      const result = {
        home: session.home,
        store: session.ctx.store.path,
        created: !existed,
        project: session.project ? { root: session.project.root, scope: session.project.scope, detected_by: session.project.via } : null,
        config_problems: session.configProblems,
      };
      if (inv.json) writeJson(inv.io, result);
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        writeLine(inv.io.stdout, `${existed ? 'Store already exists' : c.green('Created store')}: ${result.store}`);
        if (result.project) writeLine(inv.io.stdout, `This project: ${result.project.scope} (${result.project.root})`);
      }
      return 0;
    });
  },
};

const rememberCmd: CommandSpec = {
  name: 'remember',
  summary: 'Save a memory (typing the command is your confirmation)',
  usage: '<content> [options]',
  positionals: [1, 1],
  options: {
    ...KIND_OPTION,
    ...SCOPE_OPTIONS,
    ...TAG_OPTION,
    source: { type: 'string', value: 'SOURCE', help: 'Where the memory came from (default nuzo:cli)' },
    sensitive: { type: 'boolean', help: 'Mark the memory sensitive' },
    ...SUPERSEDE_OPTIONS,
  },
  notes: [
    'Defaults: --kind note; --scope project:auto inside a project (a directory with .git or',
    '.nuzo/config.json, NUZO_PROJECT_ROOT or --project-root). Outside one, --scope is required:',
    'Nuzo never promotes anything to user:default unless you ask for it.',
    'When the text seems to revise an active memory of the same scope, a terminal asks whether',
    'it replaces it; elsewhere pass --supersedes ID or --keep-both.',
  ],
  async run(inv) {
    const superseding = supersedeChoice(inv);
    const session = openCli(inv);
    try {
      const input = {
        content: inv.positionals[0],
        kind: str(inv.values, 'kind') ?? DEFAULT_KIND,
        scope: scopeOf(inv, session, 'project:auto'),
        tags: list(inv.values, 'tag') ?? [],
        source: str(inv.values, 'source'),
        sensitive: inv.values.sensitive === true,
        confirmed: true,
      };
      const { memory, superseded } = await withSupersedeQuestion(inv, session, superseding, (c) => rememberReplacing(session.ctx, { ...input, ...c }));
      if (inv.json) writeJson(inv.io, { memory, superseded });
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        writeLine(inv.io.stdout, `${c.green('Saved')} ${memory.id} (${visibleLine(memory.kind)}, ${visibleLine(memory.scope)})`);
        if (superseded) writeLine(inv.io.stdout, `Archived ${superseded.id}, which it replaces (restore with: nuzo memory update ${superseded.id} --status active).`);
      }
      return 0;
    } finally {
      session.close();
    }
  },
};

const recallCmd: CommandSpec = {
  name: 'recall',
  summary: 'Find memories relevant to a query (this project plus user:default)',
  usage: '<query> [options] | --session-start [--explain]',
  positionals: [0, 1],
  options: {
    ...SCOPE_OPTIONS,
    limit: { type: 'string', value: 'N', help: `How many results (1-${LIMITS.recallMaxLimit}, default ${LIMITS.recallDefaultLimit})` },
    'include-global': { type: 'boolean', help: 'Also search user:default (default; --no-include-global to turn off)' },
    'session-start': { type: 'boolean', help: 'Show what a new session here is given (the SessionStart block) instead of searching' },
    explain: { type: 'boolean', help: 'With --session-start: why each memory was shown whole, cut or left out' },
  },
  async run(inv) {
    if (inv.values['session-start'] === true) return sessionStartView(inv);
    if (inv.values.explain === true) throw new UsageError('--explain goes with --session-start.', inv.command);
    if (inv.positionals.length === 0) throw new UsageError(`Missing argument; usage: ${inv.command} <query> [options]`, inv.command);
    const limit = int(inv.values, 'limit', inv.command, { min: 1, max: LIMITS.recallMaxLimit }) ?? LIMITS.recallDefaultLimit;
    const includeGlobal = inv.values['include-global'] !== false;
    const query = inv.positionals[0];
    const print = (scope: string, scopes: string[], results: ReturnType<typeof recall>['results'], semantic: string = 'off') => {
      if (inv.json) return writeJson(inv.io, { query, scope, include_global: includeGlobal, scopes, limit, semantic, results });
      const c = colorsFor(inv.io.stdout, inv.io.env);
      if (results.length === 0) return writeLine(inv.io.stdout, 'No memory matches this.');
      results.forEach((r, i) => {
        const [first, meta] = memoryLine(r, c);
        writeLine(inv.io.stdout, `${c.bold(`${i + 1}.`)} ${first} ${c.cyan(`(${r.score.toFixed(2)})`)}`);
        writeLine(inv.io.stdout, `${meta} · ${visibleLine(r.reason)}`);
      });
    };
    if (!query.trim()) throw new UsageError('Recall needs a non-empty query.', inv.command);
    if (!storeExists(inv)) {
      print(str(inv.values, 'scope') ?? 'project:auto', [], []);
      return 0;
    }
    const session = openCli(inv);
    try {
      const scope = scopeOf(inv, session, 'project:auto');
      const scopes = recallScopes(scope, includeGlobal);
      const provider = providerFor(session.ctx.config, session.home);
      if (provider && catchesUp(session.ctx.config) && !session.ctx.store.readOnly) await embedPending(session.ctx.store, provider, { max: CATCH_UP_MAX });
      const prepared = await embedQuery(provider, query, session.ctx.config.recall.embeddings.timeout_ms);
      const answer = recall(session.ctx, { query, scopes, limit, projectScope: session.project?.scope ?? null, recordUse: true, teamRoot: teamRootOf(session.project), semantic: prepared.semantic, abstain: true });
      const semantic = semanticState(prepared, answer.semantic);
      print(scope, scopes, answer.results, semantic);
      if (!inv.json && semantic.startsWith('unavailable')) writeLine(inv.io.stderr, `Semantic recall ${semantic} (lexical results shown; see nuzo doctor).`);
      return 0;
    } finally {
      session.close();
    }
  },
};

const listCmd: CommandSpec = {
  name: 'list',
  summary: 'List memories by filters, newest first',
  usage: '[options]',
  positionals: [0, 0],
  options: {
    ...SCOPE_OPTIONS,
    'all-scopes': { type: 'boolean', help: 'Every scope in the store (default: this project plus user:default)' },
    ...KIND_OPTION,
    ...TAG_OPTION,
    status: { type: 'string', value: 'STATUS', help: 'active (default) | archived | all' },
    limit: { type: 'string', value: 'N', help: `At most N memories (1-${LIMITS.listMaxLimit}, default 50)` },
    offset: { type: 'string', value: 'N', help: 'Skip the first N' },
  },
  async run(inv) {
    const limit = int(inv.values, 'limit', inv.command, { min: 1, max: LIMITS.listMaxLimit }) ?? 50;
    const offset = int(inv.values, 'offset', inv.command, { min: 0, max: Number.MAX_SAFE_INTEGER }) ?? 0;
    const status = choice(inv.values, 'status', [...MEMORY_STATUSES, 'all'] as const, inv.command) ?? 'active';
    if (inv.values['all-scopes'] && str(inv.values, 'scope')) throw new UsageError('--all-scopes cannot be combined with --scope.', inv.command);
    const print = (scopes: string[] | null, result: ReturnType<typeof listMemories>, anchors: ReadonlyMap<string, AnchorState> = new Map()) => {
      if (inv.json) return writeJson(inv.io, { scopes, total: result.total, limit, offset, memories: result.memories });
      const c = colorsFor(inv.io.stdout, inv.io.env);
      if (result.memories.length === 0) return writeLine(inv.io.stdout, 'No memories.');
      for (const m of result.memories) for (const line of memoryLine({ ...m, anchors: anchors.get(m.id) }, c)) writeLine(inv.io.stdout, line);
      if (result.total > offset + result.memories.length) writeLine(inv.io.stdout, c.dim(`Showing ${result.memories.length} of ${result.total}; use --offset for more.`));
    };
    if (!storeExists(inv)) {
      print(null, { memories: [], total: 0 });
      return 0;
    }
    return withSession(inv, (session) => {
      const scopes = inv.values['all-scopes'] ? null : str(inv.values, 'scope') ? [scopeOf(inv, session, 'project:auto')] : defaultScopes(session);
      const result = listMemories(session.ctx, { scopes: scopes ?? undefined, kind: str(inv.values, 'kind'), tags: list(inv.values, 'tag'), status, limit, offset });
      print(scopes, result, inv.json ? new Map() : anchorStates(session.ctx, result.memories.map((m) => m.id)));
      return 0;
    });
  },
};

const updateCmd: CommandSpec = {
  name: 'update',
  summary: 'Edit a memory\'s content, kind, scope, tags or status',
  usage: '<id> [options]',
  positionals: [1, 1],
  options: {
    content: { type: 'string', value: 'TEXT', help: 'New content' },
    ...KIND_OPTION,
    ...SCOPE_OPTIONS,
    tag: { type: 'string', multiple: true, value: 'TAG', help: 'Replace the tags (repeatable)' },
    'clear-tags': { type: 'boolean', help: 'Remove every tag' },
    status: { type: 'string', value: 'STATUS', help: 'active | archived' },
    'expected-revision': { type: 'string', value: 'N', help: 'Fail with REVISION_CONFLICT unless the memory is at revision N' },
    ...SUPERSEDE_OPTIONS,
  },
  async run(inv) {
    const tags = inv.values['clear-tags'] ? [] : list(inv.values, 'tag');
    if (inv.values['clear-tags'] && list(inv.values, 'tag')) throw new UsageError('--clear-tags cannot be combined with --tag.', inv.command);
    const status = choice(inv.values, 'status', MEMORY_STATUSES, inv.command);
    const expected = int(inv.values, 'expected-revision', inv.command, { min: 1, max: Number.MAX_SAFE_INTEGER });
    const content = str(inv.values, 'content');
    const kind = str(inv.values, 'kind');
    if ([content, kind, str(inv.values, 'scope'), tags, status].every((v) => v === undefined)) {
      throw new UsageError('Nothing to change: pass --content, --kind, --scope, --tag, --clear-tags or --status.', inv.command);
    }
    const superseding = supersedeChoice(inv);
    const session = openCli(inv);
    try {
      const input = {
        id: validateMemoryId(inv.positionals[0]),
        content,
        kind,
        scope: str(inv.values, 'scope') === undefined ? undefined : scopeOf(inv, session, 'project:auto'),
        tags,
        status,
        expected_revision: expected,
        confirmed: true,
      };
      const { memory, superseded } = await withSupersedeQuestion(inv, session, superseding, (c) => updateReplacing(session.ctx, { ...input, ...c }));
      if (inv.json) writeJson(inv.io, { memory, superseded });
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        writeLine(inv.io.stdout, `${c.green('Updated')} ${memory.id} (revision ${memory.revision})`);
        for (const line of memoryBlock(memory, c)) writeLine(inv.io.stdout, line);
        if (superseded) writeLine(inv.io.stdout, `Archived ${superseded.id}, which it replaces (restore with: nuzo memory update ${superseded.id} --status active).`);
      }
      return 0;
    } finally {
      session.close();
    }
  },
};

const historyCmd: CommandSpec = {
  name: 'history',
  summary: 'Show the audit events of one memory (metadata only, kept after deletion)',
  usage: '<id> [options]',
  positionals: [1, 1],
  options: {},
  async run(inv) {
    const id = validateMemoryId(inv.positionals[0]);
    return withSession(inv, (session) => {
      const events = historyOf(session.ctx.store, id);
      const carried = carriedFor(session.ctx.store, [id]).get(id) ?? {};
      if (inv.json) writeJson(inv.io, { memory_id: id, ...carried, events });
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        const parts = carriedParts(carried);
        if (parts.length) writeLine(inv.io.stdout, `Carried: ${parts.join(' · ')}`);
        if (events.length === 0) writeLine(inv.io.stdout, `No history for ${id}.`);
        for (const e of events) {
          const payload = visibleLine(Object.entries(e.payload).map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`).join(' '));
          writeLine(inv.io.stdout, `${c.dim(e.created_at)}  ${c.bold(visibleLine(e.event_type).padEnd(16))} ${visibleLine(e.actor)}  ${c.dim(payload)}`);
        }
      }
      return 0;
    });
  },
};

const forgetCmd: CommandSpec = {
  name: 'forget',
  summary: 'Archive a memory (default) or delete it for good (--delete)',
  usage: '<id> [options]',
  positionals: [1, 1],
  options: {
    archive: { type: 'boolean', help: 'Archive: hidden from recall, reversible with update --status active (default)' },
    delete: { type: 'boolean', help: 'Hard delete: removes the row and its text; asks for confirmation' },
    reason: { type: 'string', value: 'TEXT', help: 'Why (recorded only as "a reason was given")' },
    ...YES_OPTION,
  },
  async run(inv) {
    if (inv.values.archive && inv.values.delete) throw new UsageError('Choose --archive or --delete, not both.', inv.command);
    const id = validateMemoryId(inv.positionals[0]);
    const mode = inv.values.delete ? 'delete' : 'archive';
    if (mode === 'delete') await confirmHardDelete(inv, `Permanently delete ${id}?`, 'forget');
    return withSession(inv, (session) => {
      const result = forgetMemory(session.ctx, { id, mode, confirmed: mode === 'delete', reason: str(inv.values, 'reason') });
      if (inv.json) writeJson(inv.io, result);
      else writeLine(inv.io.stdout, `${result.status === 'deleted' ? 'Deleted' : 'Archived'} ${result.id}.`);
      return 0;
    });
  },
};

const forgetManyCmd: CommandSpec = {
  name: 'forget-many',
  summary: 'Preview (default) or apply a bulk archive/delete by scope, tags or --all',
  usage: '[options]',
  positionals: [0, 0],
  options: {
    ...SCOPE_OPTIONS,
    ...TAG_OPTION,
    all: { type: 'boolean', help: 'Select every memory (cannot be combined with --scope or --tag)' },
    apply: { type: 'boolean', help: 'Actually do it (without it this is a dry run)' },
    delete: { type: 'boolean', help: 'Hard delete instead of archive; asks for confirmation' },
    reason: { type: 'string', value: 'TEXT', help: 'Why (recorded only as "a reason was given")' },
    ...YES_OPTION,
  },
  async run(inv) {
    const mode = inv.values.delete ? 'delete' : 'archive';
    const apply = inv.values.apply === true;
    const tags = list(inv.values, 'tag');
    const all = inv.values.all === true;
    if (!all && !str(inv.values, 'scope') && !tags) throw new UsageError('Select memories with --scope, --tag or --all.', inv.command);
    if (all && (str(inv.values, 'scope') || tags)) throw new UsageError('--all cannot be combined with --scope or --tag.', inv.command);
    const session = openCli(inv);
    try {
      const scope = str(inv.values, 'scope') === undefined ? undefined : scopeOf(inv, session, 'project:auto');
      const selector = { scope, tags, all, mode, reason: str(inv.values, 'reason') } as const;
      if (apply && mode === 'delete') {
        const preview = forgetMany(session.ctx, { ...selector, dry_run: true });
        if (preview.matched > 0) await confirmHardDelete(inv, `Permanently delete ${plural(preview.matched, 'memory', 'memories')}?`, 'forget_many');
      }
      const result = forgetMany(session.ctx, { ...selector, dry_run: !apply, confirmed: apply && mode === 'delete' });
      if (inv.json) writeJson(inv.io, result);
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        const verb = mode === 'delete' ? 'delete' : 'archive';
        if (result.dry_run) {
          writeLine(inv.io.stdout, `Would ${verb} ${plural(result.matched, 'memory', 'memories')}${result.matched ? ':' : '.'}`);
          for (const id of result.ids) writeLine(inv.io.stdout, `  ${id}`);
          if (result.matched) writeLine(inv.io.stdout, c.dim(`Dry run: nothing changed. Add --apply to ${verb}.`));
        } else writeLine(inv.io.stdout, `${verb === 'delete' ? 'Deleted' : 'Archived'} ${plural(result.affected, 'memory', 'memories')}.`);
      }
      return 0;
    } finally {
      session.close();
    }
  },
};

export const memoryGroup = {
  name: 'memory',
  summary: 'Save, find, edit, forget, move and check memories',
  commands: [init, rememberCmd, recallCmd, listCmd, updateCmd, historyCmd, forgetCmd, forgetManyCmd, staleCmd, tidyCmd, ...storeCommands, writebackCmd, embedCmd, guardCmd, receiptsCmd],
};
