// `nuzo review`: walk the pending drafts of this project and user:default in a terminal.
// Each draft is shown as the seed's confirmation prompt and decided on its own: confirm,
// edit (content, kind, scope, tags; then decide again), reject, skip or quit. A draft the
// core refuses on confirmation is reported with its code and left pending — never retried.
import type { Draft } from '../lib/drafts/draft.ts';
import { agentDraftScopes, confirmDraft, listDrafts, rejectDraft, countDrafts, type DraftEdits } from '../lib/drafts/queue.ts';
import { isNuzoError, toNuzoError } from '../lib/errors.ts';
import { MEMORY_KINDS } from '../lib/limits.ts';
import { resolveScope } from '../lib/scope.ts';
import { visibleLine as v } from '../lib/text/visible.ts';
import { scopeAlias, SCOPE_OPTIONS, type CommandSpec, type Invocation } from './args.ts';
import { defaultScopes, openCli, storeExists } from './context.ts';
import { colorsFor, writeJson, writeLine, type Io } from './io.ts';
import { lineReader, type LineReader } from './prompt.ts';
import { byAgent, draftPrompt, plural } from './render.ts';

type Outcome = {
  confirmed: Array<{ draft_id: string; memory_id: string; action: 'created' | 'updated' }>;
  rejected: string[];
  skipped: string[];
  failed: Array<{ draft_id: string; error: { code: string; message: string; details: Record<string, unknown> } }>;
  remaining: number;
  quit: boolean;
};

// y and n are listed beside c and r: they work, so a person should know they do.
const PROMPT = '[c]onfirm (y), [e]dit, [r]eject (n), [s]kip, [q]uit: ';
const EDITED_PROMPT = '[c]onfirm the edit (y), [e]dit again, [r]eject (n), [s]kip (drops the edit), [q]uit: ';
const ANSWERS = 'Please answer c (or y) to confirm, e to edit, r (or n) to reject, s to skip, q to quit.';

const CHOICES: Record<string, 'confirm' | 'edit' | 'reject' | 'skip' | 'quit'> = {
  c: 'confirm', confirm: 'confirm', y: 'confirm', yes: 'confirm',
  e: 'edit', edit: 'edit',
  r: 'reject', reject: 'reject', n: 'reject', no: 'reject',
  s: 'skip', skip: 'skip', '': 'skip',
  q: 'quit', quit: 'quit',
};

export const reviewCommand: CommandSpec = {
  name: 'review',
  summary: 'Review pending drafts one by one: confirm, edit, reject, skip or quit',
  usage: '[options]',
  positionals: [0, 0],
  options: {
    'project-root': SCOPE_OPTIONS['project-root'],
    'remember-rejections': { type: 'boolean', help: 'Keep a hash of each rejected draft so capture stops proposing it' },
  },
  notes: ['Answers are read line by line from stdin, so a review can also be scripted (e.g. printf "c\\nr\\nq\\n" | nuzo review).'],
  async run(inv) {
    // With --json the conversation goes to stderr and stdout carries only the summary.
    const talk: Io['stdout'] = inv.json ? inv.io.stderr : inv.io.stdout;
    const outcome: Outcome = { confirmed: [], rejected: [], skipped: [], failed: [], remaining: 0, quit: false };
    if (!storeExists(inv)) return finish(inv, talk, outcome, 0);
    const session = openCli(inv);
    const reader = lineReader(inv.io.stdin, talk);
    try {
      const scopes = [...defaultScopes(session), ...agentDraftScopes(session.ctx)];
      const drafts = listDrafts(session.ctx, scopes, 500);
      const c = colorsFor(talk, inv.io.env);
      for (const [index, draft] of drafts.entries()) {
        if (outcome.quit) break;
        writeLine(talk);
        const agent = byAgent(draft);
        writeLine(talk, c.dim(`Draft ${index + 1} of ${drafts.length} · ${v(draft.id)} · from ${v(draft.source)}`) + (agent ? ` · ${c.yellow(agent)}` : ''));
        await decide(session, draft, reader, talk, c, inv, outcome, session.project?.scope ?? null);
      }
      outcome.remaining = countDrafts(session.ctx, scopes);
      return finish(inv, talk, outcome, drafts.length);
    } finally {
      reader.close();
      session.close();
    }
  },
};

async function decide(
  session: ReturnType<typeof openCli>,
  draft: Draft,
  reader: LineReader,
  talk: Io['stdout'],
  c: ReturnType<typeof colorsFor>,
  inv: Invocation,
  outcome: Outcome,
  projectScope: string | null,
): Promise<void> {
  let edits: DraftEdits = {};
  let shown: Draft = draft;
  // An edit lives only here until it is confirmed: no answer may drop it without saying so.
  const edited = () => Object.keys(edits).length > 0;
  const stop = (why: string, editing = false) => {
    writeLine(talk, c.yellow(`${why} ${editing || edited() ? 'Your edit was not saved; ' : ''}${v(draft.id)} stays pending.`));
    outcome.quit = true;
  };
  for (;;) {
    writeLine(talk, draftPrompt(shown));
    if (shown.scope_unclear && edits.scope === undefined) writeLine(talk, c.yellow('The scope is unclear: choose edit to pick one before saving.'));
    const answer = await reader.ask(c.bold(edited() ? EDITED_PROMPT : PROMPT));
    if (answer === null) return stop('Input ended: review stopped.');
    const action = CHOICES[answer.trim().toLowerCase()];
    if (action === 'skip' && answer.trim() === '' && edited()) {
      writeLine(talk, 'Enter does not decide an edited draft: c saves your edit, s skips the draft and drops the edit.');
      continue;
    }
    if (!action) { writeLine(talk, ANSWERS); continue; }
    if (action === 'quit') return stop('Review stopped.');
    if (action === 'skip') {
      outcome.skipped.push(draft.id);
      writeLine(talk, `Skipped ${v(draft.id)}${edited() ? ' and dropped your edit' : ''}; it stays pending.`);
      return;
    }
    if (action === 'reject') {
      const result = rejectDraft(session.ctx, draft.id, { remember_rejection: inv.values['remember-rejections'] === true });
      outcome.rejected.push(result.draft_id);
      writeLine(talk, `Rejected ${v(draft.id)}; nothing was saved.`);
      return;
    }
    if (action === 'confirm') {
      try {
        const result = confirmDraft(session.ctx, draft.id, { confirmed: true, edits });
        outcome.confirmed.push({ draft_id: result.draft_id, memory_id: result.memory.id, action: result.action });
        writeLine(talk, `${c.green(result.action === 'created' ? 'Saved' : 'Updated')} ${v(result.memory.id)}.`);
      } catch (error) {
        if (!isNuzoError(error)) throw error;
        const e = toNuzoError(error);
        outcome.failed.push({ draft_id: draft.id, error: e.toJSON() });
        writeLine(talk, `${c.red('Not saved:')} ${v(e.message)} (${e.code}). The draft stays pending.`);
      }
      return;
    }
    const more = await askEdits(reader, shown, talk, projectScope);
    if (more === null) return stop('Input ended during the edit: review stopped.', true);
    edits = { ...edits, ...more };
    shown = { ...shown, ...(more as Partial<Draft>) };
  }
}

// Empty answers keep the current value; '-' clears the tags.
async function askEdits(reader: LineReader, draft: Draft, talk: Io['stdout'], projectScope: string | null): Promise<DraftEdits | null> {
  const edits: DraftEdits = {};
  const content = await reader.ask(`Content [${v(draft.content)}]: `);
  if (content === null) return null;
  if (content.trim()) edits.content = content.trim();
  for (;;) {
    const kind = await reader.ask(`Kind (${MEMORY_KINDS.join('/')}) [${v(draft.kind)}]: `);
    if (kind === null) return null;
    if (!kind.trim()) break;
    if ((MEMORY_KINDS as readonly string[]).includes(kind.trim())) { edits.kind = kind.trim(); break; }
    writeLine(talk, `Kind must be one of ${MEMORY_KINDS.join(', ')}.`);
  }
  for (;;) {
    const scope = await reader.ask(`Scope (user, project, agent:<name>) [${v(draft.scope)}]: `);
    if (scope === null) return null;
    if (!scope.trim()) break;
    try {
      edits.scope = resolveScope(scopeAlias(scope), projectScope);
      break;
    } catch (error) {
      writeLine(talk, v(toNuzoError(error).message));
    }
  }
  const tags = await reader.ask(`Tags, comma-separated ('-' for none) [${draft.tags.map(v).join(', ')}]: `);
  if (tags === null) return null;
  if (tags.trim() === '-') edits.tags = [];
  else if (tags.trim()) edits.tags = tags.split(',').map((t) => t.trim()).filter(Boolean);
  return edits;
}

function finish(inv: Invocation, talk: Io['stdout'], outcome: Outcome, total: number): number {
  const { quit, ...summary } = outcome;
  if (inv.json) {
    writeJson(inv.io, { reviewed: total, ...summary, quit });
    return 0;
  }
  if (total === 0) {
    writeLine(talk, 'No drafts waiting for review.');
    return 0;
  }
  writeLine(talk);
  writeLine(talk, `${outcome.confirmed.length} saved, ${outcome.rejected.length} rejected, ${outcome.skipped.length} skipped${outcome.failed.length ? `, ${outcome.failed.length} refused` : ''}; ${plural(outcome.remaining, 'draft')} still pending.`);
  return 0;
}
