// `nuzo drafts …`: the pending suggestions capture left for review. Confirming here is the
// user's explicit yes; the core still runs every write check on the confirmed text.
import { confirmationText, type Draft } from '../lib/drafts/draft.ts';
import { visibleLine as v } from '../lib/text/visible.ts';
import { confirmDraft, editDraft, getDraft, listDrafts, rejectDraft, type DraftEdits } from '../lib/drafts/queue.ts';
import { int, KIND_OPTION, list, SCOPE_OPTIONS, str, type CommandSpec, type Invocation } from './args.ts';
import { defaultScopes, openCli, scopeOf, storeExists } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';
import { byAgent, draftLine, draftPrompt, plural } from './render.ts';

type Session = ReturnType<typeof openCli>;

function withSession<T>(inv: Invocation, fn: (session: Session) => T): T {
  const session = openCli(inv);
  try {
    return fn(session);
  } finally {
    session.close();
  }
}

const EDIT_OPTIONS = {
  content: { type: 'string', value: 'TEXT', help: 'Replace the content' },
  ...KIND_OPTION,
  ...SCOPE_OPTIONS,
  tag: { type: 'string', multiple: true, value: 'TAG', help: 'Replace the tags (repeatable)' },
  'clear-tags': { type: 'boolean', help: 'Remove every tag' },
} as const;

function editsOf(inv: Invocation, session: Session): DraftEdits {
  if (inv.values['clear-tags'] && list(inv.values, 'tag')) throw new UsageError('--clear-tags cannot be combined with --tag.', inv.command);
  return {
    content: str(inv.values, 'content'),
    kind: str(inv.values, 'kind'),
    scope: str(inv.values, 'scope') === undefined ? undefined : scopeOf(inv, session, 'project:auto'),
    tags: inv.values['clear-tags'] ? [] : list(inv.values, 'tag'),
  };
}

const listCmd: CommandSpec = {
  name: 'list',
  summary: 'List pending drafts for this project and user:default',
  usage: '[options]',
  positionals: [0, 0],
  options: { ...SCOPE_OPTIONS, limit: { type: 'string', value: 'N', help: 'At most N drafts (1-500, default 50)' } },
  async run(inv) {
    const limit = int(inv.values, 'limit', inv.command, { min: 1, max: 500 }) ?? 50;
    const print = (scopes: string[], drafts: Draft[]) => {
      if (inv.json) return writeJson(inv.io, { scopes, drafts });
      const c = colorsFor(inv.io.stdout, inv.io.env);
      if (drafts.length === 0) return writeLine(inv.io.stdout, 'No drafts waiting for review.');
      writeLine(inv.io.stdout, c.bold(`${plural(drafts.length, 'draft')} waiting for review:`));
      for (const d of drafts) for (const line of draftLine(d, c)) writeLine(inv.io.stdout, line);
      writeLine(inv.io.stdout, c.dim("Review them with 'nuzo review', or 'nuzo drafts confirm|edit|reject <id>'."));
    };
    if (!storeExists(inv)) {
      print([], []);
      return 0;
    }
    return withSession(inv, (session) => {
      const scopes = str(inv.values, 'scope') ? [scopeOf(inv, session, 'project:auto')] : defaultScopes(session);
      print(scopes, listDrafts(session.ctx, scopes, limit));
      return 0;
    });
  },
};

const showCmd: CommandSpec = {
  name: 'show',
  summary: 'Show one draft as its confirmation prompt',
  usage: '<draft-id> [options]',
  positionals: [1, 1],
  options: {},
  async run(inv) {
    return withSession(inv, (session) => {
      const draft = getDraft(session.ctx, inv.positionals[0]);
      const text = confirmationText(draft);
      if (inv.json) writeJson(inv.io, { draft, confirmation_text: text });
      else {
        writeLine(inv.io.stdout, draftPrompt(draft, false));
        const c = colorsFor(inv.io.stdout, inv.io.env);
        writeLine(inv.io.stdout, c.dim(`${v(draft.id)} · source ${v(draft.source)} · confidence ${draft.confidence.toFixed(2)}${draft.scope_unclear ? ' · scope unclear: choose one when confirming' : ''}${draft.supersedes ? ` · updates ${v(draft.supersedes.id)}` : ''}${byAgent(draft) ? ` · ${byAgent(draft)}` : ''}`));
        writeLine(inv.io.stdout, `Decide with nuzo drafts confirm ${v(draft.id)}, nuzo drafts edit ${v(draft.id)} --content TEXT, nuzo drafts reject ${v(draft.id)}, or nuzo review.`);
      }
      return 0;
    });
  },
};

const confirmCmd: CommandSpec = {
  name: 'confirm',
  summary: 'Save a draft as a memory (optionally edited first)',
  usage: '<draft-id> [options]',
  positionals: [1, 1],
  options: EDIT_OPTIONS,
  async run(inv) {
    return withSession(inv, (session) => {
      const result = confirmDraft(session.ctx, inv.positionals[0], { confirmed: true, edits: editsOf(inv, session) });
      if (inv.json) writeJson(inv.io, result);
      else {
        const c = colorsFor(inv.io.stdout, inv.io.env);
        writeLine(inv.io.stdout, `${c.green(result.action === 'created' ? 'Saved' : 'Updated')} ${v(result.memory.id)} (${v(result.memory.kind)}, ${v(result.memory.scope)}) from ${v(result.draft_id)}.`);
      }
      return 0;
    });
  },
};

const editCmd: CommandSpec = {
  name: 'edit',
  summary: 'Change a pending draft without saving it',
  usage: '<draft-id> [options]',
  positionals: [1, 1],
  options: EDIT_OPTIONS,
  async run(inv) {
    return withSession(inv, (session) => {
      const edits = editsOf(inv, session);
      if (Object.values(edits).every((v) => v === undefined)) throw new UsageError('Nothing to change: pass --content, --kind, --scope, --tag or --clear-tags.', inv.command);
      const draft = editDraft(session.ctx, inv.positionals[0], edits);
      if (inv.json) writeJson(inv.io, { draft, confirmation_text: confirmationText(draft) });
      else writeLine(inv.io.stdout, draftPrompt(draft, false));
      return 0;
    });
  },
};

const rejectCmd: CommandSpec = {
  name: 'reject',
  summary: 'Discard a draft (nothing is written)',
  usage: '<draft-id> [options]',
  positionals: [1, 1],
  options: { remember: { type: 'boolean', help: 'Keep a hash of it so capture stops proposing it again' } },
  async run(inv) {
    return withSession(inv, (session) => {
      const result = rejectDraft(session.ctx, inv.positionals[0], { remember_rejection: inv.values.remember === true });
      if (inv.json) writeJson(inv.io, result);
      else writeLine(inv.io.stdout, `Rejected ${v(result.draft_id)}${result.remembered ? ' (will not be proposed again)' : ''}.`);
      return 0;
    });
  },
};

export const draftsGroup = {
  name: 'drafts',
  summary: 'Inspect and decide on memory suggestions waiting for your confirmation',
  commands: [listCmd, showCmd, confirmCmd, editCmd, rejectCmd],
};
